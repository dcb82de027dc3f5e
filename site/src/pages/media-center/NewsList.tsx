import type { MouseEvent } from 'react';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { getNews, listNews, releaseDay } from '../../api/news.ts';
import type { NewsCategory, NewsItem } from '../../api/news.ts';
import type { PageOf } from '../../api/paging.ts';
import { useLocale, useLocalizePath } from '../../layout/locale-context.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import { KeywordSearch } from '../../pageKit/KeywordSearch.tsx';
import { usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { PagedListBody, usePagedList } from '../PagedList.tsx';
import { briefTarget } from '../home/media-data.ts';
import { detailsHref, listPath } from './paths.ts';
import './media.css';

export const NEWS_PAGE_SIZE = 8;

export type NewsListData = { page: PageOf<NewsItem> | null };

/** The first page of a category (the route module's loader wraps this with its category). */
export async function loadNewsList(category: NewsCategory, { locale, signal }: PageDataArgs): Promise<NewsListData> {
  try {
    return { page: await listNews(locale, category, { currentPage: 1, pageSize: NEWS_PAGE_SIZE }, signal) };
  } catch {
    return { page: null };
  }
}

const META_KEY: Record<NewsCategory, string> = { 1: 'mediaCenterNews', 2: 'mediaCenterIndustry', 3: 'mediaCenterBrief' };

/**
 * A media-centre list (company news, industry news, brief): category tabs (brief only in Chinese), keyword
 * search and paging. News open their detail page; a brief opens its second picture's url (SPEC §4).
 */
export function NewsListPage({ category, loader }: { category: NewsCategory; loader: (args: PageDataArgs) => Promise<NewsListData> }) {
  const { t } = useTranslation('mediaCenter');
  const locale = useLocale();
  const localize = useLocalizePath();
  const list = usePagedList(usePageData(loader), (currentPage, keyword) =>
    listNews(locale, category, { currentPage, pageSize: NEWS_PAGE_SIZE, keyword }),
  );
  const categories: NewsCategory[] = locale === 'zh_CN' ? [1, 2, 3] : [1, 2];

  const openBrief = async (event: MouseEvent<HTMLAnchorElement>, item: NewsItem) => {
    event.preventDefault();
    try {
      const detail = await getNews(locale, item.id);
      const target = briefTarget(detail.frontDeskListNewsByIdPicVos[1]?.url);
      if (target) window.open(target.kind === 'path' ? localize(target.href) : target.href, '_blank', 'noopener');
    } catch {
      /* the link's own href still leads to the article */
    }
  };

  return (
    <>
      <Hero
        title={t(`${META_KEY[category]}.title`)}
        intro={t(`${META_KEY[category]}.intro`)}
        scene={category === 2 ? 'port-11' : 'ship-15'}
      />
      <Section id="news">
        <div className="kit-toolbar">
          <nav aria-label={t('tabs.label')}>
            <ul className="kit-tabs">
              {categories.map((c) => (
                <li key={c}>
                  <Link className="kit-tab" to={localize(listPath(c))} aria-current={c === category ? 'page' : undefined}>
                    {t(`tabs.${c}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <KeywordSearch label={t('searchLabel')} onSearch={list.search} />
        </div>
        <PagedListBody list={list}>
          {(records) => (
            <ul className="kit-list news-list" aria-busy={list.busy} data-news-list={category}>
              {records.map((item) => {
                const href = localize(detailsHref(category, item.id));
                return (
                  <li key={item.id} className="kit-row">
                    <img src={item.url} alt="" width="1200" height="500" loading="lazy" />
                    <div>
                      <h2 className={`news-list__title ${category === 3 ? 'kit-clamp1' : 'kit-clamp2'}`}>
                        {category === 3 ? (
                          <a href={href} onClick={(e) => void openBrief(e, item)}>
                            {item.newsTitle}
                          </a>
                        ) : (
                          <Link to={href}>{item.newsTitle}</Link>
                        )}
                      </h2>
                      <p className="kit-clamp2">{item.newsIntroduction}</p>
                      <p className="kit-card__meta">
                        <time dateTime={releaseDay(item.releaseTime)}>{releaseDay(item.releaseTime)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedListBody>
      </Section>
    </>
  );
}
