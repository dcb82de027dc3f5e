import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { emptyPage } from '../../api/paging.ts';
import type { PageOf } from '../../api/paging.ts';
import { searchSite } from '../../api/search.ts';
import type { SearchHit } from '../../api/search.ts';
import { useLocale } from '../../layout/locale-context.ts';
import { searchHref } from '../../lib/search.ts';
import { EmptyState, Hero, Loading, Section } from '../../pageKit/Hero.tsx';
import { Highlight } from '../../pageKit/Highlight.tsx';
import { KeywordSearch } from '../../pageKit/KeywordSearch.tsx';
import { Pagination } from '../../pageKit/Pagination.tsx';
import { useOverridable, usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';

const PAGE_SIZE = 10;

export async function loader({ locale, url, signal }: PageDataArgs): Promise<{ keyword: string; results: PageOf<SearchHit> | null }> {
  const keyword = (url.searchParams.get('keyword') ?? '').trim();
  if (!keyword) return { keyword, results: emptyPage(PAGE_SIZE) };
  try {
    return { keyword, results: await searchSite(locale, keyword, 1, PAGE_SIZE, signal) };
  } catch {
    return { keyword, results: null };
  }
}

/** Search results (/searchList?keyword=…&r=…): hits with highlighted keywords, paging, and a 'no data' state. */
export default function SearchListPage() {
  const { t } = useTranslation('general');
  const ft = useTranslation('forms').t;
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const first = usePageData(loader);
  const [page, setPage] = useOverridable<PageOf<SearchHit> | null>(first?.results ?? null);

  const goTo = async (n: number) => {
    try {
      setPage(await searchSite(locale, keyword, n, PAGE_SIZE));
      document.getElementById('results')?.scrollIntoView({ behavior: 'smooth' });
    } catch {
      setPage(null);
    }
  };
  const onSearch = (value: string) => {
    const href = searchHref(locale, value);
    if (href) void navigate(href);
  };

  return (
    <>
      <Hero title={t('searchList.title')} intro={keyword ? t('searchKeyword', { keyword }) : t('searchList.intro')} scene="digital-8" />
      <Section id="results">
        <div className="kit-toolbar">
          <KeywordSearch initial={keyword} label={t('search.label')} onSearch={onSearch} />
        </div>
        {!first ? (
          <Loading label={ft('loading')} />
        ) : !keyword ? (
          <EmptyState text={t('search.noKeyword')} />
        ) : !page ? (
          <EmptyState text={ft('loadFailed')} />
        ) : page.records.length === 0 ? (
          <EmptyState text={ft('noData')} />
        ) : (
          <>
            <p role="status">{t('search.count', { total: page.total, keyword })}</p>
            <ul className="kit-list" data-search-results="">
              {page.records.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} className="kit-card">
                  <div className="kit-card__body">
                    <span className="kit-card__meta">
                      {t(`search.types.${hit.kind}`)}
                      {hit.date ? ` · ${hit.date.slice(0, 10)}` : ''}
                    </span>
                    <h2 className="kit-card__title">
                      <Link to={hit.path}>
                        <Highlight text={hit.title} ranges={hit.titleHighlights} />
                      </Link>
                    </h2>
                    <p className="kit-card__text">
                      <Highlight text={hit.snippet} ranges={hit.snippetHighlights} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination current={page.current} total={page.total} size={page.size} onChange={(n) => void goTo(n)} />
          </>
        )}
      </Section>
    </>
  );
}
