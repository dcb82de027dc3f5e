import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { formatDuration } from './call-record.ts';
import { visiblePeers, type CallState } from './call-store.ts';
import { CallControls } from './CallControls.tsx';
import { CallTile } from './CallTile.tsx';
import { MinimiseIcon } from './icons.tsx';
import { useCallNames } from './useCallNames.ts';

/** Seconds since `since` (epoch seconds), ticking every second; 0 before the call starts. */
export function useCallSeconds(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since ? Math.max(0, Math.floor(now / 1000) - since) : 0;
}

/** The in-call screen: everyone's tile (a grid in groups), the timer, minimise, and the controls. */
export function CallScreen() {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const s = useSnapshot(chat.calls.store) as CallState;
  const me = useSnapshot(chat.session).userID;
  const nameOf = useCallNames(s.call?.groupID ?? '');
  const seconds = useCallSeconds(s.since);
  const titleId = useId();
  const peers = visiblePeers(s);
  const video = s.type === 2;
  const calling = s.phase === 'outgoing' && !s.call?.groupID;
  const status = calling
    ? t('screen.calling', { name: peers.map((p) => nameOf(p.userID)).join(', ') })
    : s.since
      ? formatDuration(seconds)
      : t('screen.waiting');
  return (
    <section className="hy-call" aria-labelledby={titleId} data-testid="call-screen" data-phase={s.phase} data-type={s.type}>
      <header className="hy-call__header">
        <h2 id={titleId} className="hy-call__title">
          {t(video ? 'start.video' : 'start.voice')}
        </h2>
        <span className="hy-call__status" role="timer" aria-live="off" data-testid="call-status">
          {status}
        </span>
        <button
          type="button"
          className="hy-icon-btn"
          aria-label={t('controls.minimise')}
          onClick={() => (chat.calls.store.minimised = true)}
        >
          <MinimiseIcon />
        </button>
      </header>
      <div className="hy-call__grid" data-count={peers.length + 1}>
        {peers.map((p) => (
          <CallTile
            key={p.userID}
            userID={p.userID}
            name={nameOf(p.userID)}
            stream={p.stream}
            mic={p.mic}
            video={video && p.cam && Boolean(p.stream?.getVideoTracks().length)}
            speaking={p.speaking}
            quality={p.state === 'joined' ? p.quality : null}
            link={p.link}
            ringing={p.state === 'invited'}
            framesDecoded={p.framesDecoded}
            outputId={s.outputId}
          />
        ))}
        <CallTile
          userID={me}
          name={t('screen.you')}
          stream={s.local.stream}
          mic={s.local.mic}
          video={video && s.local.cam}
          speaking={s.local.speaking}
          quality={null}
          link={null}
          ringing={false}
          framesDecoded={0}
          self
          outputId=""
        />
      </div>
      <CallControls />
    </section>
  );
}
