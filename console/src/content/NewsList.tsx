import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NEWS_CATEGORIES, NEWS_PAGE_SIZE, NEWS_STATUSES } from '../../../common/console/content.ts';
import type { NewsCategory, NewsPage, NewsStatus } from '../../../common/console/content.ts';
import { ApiFailure } from '../api/http.ts';
import { field } from '../api/form.ts';
import { Pager } from '../shell/Pager.tsx';
import { listNews } from './api.ts';
import { formatTime } from './time.ts';
import { ContentNav } from './ContentNav.tsx';

interface Filter {
  category: NewsCategory | '';
  status: NewsStatus | '';
  keyword: string;
  page: number;
}

/** The news articles, newest change first, with both titles side by side, filtered by category, status and title. */
export function NewsList() {
  const { t, i18n } = useTranslation('content');
  const common = useTranslation().t;
  const [filter, setFilter] = useState<Filter>({ category: '', status: '', keyword: '', page: 1 });
  const [result, setResult] = useState<NewsPage | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(
    () =>
      listNews(filter).then(setResult, (err: unknown) =>
        setError(err instanceof ApiFailure && err.message ? err.message : common('common.failed')),
      ),
    [filter, common],
  );
  useEffect(() => {
    void load();
  }, [load]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilter({
      category: (Number(field(form, 'category')) || '') as NewsCategory | '',
      status: field(form, 'status') as NewsStatus | '',
      keyword: field(form, 'keyword').trim(),
      page: 1,
    });
  }

  const pages = result ? Math.max(1, Math.ceil(result.total / NEWS_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="news-title">
      <ContentNav />
      <h1 id="news-title">{t('news.title')}</h1>
      <p>
        <Link className="button" to="/content/news/new">
          {t('news.new')}
        </Link>
      </p>
      <form className="filters" aria-label={t('news.filters')} onSubmit={apply}>
        <label>
          {t('news.category')}
          <select name="category" defaultValue="">
            <option value="">{t('news.all')}</option>
            {NEWS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('news.status')}
          <select name="status" defaultValue="">
            <option value="">{t('news.all')}</option>
            {NEWS_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('news.keyword')}
          <input name="keyword" type="search" maxLength={100} />
        </label>
        <button type="submit">{t('news.apply')}</button>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <>
          <p role="status">{t('news.count', { count: result.total })}</p>
          {result.items.length === 0 ? (
            <p>{t('news.empty')}</p>
          ) : (
            <table>
              <caption className="sr-only">{t('news.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('news.titleZh')}</th>
                  <th scope="col">{t('news.titleEn')}</th>
                  <th scope="col">{t('news.category')}</th>
                  <th scope="col">{t('news.status')}</th>
                  <th scope="col">{t('news.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((item) => (
                  <tr key={item.entryId}>
                    <td>
                      <Link to={`/content/news/${item.entryId}`}>{item.titles.zh_CN ?? item.titles.en_US}</Link>
                    </td>
                    <td lang="en">{item.titles.en_US ?? '—'}</td>
                    <td>{t(`category.${item.category}`)}</td>
                    <td>
                      <span className={`badge ${item.status}`}>{t(`status.${item.status}`)}</span>
                      {item.status === 'scheduled' && item.publishAt ? ` ${formatTime(item.publishAt, i18n.language)}` : ''}
                    </td>
                    <td>{formatTime(item.updatedAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={filter.page} pages={pages} label={t('news.pages')} onPage={(page) => setFilter({ ...filter, page })} />
        </>
      )}
    </section>
  );
}
