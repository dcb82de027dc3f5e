import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { I18nextProvider, useTranslation } from '../i18n/translation.ts';
import { brand } from '../../../common/brand.ts';
import { htmlLang } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { i18nFor, loadNamespaces } from '../i18n/index.ts';
import { META_NS, applyPageMeta, canonicalSearch, deepestHandle, pageMeta } from '../lib/meta.ts';
import { pageShown, setWidgetLocale } from '../lib/widget-host.ts';
import { replayHeldClicks } from '../lib/before-hydration.ts';
import { useRouteMatches } from '../router/render.tsx';
import { LocaleContext } from './locale-context.ts';
import { applyPageLinks } from './head-links.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ScrollManager } from './ScrollManager.tsx';
import '../styles/global.css';
import './SiteLayout.css';

/** The site shell of one locale: skip link, header, the page (`<main>`), footer. */
export function SiteLayout({ locale }: { locale: Locale }) {
  return (
    <LocaleContext value={locale}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <Shell locale={locale} />
      </I18nextProvider>
    </LocaleContext>
  );
}

/** Set at the first page change in this document: from then on every page applies its own meta. */
let navigated = false;

function Shell({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const matches = useRouteMatches().map((match) => match.route);
  const metaKey = deepestHandle(matches)?.meta ?? 'home';

  // <html lang> and the chat widget follow the locale.
  useEffect(() => {
    const lang = htmlLang(locale);
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    setWidgetLocale(locale);
  }, [locale]);

  // Page meta after each route change (SPEC §4); canonical and alternates too. Details pages keep their query.
  const keepSearch = canonicalSearch(location.search, deepestHandle(matches)?.canonicalQuery);
  // The page the server rendered already has its meta: the `meta` texts are fetched at the first navigation.
  useEffect(() => {
    applyPageLinks(document, locale, location.pathname, keepSearch);
    if (window.__SSR__?.href === location.pathname + location.search && !navigated) return;
    navigated = true;
    let current = true;
    void loadNamespaces(locale, [META_NS]).then(() => {
      if (!current) return;
      applyPageMeta(document, pageMeta(t, metaKey, brand[locale].name));
      pageShown();
    });
    return () => {
      current = false;
    };
  }, [t, metaKey, locale, location.key, location.pathname, location.search, keepSearch]);

  // Marker for tests and tools: the app is interactive (hydrated or rendered). The clicks held before are replayed
  // now that every part's handlers are in (children's effects run first).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayHeldClicks();
  }, []);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="site">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <ScrollManager />
      <Header />
      {/* Re-created whenever the full path (pathname + search) changes. */}
      <main id="main" className="site-main" tabIndex={-1} key={location.pathname + location.search}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
