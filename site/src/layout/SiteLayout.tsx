import { useEffect } from 'react';
import type { MouseEvent } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { brand } from '../../../common/brand.ts';
import { htmlLang } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { i18nByLocale } from '../i18n/index.ts';
import { applyPageMeta, canonicalSearch, deepestHandle, pageMeta } from '../lib/meta.ts';
import { mountWidgetWhenIdle, setWidgetLocale } from '../lib/widget-host.ts';
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
      <I18nextProvider i18n={i18nByLocale[locale]}>
        <Shell locale={locale} />
      </I18nextProvider>
    </LocaleContext>
  );
}

function Shell({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const matches = useMatches();
  const metaKey = deepestHandle(matches)?.meta ?? 'home';

  // <html lang> and the chat widget follow the locale.
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    setWidgetLocale(locale);
    mountWidgetWhenIdle();
  }, [locale]);

  // Page meta after each route change (SPEC §4); canonical and alternates too. Details pages keep their query.
  const keepSearch = canonicalSearch(location.search, deepestHandle(matches)?.canonicalQuery);
  useEffect(() => {
    applyPageMeta(document, pageMeta(t, metaKey, brand[locale].name));
    applyPageLinks(document, locale, location.pathname, keepSearch);
  }, [t, metaKey, locale, location.key, location.pathname, keepSearch]);

  // Marker for tests and tools: the app is interactive (hydrated or rendered).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
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
