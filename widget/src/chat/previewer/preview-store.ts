import { proxy } from 'valtio/vanilla';
import type { ChatController } from '../controller.ts';

/** Which image message the previewer shows (null: closed), per chat. */
export interface PreviewState {
  messageID: string | null;
}

const stores = new WeakMap<ChatController, PreviewState>();

export function previewStore(chat: ChatController): PreviewState {
  let store = stores.get(chat);
  if (!store) stores.set(chat, (store = proxy<PreviewState>({ messageID: null })));
  return store;
}

export function openPreview(chat: ChatController, messageID: string | null): void {
  previewStore(chat).messageID = messageID;
}

/** SPEC §9 zoom: wheel 0.125-4, pinch 0.5-4, buttons step 0.1 down to 0.1. */
export const ZOOM = { wheelMin: 0.125, wheelMax: 4, pinchMin: 0.5, pinchMax: 4, step: 0.1, min: 0.1 } as const;

/** SPEC §9: changing image slides for 0.5 s. */
export const SLIDE_MS = 500;

/** Two-finger zoom: the scale at the pinch's start times how far the fingers spread, within 0.5-4. */
export function pinchZoom(startScale: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !Number.isFinite(distance)) return startScale;
  return Math.min(ZOOM.pinchMax, Math.max(ZOOM.pinchMin, (startScale * distance) / startDistance));
}

export function wheelZoom(scale: number, deltaY: number): number {
  const next = scale * (deltaY < 0 ? 1.1 : 1 / 1.1);
  return Math.min(ZOOM.wheelMax, Math.max(ZOOM.wheelMin, next));
}

export function stepZoom(scale: number, direction: 1 | -1): number {
  return Math.max(ZOOM.min, Math.round((scale + direction * ZOOM.step) * 10) / 10);
}

const SAVE_FORMATS = /\.(jpe?g|png|gif|bmp|webp)(\?|#|$)/i;

/** SPEC §5 image save: no URL or an unsupported format is an error (i18n key), else null. */
export function saveError(url: string | undefined, mime?: string): string | null {
  if (!url) return 'preview.noUrl';
  if (
    mime
      ? !/^image\/(jpeg|png|gif|bmp|webp)$/.test(mime)
      : !SAVE_FORMATS.test(url) && !url.startsWith('blob:') && !url.includes('/im/files/')
  )
    return 'preview.unsupported';
  return null;
}
