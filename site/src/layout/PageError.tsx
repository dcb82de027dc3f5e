import { useTranslation } from '../i18n/translation.ts';
import { Link } from '../router/Link.tsx';
import { useLocalizePath } from './locale-context.ts';
import './RouteError.css';

/** A page that failed to load (e.g. its chunk after a deploy), shown inside the site shell. */
export function PageError() {
  const { t } = useTranslation('common');
  const localize = useLocalizePath();
  return (
    <section className="route-error" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <p className="route-error__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link className="button" to={localize('/')}>
          {t('error.home')}
        </Link>
      </p>
    </section>
  );
}
