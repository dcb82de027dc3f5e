import type { LinkState } from '../call-store.ts';
import { GIVE_UP_AFTER_MS, RESTART_AFTER_MS, RESTART_EVERY_MS } from '../peer-link.ts';

/**
 * Keeps one connection to Janus alive: when it drops ('disconnected' or 'failed'), `restart` (an ICE restart) runs
 * after RESTART_AFTER_MS and again every RESTART_EVERY_MS until it is connected again; `onState` hears
 * 'reconnecting' meanwhile, and 'failed' once GIVE_UP_AFTER_MS passed without a connection. `now()` restarts at once if it is down; `stop()` ends
 * the watch.
 */
export interface IceWatch {
  now(): void;
  stop(): void;
}

export function watchIce(pc: RTCPeerConnection, restart: () => Promise<void>, onState: (state: LinkState) => void): IceWatch {
  let delay: ReturnType<typeof setTimeout> | null = null;
  let every: ReturnType<typeof setInterval> | null = null;
  let giveUp: ReturnType<typeof setTimeout> | null = null;
  let restarting = false;
  const clear = () => {
    if (delay) clearTimeout(delay);
    if (every) clearInterval(every);
    if (giveUp) clearTimeout(giveUp);
    delay = every = giveUp = null;
  };
  const again = () => {
    if (restarting || pc.connectionState === 'connected' || pc.connectionState === 'closed') return;
    restarting = true;
    void restart()
      .catch((err: unknown) => console.warn('[hy-chat] sfu ice restart', err))
      .finally(() => (restarting = false));
  };
  pc.addEventListener('connectionstatechange', () => {
    const s = pc.connectionState;
    if (s === 'connected') {
      clear();
      onState('connected');
    } else if (s === 'disconnected' || s === 'failed') {
      onState('reconnecting');
      delay ??= setTimeout(
        () => {
          again();
          every ??= setInterval(again, RESTART_EVERY_MS);
        },
        s === 'failed' ? 0 : RESTART_AFTER_MS,
      );
      giveUp ??= setTimeout(() => {
        if (pc.connectionState !== 'connected') onState('failed');
      }, GIVE_UP_AFTER_MS);
    } else if (s === 'closed') clear();
  });
  return { now: () => pc.connectionState !== 'new' && pc.connectionState !== 'connecting' && again(), stop: clear };
}
