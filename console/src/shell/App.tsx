import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MODULES } from '../modules.ts';
import { Layout } from './Layout.tsx';
import { PasswordPage } from './PasswordPage.tsx';
import { SignIn } from './SignIn.tsx';
import { hasAny, session } from './session.ts';
import type { Me } from './session.ts';

/** The console's routes: sign-in until there is a session, then the modules the role may open. */
export function App() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const me = snap.me as Me | null;
  const pages = useMemo(() => MODULES.map((m) => ({ ...m, Page: lazy(m.load) })), []);
  if (snap.status === 'loading') return <p className="loading">{t('common.loading')}</p>;
  if (snap.status === 'signedOut' || !me) return <SignIn />;
  const allowed = pages.filter((m) => hasAny(me, m.rights));
  const home = allowed[0] ? `/${allowed[0].id}` : '/password';
  return (
    <Routes>
      <Route element={<Layout modules={allowed} />}>
        <Route index element={<Navigate to={home} replace />} />
        {pages.map(({ id, Page, rights }) => (
          <Route
            key={id}
            path={`${id}/*`}
            element={
              hasAny(me, rights) ? (
                <Suspense fallback={<p className="loading">{t('common.loading')}</p>}>
                  <Page />
                </Suspense>
              ) : (
                <Forbidden />
              )
            }
          />
        ))}
        <Route path="password" element={<PasswordPage />} />
        <Route path="*" element={<Forbidden />} />
      </Route>
    </Routes>
  );
}

function Forbidden() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="forbidden-title">
      <h1 id="forbidden-title">{t('common.forbiddenTitle')}</h1>
      <p>{t('common.forbidden')}</p>
    </section>
  );
}
