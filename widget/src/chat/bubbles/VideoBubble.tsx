import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { mediaUrl } from '../lib/media-url.ts';

/** Video: snapshot (or first frame) with a play mark; opens a dialog with the player. */
export function VideoBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chat = useChat();
  const raw = message.payload as { url?: string; snapshotUrl?: string; thumbUrl?: string };
  // server paths resolve against the chat server (partner pages)
  const p = {
    url: mediaUrl(raw.url, chat.serverUrl),
    snapshotUrl: mediaUrl(raw.snapshotUrl, chat.serverUrl),
    thumbUrl: mediaUrl(raw.thumbUrl, chat.serverUrl),
  };
  const ready = message.status === 'success' || message.progress === 1;
  if (message.hasRiskContent) return <span className="hy-risky">{t('message.riskView')}</span>;
  return (
    <>
      <button type="button" className="hy-bubble-video" disabled={!ready} aria-label={t('message.playVideo')} onClick={() => setOpen(true)}>
        {p.snapshotUrl || p.thumbUrl ? (
          <img src={p.snapshotUrl || p.thumbUrl} alt="" />
        ) : (
          <video src={p.url || undefined} preload="metadata" muted />
        )}
        <span className="hy-bubble-video__play" aria-hidden="true">
          ▶
        </span>
      </button>
      {open ? (
        <div
          className="hy-dialog"
          role="dialog"
          aria-modal="true"
          aria-label={t('abstract.video')}
          onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setOpen(false))}
        >
          <div className="hy-dialog__box">
            <video src={p.url || undefined} controls autoPlay className="hy-dialog__video" />
            <button type="button" className="hy-btn" onClick={() => setOpen(false)} autoFocus>
              {t('window.close')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
