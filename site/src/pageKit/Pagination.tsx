import { useTranslation } from '../i18n/translation.ts';

interface PaginationProps {
  current: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
}

/** Page numbers with previous/next; at most seven buttons, the current one marked with aria-current. */
export function Pagination({ current, total, size, onChange }: PaginationProps) {
  const { t } = useTranslation('forms');
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  const from = Math.max(1, Math.min(current - 3, pages - 6));
  const numbers = Array.from({ length: Math.min(7, pages) }, (_, i) => from + i);
  return (
    <nav className="kit-pagination" aria-label={t('paging.label')}>
      <button type="button" className="kit-pagination__btn" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {t('paging.previous')}
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className="kit-pagination__btn"
          aria-current={n === current ? 'page' : undefined}
          aria-label={t('paging.page', { page: n })}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="kit-pagination__btn" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {t('paging.next')}
      </button>
      <span className="kit-pagination__total">{t('paging.total', { total })}</span>
    </nav>
  );
}
