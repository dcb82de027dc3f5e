/**
 * Entry of the widget bundle (dist/widget/hy-chat.js). Partner sites load it with
 *   <script type="module" src="https://<our server>/widget/hy-chat.js"></script>
 *   <hy-chat locale="en_US"></hy-chat>
 * It defines <hy-chat>: a floating toolbar plus the chat window frame, rendered by React into an
 * open shadow root. The chat body is a separate chunk fetched on the first open.
 */
import r2wc from '@r2wc/react-to-web-component';
import { flushSync } from 'react-dom';
import { parseBooleanAttribute } from './config.ts';
import { FACADE_ATTRIBUTE, isCustomMessageInput, SEND_CUSTOM_EVENT, WIDGET_TAG, type CustomMessageInput } from './element-names.ts';
import { HyChat, type HyChatProps } from './HyChat.tsx';
import { setOpen, setUnread, uiStoreFor, type UiStore } from './store/ui.ts';
import { installGlobal, registerMessageRenderer } from './message-renderers.ts';
import { adoptStyles } from './styles/shadow-styles.ts';
import widgetCss from './styles/widget.css?inline';

export const TAG_NAME = WIDGET_TAG;

/** URL of this script: its origin is the default `server-url`. */
const SCRIPT_URL = import.meta.url;

/** Observed attribute -> React prop. */
const ATTRIBUTES = {
  locale: 'locale',
  'server-url': 'serverUrl',
  engine: 'engine',
  'sdk-app-id': 'sdkAppId',
  unread: 'unread',
  phone: 'phone',
  email: 'email',
  'user-id': 'userId',
  'user-sig': 'userSig',
  'enable-input': 'enableInput',
  'enable-at': 'enableAt',
  'enable-drag-upload': 'enableDragUpload',
  'enable-typing': 'enableTyping',
  'enable-send': 'enableSend',
  official: 'official',
  'read-receipt': 'readReceipt',
  'display-online-status': 'displayOnlineStatus',
  layout: 'layout',
} as const satisfies Record<string, keyof HyChatProps>;

type AttributeName = keyof typeof ATTRIBUTES;

/**
 * Elements that upgrade over a server-drawn toolbar (a declarative shadow root, toolbar/facade.tsx), with the
 * tool that had focus there. Kept outside the instance: r2wc attaches the shadow root in its constructor,
 * before this class's fields exist.
 */
const facades = new WeakMap<HTMLElement, { focusedTool: string | null }>();

// @r2wc/core keeps the props object and the render method under these registered symbols.
// We use them to handle attribute removal and HTML boolean attributes, which r2wc 2.1 ignores
// (it skips null and "" values, so `<hy-chat unread>` and removeAttribute('unread') would not work).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Partial<HyChatProps>;
  [R2WC_RENDER]: () => void;
}

const Base = r2wc(HyChat, {
  shadow: 'open',
  props: {
    locale: 'string',
    serverUrl: 'string',
    engine: 'string',
    sdkAppId: 'string',
    phone: 'string',
    email: 'string',
    userId: 'string',
    userSig: 'string',
    enableInput: 'string',
    enableAt: 'string',
    enableDragUpload: 'string',
    enableTyping: 'string',
    enableSend: 'string',
    official: 'string',
    readReceipt: 'string',
    displayOnlineStatus: 'string',
    layout: 'string',
  },
});

export class HyChatElement extends Base {
  static get observedAttributes(): string[] {
    return Object.keys(ATTRIBUTES);
  }

  constructor() {
    super();
    this.internals()[R2WC_PROPS].scriptUrl = SCRIPT_URL;
  }

  /**
   * r2wc calls this in its constructor. Over a declarative shadow root the browser returns that root emptied;
   * remember that it held the server-drawn toolbar (and which of its tools had focus). The root gets the
   * widget's CSS at once, as a constructed stylesheet (styles/shadow-styles.ts: allowed by a strict CSP).
   */
  override attachShadow(init: ShadowRootInit): ShadowRoot {
    const existing = this.shadowRoot;
    if (existing && existing.childNodes.length > 0) {
      const focused = existing.activeElement?.closest('[data-tool]');
      facades.set(this, { focusedTool: focused?.getAttribute('data-tool') ?? null });
    }
    const root = super.attachShadow(init);
    adoptStyles(root, widgetCss);
    return root;
  }

  /** Over a server-drawn toolbar the first render is synchronous: no frame without a toolbar, focus kept. */
  connectedCallback(): void {
    const facade = facades.get(this);
    // r2wc's class is typed as a plain CustomElementConstructor: reach its callback through the prototype.
    const connect = () => (Base.prototype as { connectedCallback(): void }).connectedCallback.call(this);
    if (!facade) {
      connect();
      return;
    }
    facades.delete(this);
    flushSync(connect);
    this.removeAttribute(FACADE_ATTRIBUTE);
    if (facade.focusedTool) this.shadowRoot?.querySelector<HTMLElement>(`[data-tool="${facade.focusedTool}"]`)?.focus();
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    if (!(name in ATTRIBUTES)) return;
    const prop = ATTRIBUTES[name as AttributeName];
    const props = this.internals()[R2WC_PROPS] as Record<string, unknown>;
    props[prop] = prop === 'unread' ? parseBooleanAttribute(value) : (value ?? undefined);
    this.internals()[R2WC_RENDER]();
  }

  /** Custom message kinds drawn by the host page (message-renderers.ts); also `window.HyChat.registerMessageRenderer`. */
  static registerMessageRenderer = registerMessageRenderer;

  /**
   * Sends a custom message to the conversation open in the chat (drawn by a renderer the page registered, or
   * by its description). Returns false when the input is not `{ data: string, description?, extension? }`.
   */
  sendCustomMessage(input: CustomMessageInput): boolean {
    if (!isCustomMessageInput(input)) return false;
    this.dispatchEvent(new CustomEvent(SEND_CUSTOM_EVENT, { detail: { ...input } }));
    return true;
  }

  /** UI state (open, unread, position) shared with the chat code. */
  get ui(): UiStore {
    return uiStoreFor(this);
  }

  get open(): boolean {
    return this.ui.open;
  }

  set open(value: boolean) {
    setOpen(this.ui, Boolean(value));
  }

  /** Reflects the `unread` attribute (the dot also shows when the chat code sets ui.unread). */
  get unread(): boolean {
    return parseBooleanAttribute(this.getAttribute('unread'));
  }

  set unread(value: boolean) {
    if (value) this.setAttribute('unread', '');
    else this.removeAttribute('unread');
  }

  /** For the chat code: show/hide the dot without touching the host's attribute. */
  setInternalUnread(value: boolean): void {
    setUnread(this.ui, value);
  }

  private internals(): R2wcInternals {
    return this as unknown as R2wcInternals;
  }
}

if (!customElements.get(TAG_NAME)) {
  customElements.define(TAG_NAME, HyChatElement);
}
installGlobal();

declare global {
  interface HTMLElementTagNameMap {
    'hy-chat': HyChatElement;
  }
  interface HTMLElementEventMap {
    'hy-chat-open-change': CustomEvent<{ open: boolean }>;
    'hy-chat-frame': CustomEvent<{ direction: 'in' | 'out'; frame: unknown }>;
  }
}
