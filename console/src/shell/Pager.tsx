import { useTranslation } from 'react-i18next';

/** Previous / next page of a console list (leads, news), with where the staff member is; nothing for one page. */
export function Pager(props: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { page, pages } = props;
  if (pages <= 1) return null;
  return (
    <nav className="pages" aria-label={props.label}>
      <button type="button" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t('leads.previous')}
      </button>
      <span>{t('leads.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
        {t('leads.next')}
      </button>
    </nav>
  );
}
