import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { TYPES, type Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { mediaUrl } from '../lib/media-url.ts';
import { openPreview, pinchZoom, previewStore, saveError, SLIDE_MS, stepZoom, wheelZoom } from './preview-store.ts';

/** SPEC §9: a swipe of 100 px changes image. */
const SWIPE_PX = 100;

function imageUrl(m: Message, serverUrl: string): string {
  const p = m.payload as { url?: string; imageInfoArray?: { url?: string }[] };
  return mediaUrl(p.imageInfoArray?.[0]?.url || p.url, serverUrl);
}

type Point = { x: number; y: number };
const spread = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

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
  // pointers down on the previewer; two of them pinch (SPEC §9: 0.5-4)
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ scale: number; distance: number } | null>(null);
  const [direction, setDirection] = useState<'next' | 'previous' | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const images = (messages.byConversation[conversations.currentID ?? '']?.list ?? []).filter(
    (m) => m.type === TYPES.MSG_IMAGE && !m.isRevoked && !m.hasRiskContent && (m.status === 'success' || m.progress === 1),
  );
  const index = images.findIndex((m) => m.ID === preview.messageID);
  useEffect(() => {
    setScale(1);
    setRotation(0);
    pointers.current.clear();
    pinch.current = null;
    if (preview.messageID) boxRef.current?.focus();
  }, [preview.messageID]);
  if (!preview.messageID || index < 0) return null;
  const current = images[index] as Message;
  const go = (delta: number) => {
    setDirection(delta > 0 ? 'next' : 'previous');
    const next = images[(index + delta + images.length) % images.length];
    if (next) openPreview(chat, next.ID);
  };
  const close = () => openPreview(chat, null);
  const save = async () => {
    const url = imageUrl(current, chat.serverUrl);
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
      onPointerDown={(e) => {
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const [a, b] = [...pointers.current.values()];
        if (a && b) {
          pinch.current = { scale, distance: spread(a, b) };
          start.current = null; // a pinch is no swipe
        } else start.current = e.clientX;
      }}
      onPointerMove={(e) => {
        if (!pointers.current.has(e.pointerId)) return;
        pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
        const [a, b] = [...pointers.current.values()];
        const p = pinch.current;
        if (a && b && p) setScale(pinchZoom(p.scale, p.distance, spread(a, b)));
      }}
      onPointerCancel={(e) => pointers.current.delete(e.pointerId)}
      onPointerUp={(e) => {
        pointers.current.delete(e.pointerId);
        if (pointers.current.size < 2) pinch.current = null;
        if (start.current === null) return;
        const dx = e.clientX - start.current;
        start.current = null;
        if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
      }}
    >
      <img
        key={current.ID}
        className={`hy-previewer__img${direction ? ` hy-previewer__img--from-${direction}` : ''}`}
        src={imageUrl(current, chat.serverUrl)}
        alt={t('abstract.image')}
        style={{ transform: `scale(${scale}) rotate(${rotation}deg)`, animationDuration: `${SLIDE_MS}ms` }}
        draggable={false}
      />
      <div className="hy-previewer__bar">
        <button type="button" onClick={() => go(-1)} aria-label={t('preview.previous')}>
          ‹
        </button>
        <span data-testid="preview-counter">{`${index + 1} / ${images.length}`}</span>
        <button type="button" onClick={() => go(1)} aria-label={t('preview.next')}>
          ›
        </button>
        <button type="button" onClick={() => setScale((s) => stepZoom(s, 1))} aria-label={t('preview.zoomIn')}>
          ＋
        </button>
        <button type="button" onClick={() => setScale((s) => stepZoom(s, -1))} aria-label={t('preview.zoomOut')}>
          －
        </button>
        <button type="button" onClick={() => setRotation((r) => (r + 90) % 360)} aria-label={t('preview.rotate')}>
          ⟳
        </button>
        <button type="button" onClick={() => void save()} aria-label={t('preview.save')}>
          ⤓
        </button>
        <button type="button" onClick={close} aria-label={t('window.close')}>
          ×
        </button>
      </div>
    </div>
  );
}
