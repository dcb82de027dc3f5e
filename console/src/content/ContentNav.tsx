import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';

/** The content module's own sections. */
export function ContentNav() {
  const { t } = useTranslation('content');
  return (
    <nav className="content-nav" aria-label={t('sections')}>
      <NavLink to="/content" end>
        {t('news.title')}
      </NavLink>
      <NavLink to="/content/banners">{t('banners.title')}</NavLink>
      {CATALOG_KINDS.map((k) => (
        <NavLink key={k.id} to={`/content/${k.id}`}>
          {t(`catalog.kinds.${k.id}`)}
        </NavLink>
      ))}
      <NavLink to="/content/settings">{t('settings.title')}</NavLink>
    </nav>
  );
}
