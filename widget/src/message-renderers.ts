/**
 * Custom message kinds without editing the widget: a host page registers a renderer for a custom message's
 * `businessID` (the `businessID` field of the JSON in payload.data), and the custom-message bubble uses it:
 *
 *   window.HyChat.registerMessageRenderer('parcel', ({ data }) => `Parcel ${String(data.no)} is on its way`);
 *
 * A renderer returns text (shown as text, never parsed as HTML), a DOM node it built itself (put into the bubble
 * as it is: build it with textContent, not innerHTML, from message data), or null to leave the message to the
 * widget's own bubble. A renderer that throws is treated as null. Registering again replaces the renderer;
 * messages already on screen redraw.
 */
export interface CustomMessageContext {
  businessID: string;
  /** payload.data parsed as JSON. */
  data: Record<string, unknown>;
  description: string;
  extension: string;
  message: { ID: string; conversationID: string; from: string; nick: string; time: number; flow: string };
  /** The element's language: 'zh_CN' or 'en_US'. */
  locale: string;
}

export type CustomMessageRenderer = (context: CustomMessageContext) => Node | string | null | undefined;

const renderers = new Map<string, CustomMessageRenderer>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Registers `render` for `businessID`; returns a function that removes it again. */
export function registerMessageRenderer(businessID: string, render: CustomMessageRenderer): () => void {
  if (typeof businessID !== 'string' || !businessID)
    throw new TypeError('[hy-chat] registerMessageRenderer: businessID must be a non-empty string');
  if (typeof render !== 'function') throw new TypeError('[hy-chat] registerMessageRenderer: render must be a function');
  renderers.set(businessID, render);
  changed();
  return () => {
    if (renderers.get(businessID) !== render) return;
    renderers.delete(businessID);
    changed();
  };
}

export function messageRendererFor(businessID: unknown): CustomMessageRenderer | undefined {
  return typeof businessID === 'string' ? renderers.get(businessID) : undefined;
}

/** For useSyncExternalStore: bubbles redraw when renderers change. */
export function subscribeMessageRenderers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messageRenderersVersion(): number {
  return version;
}

/** The host page's handle, `window.HyChat` (the element class has the same static method). */
export interface HyChatGlobal {
  registerMessageRenderer: typeof registerMessageRenderer;
}

declare global {
  interface Window {
    HyChat?: HyChatGlobal;
  }
}

export function installGlobal(): void {
  window.HyChat = Object.assign(window.HyChat ?? {}, { registerMessageRenderer });
}
