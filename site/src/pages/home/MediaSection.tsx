import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/translation.ts';
import { Link } from '../../router/Link.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { useLocale, useLocalizePath } from '../../layout/locale-context.ts';
import { MoreLink } from './links.tsx';
import { fetchRecommended, recommendedLimit } from './home-data.ts';
import { briefTarget, briefUrl, mediaTabs, newsDetailPath, releaseDate } from './media-data.ts';
import type { MediaTab, RecommendedNews } from './home-data.ts';

const TAB_PAGES: Record<MediaTab, string> = {
  1: '/mediaCenter',
  2: '/mediaCenter/mediaCenterIndustry',
  3: '/mediaCenter/mediaCenterBrief',
};

type TabState = { status: 'ready'; items: RecommendedNews[] } | { status: 'loading' } | { status: 'error' };

/**
 * #mediaCenter: tabs news / industry / brief (brief in Chinese only). The first tab comes with the page; switching
 * reloads the tab's recommended items from the API. News items open their detail page; a brief item is fetched
 * and its second picture's url opens in a new tab.
 */
export function MediaSection({ initial }: { initial: RecommendedNews[] }) {
  const { t } = useTranslation('homeSections');
  const locale = useLocale();
  const localize = useLocalizePath();
  const tabs = mediaTabs(locale);
  const [tab, setTab] = useState<MediaTab>(1);
  const [state, setState] = useState<TabState>({ status: 'ready', items: initial.slice(0, recommendedLimit(1)) });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const firstRender = useRef(true);

  // Loader data refreshed (revalidation): show it while on the first tab (switching tabs loads on its own, below).
  const showInitial = useEffectEvent((items: RecommendedNews[]) => {
    if (tab === 1) setState({ status: 'ready', items: items.slice(0, recommendedLimit(1)) });
  });
  useEffect(() => {
    showInitial(initial);
  }, [initial]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchRecommended(tab, locale, controller.signal).then(
      (items) => !controller.signal.aborted && setState({ status: 'ready', items }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [tab, locale]);

  const openBrief = (newsId: number) => {
    const popup = window.open('', '_blank');
    void briefUrl(newsId, locale).then(
      (url) => {
        const target = briefTarget(url);
        if (popup && target) popup.location.href = target.kind === 'path' ? localize(target.href) : target.href;
        else popup?.close();
      },
      () => popup?.close(),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setTab(next);
    buttons.current[tabs.indexOf(next)]?.focus();
  };

  return (
    <section id="mediaCenter" className="home-section home-media" data-later aria-labelledby="home-media-title">
      <div className="home-container">
        <SectionTitle
          id="home-media-title"
          eyebrow={t('media.eyebrow')}
          title={t('media.title')}
          action={<MoreLink to={TAB_PAGES[tab]} label={t(`media.tabs.${tab}`)} />}
        />
        <div role="tablist" aria-label={t('media.tabsLabel')} className="home-media__tabs" onKeyDown={onKeyDown}>
          {tabs.map((value, index) => (
            <button
              key={value}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`home-media-tab-${value}`}
              aria-selected={value === tab}
              aria-controls="home-media-panel"
              tabIndex={value === tab ? 0 : -1}
              className="home-media__tab"
              onClick={() => setTab(value)}
            >
              {t(`media.tabs.${value}`)}
            </button>
          ))}
        </div>
        <div
          id="home-media-panel"
          role="tabpanel"
          aria-labelledby={`home-media-tab-${tab}`}
          className="home-media__panel"
          aria-busy={state.status === 'loading'}
        >
          {state.status === 'loading' && <p className="home-media__state">{t('media.loading')}</p>}
          {state.status === 'error' && <p className="home-media__state">{t('media.error')}</p>}
          {state.status === 'ready' && !state.items.length && <p className="home-media__state">{t('media.empty')}</p>}
          {state.status === 'ready' && state.items.length > 0 && (
            <ul className={`home-media__list home-media__list--${recommendedLimit(tab)}${tab === 3 ? ' home-media__list--brief' : ''}`}>
              {state.items.map((item) => {
                const body = (
                  <>
                    <img className="home-media__image" src={item.url} alt="" width={1200} height={500} loading="lazy" decoding="async" />
                    <span className="home-media__body">
                      <span className="home-media__title">{item.newsTitle}</span>
                      <span className="home-media__intro">{item.newsIntroduction}</span>
                      {releaseDate(item.releaseTime) && (
                        <time dateTime={releaseDate(item.releaseTime)}>{releaseDate(item.releaseTime)}</time>
                      )}
                    </span>
                  </>
                );
                return (
                  <li key={item.informationId} className="home-media__item">
                    {tab === 3 ? (
                      <button
                        type="button"
                        className="home-media__card"
                        data-news-id={item.informationId}
                        onClick={() => openBrief(item.informationId)}
                      >
                        {body}
                        <span className="visually-hidden">{t('home:newTab')}</span>
                      </button>
                    ) : (
                      <Link
                        className="home-media__card"
                        to={localize(newsDetailPath(tab, item.informationId))}
                        data-news-id={item.informationId}
                      >
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
