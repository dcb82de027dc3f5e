import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation.ts';
import type { PageOf } from '../api/paging.ts';
import { EmptyState, Loading } from '../pageKit/Hero.tsx';
import { Pagination } from '../pageKit/Pagination.tsx';
import { useLatestRequest, useOverridable } from '../pageKit/page-data.ts';

/** A paged list whose first page comes from the route loader (`{ page }`, null while loading). */
export interface PagedList<T> {
  /** False until the loader's data is there. */
  loaded: boolean;
  /** The page shown: the loader's first page, then what the visitor asked for; null when loading it failed. */
  page: PageOf<T> | null;
  /** A request for another page or keyword is under way. */
  busy: boolean;
  /** Searches for a keyword from page 1. */
  search: (keyword: string) => void;
  /** Shows another page of the current keyword. */
  goTo: (currentPage: number) => void;
}

/**
 * The state of a list page with keyword search and paging (business items, news): starts from the loader's
 * first page; a newer request always wins over a slower older one; a failed request shows 'load failed'.
 */
export function usePagedList<T>(
  first: { page: PageOf<T> | null } | null,
  fetchPage: (currentPage: number, keyword: string) => Promise<PageOf<T>>,
): PagedList<T> {
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const latest = useLatestRequest();
  const [page, setPage] = useOverridable<PageOf<T> | null>(first?.page ?? null);

  const load = async (currentPage: number, kw: string) => {
    setBusy(true);
    await latest(
      () => fetchPage(currentPage, kw).catch(() => null),
      (result) => {
        setPage(result);
        setBusy(false);
      },
    );
  };

  return {
    loaded: first !== null,
    page,
    busy,
    search: (kw) => {
      setKeyword(kw);
      void load(1, kw);
    },
    goTo: (n) => void load(n, keyword),
  };
}

/** The list's states (loading, load failed, no data), its records as `children` renders them, and the pagination. */
export function PagedListBody<T>({ list, children }: { list: PagedList<T>; children: (records: T[]) => ReactNode }) {
  const { t } = useTranslation('forms');
  const { page } = list;
  return (
    <>
      {!list.loaded ? (
        <Loading label={t('loading')} />
      ) : !page ? (
        <EmptyState text={t('loadFailed')} />
      ) : page.records.length === 0 ? (
        <EmptyState text={t('noData')} />
      ) : (
        children(page.records)
      )}
      {page ? <Pagination current={page.current} total={page.total} size={page.size} onChange={list.goTo} /> : null}
    </>
  );
}
