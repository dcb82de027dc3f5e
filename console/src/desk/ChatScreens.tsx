import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http.ts';
import { currentLocale } from '../i18n/index.ts';
import { chatSignature } from './api.ts';

/** The built chat element, loaded at run time (the console never imports the widget's code). */
const ELEMENT_URL = '/widget/hy-chat.js';

/**
 * The widget's own screens (conversation list, chat view, contacts, groups, search) signed in as the inbox with a
 * signature the console session gets from the server, for what the desk's inbox does not show. Mounted full-page:
 * the element's inline layout fills the content area (no floating toolbar, no draggable window).
 */
export default function ChatScreens() {
  const { t } = useTranslation('desk');
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let element: HTMLElement | null = null;
    let live = true;
    void (async () => {
      try {
        const [{ userId, userSig }] = await Promise.all([chatSignature(), import(/* @vite-ignore */ ELEMENT_URL)]);
        if (!live || !host.current) return;
        element = document.createElement('hy-chat');
        element.setAttribute('locale', currentLocale());
        element.setAttribute('user-id', userId);
        element.setAttribute('user-sig', userSig);
        element.setAttribute('display-online-status', 'true');
        element.setAttribute('layout', 'inline');
        host.current.append(element);
      } catch (err) {
        if (live) setError(err instanceof ApiFailure && err.message ? err.message : t('chat.failed'));
      }
    })();
    return () => {
      live = false;
      element?.remove();
    };
  }, [t]);

  return (
    <section aria-labelledby="desk-chat-title" className="desk-chat">
      <h1 id="desk-chat-title">{t('chat.title')}</h1>
      <p className="muted">{t('chat.hint')}</p>
      {error ? <p role="alert">{error}</p> : null}
      <div ref={host} className="desk-chat__host" />
    </section>
  );
}
