import type { ReactNode } from 'react';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { useLocalizePath } from '../../layout/locale-context.ts';

/** A link to a site page of the current locale; `newTab` adds target=_blank and a spoken hint. */
export function PageLink({
  to,
  newTab,
  className,
  children,
  label,
}: {
  to: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const localize = useLocalizePath();
  const { t } = useTranslation('home');
  return (
    <Link to={localize(to)} className={className} aria-label={label} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
      {newTab && !label && <span className="visually-hidden">{t('newTab')}</span>}
    </Link>
  );
}

export function MoreLink({ to, newTab, inverse, label }: { to: string; newTab?: boolean; inverse?: boolean; label?: string }) {
  const { t } = useTranslation('home');
  return (
    <PageLink to={to} newTab={newTab} className={`home-more${inverse ? ' home-more--inverse' : ''}`}>
      {t('more')}
      {label && <span className="visually-hidden"> {label}</span>}
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12h14m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </PageLink>
  );
}

/** Marketing figures as a definition list: value large, label below. */
export function FigureList({
  figures,
  className,
}: {
  figures: readonly { key: string; value: string; label: string }[];
  className?: string;
}) {
  if (!figures.length) return null;
  return (
    <dl className={`home-figures${className ? ` ${className}` : ''}`}>
      {figures.map((figure) => (
        <div key={figure.key} className="home-figures__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
