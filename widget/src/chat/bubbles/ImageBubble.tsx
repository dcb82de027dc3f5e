import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { openPreview } from '../previewer/preview-store.ts';

/** Image, at most 300 px on desktop (CSS); opens the previewer once sent. */
export function ImageBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const chat = useChat();
  const p = message.payload as { url?: string; imageInfoArray?: { url?: string; type?: number }[]; width?: number; height?: number };
  // the thumbnail (imageInfoArray type 1) when the server made one; the original (or the local preview) otherwise
  const src = mediaUrl((p.imageInfoArray?.find((i) => i.type === 1) ?? p.imageInfoArray?.[0])?.url || p.url, chat.serverUrl);
  const ready = message.status === 'success' || message.progress === 1;
  if (message.hasRiskContent) return <span className="hy-risky">{t('message.riskView')}</span>;
  return (
    <button
      type="button"
      className="hy-bubble-image"
      disabled={!ready}
      aria-label={t('message.previewImage')}
      onClick={() => openPreview(chat, message.ID)}
    >
      {src ? (
        <img
          src={src}
          alt={t('abstract.image')}
          loading="lazy"
          width={p.width || undefined}
          height={p.height || undefined}
          data-testid="image-bubble"
        />
      ) : (
        <span className="hy-spinner" />
      )}
    </button>
  );
}
