import { subscribeKey } from 'valtio/vanilla/utils';
import type { ChatController } from '../controller.ts';

/**
 * While the chat window is closed or the page's tab hidden, a message from customer service plays a short sound and
 * counts in the page's title ("(2) …"); opening the chat with the tab visible clears the count.
 */
export function watchAttention(chat: ChatController, chime: () => void = playChime): () => void {
  let count = 0;
  let base = '';
  const away = () => !chat.ui.open || document.hidden;
  const show = () => {
    if (count === 0) {
      if (base) document.title = base;
      base = '';
      return;
    }
    base ||= document.title;
    document.title = `(${count}) ${base}`;
  };
  const onReceived = (event: { data: unknown }) => {
    const list = Array.isArray(event.data) ? (event.data as { flow?: string }[]) : [];
    const incoming = list.filter((m) => m.flow === 'in').length;
    if (!incoming || !away()) return;
    count += incoming;
    show();
    chime();
  };
  const onBack = () => {
    if (away() || count === 0) return;
    count = 0;
    show();
  };
  chat.engine.on('onMessageReceived', onReceived);
  const unsubscribe = subscribeKey(chat.ui, 'open', onBack);
  document.addEventListener('visibilitychange', onBack);
  return () => {
    chat.engine.off('onMessageReceived', onReceived);
    unsubscribe();
    document.removeEventListener('visibilitychange', onBack);
    count = 0;
    show();
  };
}

let audio: AudioContext | null = null;

/** A short two-tone chime made with Web Audio (no file to load); silent where audio is not allowed yet. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') return; // no user gesture on this page yet: browsers keep it silent
    const now = audio.currentTime;
    [660, 880].forEach((freq, i) => {
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.12, now + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.12 + 0.11);
      osc.connect(gain).connect(audio!.destination);
      osc.start(now + i * 0.12);
      osc.stop(now + i * 0.12 + 0.12);
    });
  } catch {
    // no audio: the title count still shows it
  }
}
