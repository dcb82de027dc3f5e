import { switchLocalePath } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { alternates } from '../ssr/head.ts';

/**
 * After a client-side navigation: canonical, hreflang alternates and og:url follow the new page (the server
 * wrote them for the first page). The public origin is kept from the server's canonical link.
 */
export function applyPageLinks(doc: Document, locale: Locale, pathname: string, search: string): void {
  const existing = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = existing ? new URL(existing.href).origin : doc.location.origin;
  const path = switchLocalePath(pathname, 'zh_CN');
  const canonical = `${origin}${switchLocalePath(path, locale)}${search}`;
  const set = (selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) => {
    let el = doc.head.querySelector<HTMLElement>(selector);
    if (!el) {
      el = create();
      doc.head.append(el);
    }
    apply(el);
  };
  set(
    'link[rel="canonical"]',
    () => Object.assign(doc.createElement('link'), { rel: 'canonical' }),
    (el) => ((el as HTMLLinkElement).href = canonical),
  );
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  for (const alt of alternates(path, search, origin)) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.hreflang;
    link.href = alt.href;
    doc.head.append(link);
  }
  const ogUrl = doc.head.querySelector<HTMLMetaElement>('meta[property="og:url"]');
  if (ogUrl) ogUrl.content = canonical;
}
