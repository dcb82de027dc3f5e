import { useState } from 'react';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { getNews, nextRelatedBatch, releaseDay } from '../../api/news.ts';
import type { NewsDetail, NewsItem } from '../../api/news.ts';
import { useLocale, useLocalizePath } from '../../layout/locale-context.ts';
import { EmptyState, Loading, TextBlock } from '../../pageKit/Hero.tsx';
import { intParam, useOverridable, usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { toast } from '../../toast/toast.ts';
import { detailsHref, listPath } from './paths.ts';
import '../../pageKit/kit.css';
import '../../pageKit/kit-controls.css';
import './media.css';

const EMPTY: NewsItem[] = [];

export async function loader({ locale, url, signal }: PageDataArgs): Promise<{ news: NewsDetail | null }> {
  const newsId = intParam(url, 'newsId');
  if (!newsId) return { news: null };
  try {
    return { news: await getNews(locale, newsId, signal) };
  } catch {
    return { news: null };
  }
}

/**
 * News detail (/mediaCenter/mediaCenterNews/details?id=<category>&newsId=<id>): article with release date and
 * page views, previous/next, back to list, and related recommendations with 'next batch' (changeTheBatch).
 */
export default function NewsDetailsPage() {
  const { t } = useTranslation('mediaCenter');
  const ft = useTranslation('forms').t;
  const locale = useLocale();
  const localize = useLocalizePath();
  const data = usePageData(loader);
  const [related, setRelated] = useOverridable<NewsItem[]>(data?.news?.related ?? EMPTY);
  const [busy, setBusy] = useState(false);
  /** The related batch this reader is on (0: the one the article came with); the page is re-created per article. */
  const [batch, setBatch] = useState(0);

  if (!data) {
    return (
      <div className="kit-section">
        <div className="kit-section__inner">
          <Loading label={ft('loading')} />
        </div>
      </div>
    );
  }
  const news = data.news;
  if (!news) {
    return (
      <div className="kit-section">
        <div className="kit-section__inner">
          <h1 className="visually-hidden">{t('newsDetails.title')}</h1>
          <EmptyState text={t('notFound')} />
          <p style={{ textAlign: 'center' }}>
            <Link className="button" to={localize('/mediaCenter')}>
              {t('backToList')}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const category = news.newsType;
  const listHref = localize(listPath(category));

  const nextBatch = async () => {
    setBusy(true);
    try {
      setRelated(await nextRelatedBatch(locale, news.id, batch + 1));
      setBatch(batch + 1);
    } catch {
      toast.error(ft('error.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kit-section">
      <div className="kit-section__inner">
        <nav className="news-crumbs" aria-label={t('breadcrumb')}>
          <ol>
            <li>
              <Link to={localize('/')}>{t('home')}</Link>
            </li>
            <li>
              <Link to={localize('/mediaCenter')}>{t('media')}</Link>
            </li>
            <li>
              <Link to={listHref}>{t(`tabs.${category}`)}</Link>
            </li>
          </ol>
        </nav>
        <div className="news-detail">
          <article className="kit-detail" data-news-id={news.id}>
            <h1>{news.newsTitle}</h1>
            <p className="kit-detail__meta">
              <time dateTime={releaseDay(news.releaseTime)}>{t('released', { date: releaseDay(news.releaseTime) })}</time>
              <span data-page-views={news.pageViews}>{t('views', { count: news.pageViews })}</span>
            </p>
            <img className="kit-detail__cover" src={news.url} alt="" width="1200" height="500" fetchPriority="high" />
            {news.newsHtml ? (
              // Sanitised by the server on save (server/console/content/rich-text.ts: a short list of elements, links
              // to http(s)/mailto only, images from the media library only, no attributes beyond those), never raw input.
              <div className="kit-prose news-rich" dangerouslySetInnerHTML={{ __html: news.newsHtml }} />
            ) : (
              <TextBlock text={news.newsContent} />
            )}
            <nav className="news-pn" aria-label={t('articleNav')}>
              <p>
                <span>{t('previous')}: </span>
                {news.previous ? (
                  <Link to={localize(detailsHref(category, news.previous.id))} rel="prev">
                    {news.previous.newsTitle}
                  </Link>
                ) : (
                  t('none')
                )}
              </p>
              <p>
                <span>{t('next')}: </span>
                {news.next ? (
                  <Link to={localize(detailsHref(category, news.next.id))} rel="next">
                    {news.next.newsTitle}
                  </Link>
                ) : (
                  t('none')
                )}
              </p>
            </nav>
            <Link className="kit-back" to={listHref}>
              ← {t('backToList')}
            </Link>
          </article>
          <aside className="news-related" aria-labelledby="related-title">
            <div className="news-related__head">
              <h2 id="related-title">{t('related')}</h2>
              {related.length > 0 ? (
                <button type="button" className="button" onClick={() => void nextBatch()} disabled={busy}>
                  {t('nextBatch')}
                </button>
              ) : null}
            </div>
            {related.length === 0 ? (
              <p>{ft('noData')}</p>
            ) : (
              <ul aria-live="polite" aria-busy={busy} data-related="">
                {related.slice(0, 3).map((item) => (
                  <li key={item.id}>
                    <Link to={localize(detailsHref(item.newsType, item.id))}>
                      <img src={item.url} alt="" width="1200" height="500" loading="lazy" />
                      <span className="kit-clamp2">{item.newsTitle}</span>
                      <span className="kit-card__meta">{releaseDay(item.releaseTime)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        </div>
      </div>
    </div>
  );
}
