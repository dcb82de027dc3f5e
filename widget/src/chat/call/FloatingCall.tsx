import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { clampPosition, dragPosition, keyboardMove } from '../../window/geometry.ts';
import type { WindowPosition } from '../../store/ui.ts';
import { useChat } from '../hooks/useChat.ts';
import { formatDuration } from './call-record.ts';
import { visiblePeers, type CallState } from './call-store.ts';
import { CallTile } from './CallTile.tsx';
import { HangUpIcon } from './icons.tsx';
import { useCallSeconds } from './CallScreen.tsx';
import { useCallNames } from './useCallNames.ts';

const SIZE = { width: 168, height: 150 };

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** The minimised call: a small window over the page, dragged by pointer or arrow keys, while the chat goes on. */
export function FloatingCall() {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const s = useSnapshot(chat.calls.store) as CallState;
  const nameOf = useCallNames(s.call?.groupID ?? '');
  const seconds = useCallSeconds(s.since);
  const hintId = useId();
  const [pos, setPos] = useState<WindowPosition>(() =>
    clampPosition({ left: window.innerWidth - SIZE.width - 16, top: 16 }, SIZE, viewport()),
  );
  const drag = useRef<{ id: number; start: WindowPosition; x: number; y: number } | null>(null);
  const peer = visiblePeers(s).find((p) => p.state === 'joined') ?? visiblePeers(s)[0];
  return (
    <section
      className="hy-call-float"
      style={{ left: `${pos.left}px`, top: `${pos.top}px` }}
      aria-label={t('screen.label')}
      data-testid="call-float"
    >
      <div
        className="hy-call-float__handle"
        tabIndex={0}
        aria-describedby={hintId}
        role="group"
        aria-label={formatDuration(seconds)}
        onPointerDown={(e) => {
          if ((e.target as Element).closest('button')) return;
          drag.current = { id: e.pointerId, start: pos, x: e.clientX, y: e.clientY };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (d?.id === e.pointerId) setPos(dragPosition(d.start, d, { x: e.clientX, y: e.clientY }, SIZE, viewport()));
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(e) => {
          const next = keyboardMove(e.key, pos, SIZE, viewport());
          if (!next) return;
          e.preventDefault();
          setPos(next);
        }}
      >
        <span id={hintId} className="hy-visually-hidden">
          {t('controls.dragHint')}
        </span>
        {peer ? (
          <CallTile
            userID={peer.userID}
            name={nameOf(peer.userID)}
            stream={peer.stream}
            mic={peer.mic}
            video={s.type === 2 && peer.cam && Boolean(peer.stream?.getVideoTracks().length)}
            speaking={peer.speaking}
            quality={peer.state === 'joined' ? peer.quality : null}
            link={peer.link}
            ringing={peer.state === 'invited'}
            framesDecoded={peer.framesDecoded}
            outputId={s.outputId}
          />
        ) : null}
        <span className="hy-call-float__time">{formatDuration(seconds)}</span>
      </div>
      <div className="hy-call-float__actions">
        <button type="button" className="hy-btn hy-btn--ghost" onClick={() => (chat.calls.store.minimised = false)}>
          {t('controls.restore')}
        </button>
        <button
          type="button"
          className="hy-call-btn hy-call-btn--end hy-call-btn--small"
          aria-label={t('controls.hangUp')}
          onClick={() => void chat.calls.hangUp()}
        >
          <HangUpIcon />
        </button>
      </div>
    </section>
  );
}
