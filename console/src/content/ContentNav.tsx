import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The content module's own sections. */
export function ContentNav() {
  const { t } = useTranslation('content');
  return (
    <nav className="content-nav" aria-label={t('sections')}>
      <NavLink to="/content" end>
        {t('news.title')}
      </NavLink>
      <NavLink to="/content/banners">{t('banners.title')}</NavLink>
    </nav>
  );
}
