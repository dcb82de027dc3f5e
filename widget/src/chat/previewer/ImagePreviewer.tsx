import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { TYPES, type Message } from '../../engine/types.ts';
import { useChat } from '../../hooks/useChat.ts';
import { openPreview, previewStore, saveError, stepZoom, wheelZoom } from './preview-store.ts';

/** SPEC §9: a swipe of 100 px changes image. */
const SWIPE_PX = 100;

function imageUrl(m: Message): string {
  const p = m.payload as { url?: string; imageInfoArray?: { url?: string }[] };
  return p.imageInfoArray?.[0]?.url || p.url || '';
}

/** Image previewer (SPEC §2): carousel over the conversation's images, zoom, rotate, save, 'n / total', Esc closes. */
export function ImagePreviewer() {
  const { t } = useTranslation();
  const chat = useChat();
  const preview = useSnapshot(previewStore(chat));
  const messages = useSnapshot(chat.messages);
  const conversations = useSnapshot(chat.conversations);
  const [scale, setScale] = useState(1);
  const [rotation, setRotation] = useState(0);
  const start = useRef<number | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const images = (messages.byConversation[conversations.currentID ?? '']?.list ?? []).filter(
    (m) => m.type === TYPES.MSG_IMAGE && !m.isRevoked && !m.hasRiskContent && (m.status === 'success' || m.progress === 1),
  );
  const index = images.findIndex((m) => m.ID === preview.messageID);
  useEffect(() => {
    setScale(1);
    setRotation(0);
    if (preview.messageID) boxRef.current?.focus();
  }, [preview.messageID]);
  if (!preview.messageID || index < 0) return null;
  const current = images[index] as Message;
  const go = (delta: number) => {
    const next = images[(index + delta + images.length) % images.length];
    if (next) openPreview(chat, next.ID);
  };
  const close = () => openPreview(chat, null);
  const save = async () => {
    const url = imageUrl(current);
    const early = saveError(url);
    if (early) return chat.toast('error', t(early));
    try {
      const res = await fetch(url);
      const blob = await res.blob();
      const late = saveError(url, blob.type);
      if (late) return chat.toast('error', t(late));
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `image-${current.ID}.${blob.type.split('/')[1] ?? 'png'}`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    } catch {
      chat.toast('error', t('preview.downloadFailed'));
    }
  };
  return (
    <div
      ref={boxRef}
      className="hy-previewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('preview.title')}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          e.preventDefault();
          close();
        } else if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'ArrowRight') go(1);
      }}
      onWheel={(e) => setScale((s) => wheelZoom(s, e.deltaY))}
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerUp={(e) => {
        if (start.current === null) return;
        const dx = e.clientX - start.current;
        start.current = null;
        if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
      }}
    >
      <img className="hy-previewer__img" src={imageUrl(current)} alt={t('abstract.image')} style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }} draggable={false} />
      <div className="hy-previewer__bar">
        <button type="button" onClick={() => go(-1)} aria-label={t('preview.previous')}>‹</button>
        <span data-testid="preview-counter">{`${index + 1} / ${images.length}`}</span>
        <button type="button" onClick={() => go(1)} aria-label={t('preview.next')}>›</button>
        <button type="button" onClick={() => setScale((s) => stepZoom(s, 1))} aria-label={t('preview.zoomIn')}>＋</button>
        <button type="button" onClick={() => setScale((s) => stepZoom(s, -1))} aria-label={t('preview.zoomOut')}>－</button>
        <button type="button" onClick={() => setRotation((r) => (r + 90) % 360)} aria-label={t('preview.rotate')}>⟳</button>
        <button type="button" onClick={() => void save()} aria-label={t('preview.save')}>⤓</button>
        <button type="button" onClick={close} aria-label={t('window.close')}>×</button>
      </div>
    </div>
  );
}
