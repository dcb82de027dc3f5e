import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ConsoleModule } from '../modules.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { session, signOut } from './session.ts';

/** The frame of every screen: a skip link, the header (user, role, language, password, sign-out) and the modules' navigation. */
export function Layout({ modules }: { modules: readonly ConsoleModule[] }) {
  const { t } = useTranslation();
  const { me } = useSnapshot(session);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('common.skip')}
      </a>
      <header className="top">
        <span className="brand">{t('common.title')}</span>
        <span className="who">
          {me?.nick || me?.userId} · {me ? t(`role.${me.role}`) : ''}
        </span>
        <LanguageSwitch />
        <NavLink to="/password">{t('nav.password')}</NavLink>
        <button type="button" onClick={() => void signOut()}>
          {t('common.signOut')}
        </button>
      </header>
      <nav className="side" aria-label={t('nav.label')}>
        <ul>
          {modules.map((m) => (
            <li key={m.id}>
              <NavLink to={`/${m.id}`}>{t(`nav.${m.id}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
