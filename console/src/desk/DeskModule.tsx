import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from 'react-router-dom';
import { presence } from './api.ts';
import { resetTitle } from './alerts.ts';
import { DeskInbox } from './DeskInbox.tsx';
import './desk.css';

const DeskReports = lazy(() => import('./DeskReports.tsx'));
const CannedPage = lazy(() => import('./CannedPage.tsx'));
const LabelsPage = lazy(() => import('./LabelsPage.tsx'));
const ChatScreens = lazy(() => import('./ChatScreens.tsx'));

/** While any desk screen is open the agent is online: a heartbeat every quarter of the server's presence window. */
function usePresence(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const beat = async () => {
      let every = 15;
      try {
        every = (await presence()).everySeconds;
      } catch {
        // offline for a moment: try again
      }
      if (live) timer = setTimeout(() => void beat(), every * 1000);
    };
    void beat();
    return () => {
      live = false;
      clearTimeout(timer);
      resetTitle();
    };
  }, []);
}

/** The conversations module (issue #17): inbox, canned responses, reports and the widget's own chat screens. */
export default function DeskModule() {
  const { t } = useTranslation('desk');
  usePresence();
  return (
    <div className="desk">
      <nav className="desk-tabs" aria-label={t('tabs.label')}>
        <NavLink end to="/conversations">
          {t('tabs.inbox')}
        </NavLink>
        <NavLink to="/conversations/canned">{t('tabs.canned')}</NavLink>
        <NavLink to="/conversations/labels">{t('tabs.labels')}</NavLink>
        <NavLink to="/conversations/reports">{t('tabs.reports')}</NavLink>
        <NavLink to="/conversations/chat">{t('tabs.chat')}</NavLink>
      </nav>
      <Suspense fallback={<p className="loading">{t('loading')}</p>}>
        <Routes>
          <Route index element={<DeskInbox />} />
          <Route path="canned" element={<CannedPage />} />
          <Route path="labels" element={<LabelsPage />} />
          <Route path="reports" element={<DeskReports />} />
          <Route path="chat" element={<ChatScreens />} />
        </Routes>
      </Suspense>
    </div>
  );
}
