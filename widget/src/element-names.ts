/** The custom element's tag name. */
export const WIDGET_TAG = 'hy-chat';

/** Event the element dispatches on itself to send a custom message to the open conversation (element.ts → ChatBody). */
export const SEND_CUSTOM_EVENT = 'hy-chat-send-custom';

/** A custom message from the host page: `data` (usually JSON with a businessID), optional description and extension. */
export interface CustomMessageInput {
  data: string;
  description?: string;
  extension?: string;
}

export function isCustomMessageInput(value: unknown): value is CustomMessageInput {
  const v = value as Partial<CustomMessageInput> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.data === 'string' &&
    (v.description === undefined || typeof v.description === 'string') &&
    (v.extension === undefined || typeof v.extension === 'string')
  );
}

/** Marks an element whose declarative shadow root a server drew (toolbar/facade.tsx). */
export const FACADE_ATTRIBUTE = 'data-facade';

/**
 * Event the element dispatches for every frame on the engine's wire (the self-hosted driver's socket frames;
 * none on the Tencent engine): `detail` is `{ direction: 'in' | 'out', frame }`, a login's signature blanked. A
 * debug hook for QA tools such as the demo page's frame log.
 */
export const DEBUG_FRAME_EVENT = 'hy-chat-frame';
