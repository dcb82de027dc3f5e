import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from './i18n/index.ts';
import { App } from './shell/App.tsx';
import { loadSession } from './shell/session.ts';
import './shell/console.css';

void loadSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter basename="/console">
        <App />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);
