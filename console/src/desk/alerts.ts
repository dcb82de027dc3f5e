import { proxy, subscribe } from 'valtio';

/**
 * The desk's alerts for new conversations and messages: the waiting count in the tab title, a short sound and a
 * browser notification, each switchable and remembered in this browser.
 */
const STORAGE_KEY = 'console.desk.alerts';

function stored(): { sound: boolean; notify: boolean } {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { sound?: unknown; notify?: unknown };
    return { sound: value.sound !== false, notify: value.notify === true };
  } catch {
    return { sound: true, notify: false };
  }
}

export const alerts = proxy(stored());
subscribe(alerts, () => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ sound: alerts.sound, notify: alerts.notify }));
  } catch {
    // private mode: the switches last this page only
  }
});

let audio: AudioContext | null = null;

/** Two short tones (Web Audio: no file to load). */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    const now = audio.currentTime;
    for (const [i, freq] of [880, 1175].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, now + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.15 + 0.14);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.15);
      osc.stop(now + i * 0.15 + 0.15);
    }
  } catch {
    // no audio device: the title count still shows it
  }
}

export async function enableNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  alerts.notify = permission === 'granted';
  return alerts.notify;
}

let baseTitle = '';

/** The tab title with the waiting count in front: "(3) …". */
export function showCount(count: number): void {
  baseTitle ||= document.title.replace(/^\(\d+\)\s*/, '');
  document.title = count > 0 ? `(${count}) ${baseTitle}` : baseTitle;
}

export function resetTitle(): void {
  if (baseTitle) document.title = baseTitle;
  baseTitle = '';
}

/** Something new arrived: the sound and the notification, as switched on. */
export function announce(title: string, body: string): void {
  if (alerts.sound) playChime();
  if (alerts.notify && typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden)
    new Notification(title, { body, tag: 'sealink-desk' });
}
