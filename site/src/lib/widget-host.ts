import type { Locale } from '../../../common/locale.ts';
import { FACADE_ATTRIBUTE, WIDGET_TAG, hasStoredChatSession, loadWidgetElement, recordVisitedPage } from '../../../widget/src/embed.ts';
import { whenIdle } from './tasks.ts';

/**
 * The chat widget lives outside the React tree: one `<hy-chat>` element after the app root. Server-rendered
 * pages carry it with a declarative shadow root holding the widget's real toolbar (a facade, drawn by
 * widget/src/embed.ts), so the widget's script is not needed to show it: it is loaded on the
 * visitor's first interaction (pointer, touch, key, wheel or scroll anywhere; hover or focus of the toolbar),
 * and at idle for a returning chatter (stored chat session: unread messages must light the dot) or when the
 * page has no facade. The element then upgrades in place; a click made on the facade meanwhile is replayed on
 * the same tool. Its `locale` attribute follows the site's locale.
 */
const TAG = WIDGET_TAG;

declare global {
  interface Window {
    /** The facade tool clicked before the site's scripts ran ('' for a click beside the tools). */
    __heldTool?: string;
  }
}
/** Interactions that load the widget: anywhere on the page, and on the drawn toolbar (also held by site/src/ssr/script-loader.ts). */
export const PAGE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
export const TOOLBAR_EVENTS = ['pointerover', 'focusin'] as const;

let started = false;
let loading: Promise<void> | null = null;
let currentLocale: Locale = 'zh_CN';
/** The facade tool clicked before the script arrived (replayed once it has). */
let pendingTool: string | null = null;
let stopListening: () => void = () => undefined;

function host(): HTMLElement | null {
  return document.querySelector<HTMLElement>(TAG);
}

/** Imports the element (sharing the site's React); the facade, if any, upgrades in place. */
function loadWidget(): Promise<void> {
  stopListening();
  loading ??= loadWidgetElement().then(
    () => {
      let element = host();
      if (!element) {
        element = document.createElement(TAG);
        element.setAttribute('locale', currentLocale);
        document.body.append(element);
      }
      const tool = pendingTool;
      pendingTool = null;
      if (tool) {
        const target = element.shadowRoot?.querySelector<HTMLElement>(`[data-tool="${tool}"]`);
        target?.focus();
        target?.click();
      }
    },
    (error: unknown) => {
      loading = null; // a later interaction or locale change may retry
      console.warn('chat widget failed to load', error);
    },
  );
  return loading;
}

export function setWidgetLocale(locale: Locale): void {
  currentLocale = locale;
  const element = host();
  if (!element || element.getAttribute('locale') === locale) return;
  element.setAttribute('locale', locale);
  // The facade's texts are in the other language: bring in the live element.
  if (!customElements.get(TAG)) void loadWidget();
}

/** Call once the app has rendered: waits for the visitor before loading the widget (see above). */
export function startWidget(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // a page of this visit for the desk, whether or not the widget loads on it
  recordVisitedPage();
  const element = host();
  const facade = element?.shadowRoot && element.hasAttribute(FACADE_ATTRIBUTE) ? element.shadowRoot : null;
  if (!facade) {
    whenIdle(() => void loadWidget(), 5000);
    return;
  }
  // A click on the facade before this script ran, held by the page's inline loader (site/src/ssr/script-loader.ts).
  const held = window.__heldTool;
  delete window.__heldTool;
  if (held !== undefined) {
    if (held && held !== 'mail') pendingTool = held;
    void loadWidget();
  }
  const onInteraction = () => void loadWidget();
  const onClick = (event: Event) => {
    if (customElements.get(TAG)) return; // the live toolbar handles it
    const tool = (event.target as Element | null)?.closest?.('[data-tool]')?.getAttribute('data-tool') ?? null;
    // The mail link works as is; buttons are replayed on the live toolbar.
    if (tool && tool !== 'mail') pendingTool = tool;
    void loadWidget();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of PAGE_EVENTS) window.addEventListener(type, onInteraction, options);
  for (const type of TOOLBAR_EVENTS) facade.addEventListener(type, onInteraction);
  facade.addEventListener('click', onClick);
  // A returning chatter's widget starts at idle anyway (a click on the facade before then is still replayed).
  if (hasStoredChatSession()) whenIdle(() => void loadWidget(), 5000);
  stopListening = () => {
    for (const type of PAGE_EVENTS) window.removeEventListener(type, onInteraction, options);
    for (const type of TOOLBAR_EVENTS) facade.removeEventListener(type, onInteraction);
    // Clicks on the facade while the script loads are still recorded; the live toolbar handles later ones.
    if (customElements.get(TAG)) facade.removeEventListener('click', onClick);
    else void customElements.whenDefined(TAG).then(() => facade.removeEventListener('click', onClick));
  };
}

/** After an in-app route change, once the page's title is set: a page of this visit for the desk. */
export function pageShown(): void {
  recordVisitedPage();
}
