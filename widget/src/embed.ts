/**
 * The whole contract between a host page (our site) and the widget: the site imports this module and nothing
 * else under widget/. It is small on purpose, since the site's first load carries it; everything heavy is
 * behind a dynamic import.
 */
import type { Locale } from '../../common/locale.ts';
import { hasStoredChatSession } from './chat/session/keys.ts';

export { FACADE_ATTRIBUTE, WIDGET_TAG } from './element-names.ts';

/** True when this browser already chats (a cached visitor identity or a signed-in staff tab). */
export { hasStoredChatSession };

/** Records the page on screen as a page of this visit, for the desk (call on load and after each route change). */
export { recordVisitedPage } from './chat/desk/page-queue.ts';

/** Defines `<hy-chat>` (sharing the host's React); elements already in the page upgrade in place. */
export async function loadWidgetElement(): Promise<void> {
  await import('./element.ts');
}

/**
 * Server-side only: `<hy-chat>` as HTML with a declarative shadow root holding the widget's real toolbar, so a
 * page shows the toolbar before the widget script loads (widget/src/toolbar/facade.tsx). `contact`: the phone
 * and e-mail the toolbar offers (the site's settings), carried as the element's attributes so the live widget
 * keeps them; the brand's when absent.
 */
export async function toolbarFacadeHtml(locale: Locale, contact: { phone?: string; email?: string } = {}): Promise<string> {
  const facade = await import('./toolbar/facade.tsx');
  return facade.toolbarFacadeHtml(locale, contact);
}
