import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http.ts';
import { currentLocale } from '../i18n/index.ts';
import { chatSignature } from './api.ts';

/** The built chat element, loaded at run time (the console never imports the widget's code). */
const ELEMENT_URL = '/widget/hy-chat.js';
/** The soonest a signature is renewed again, whatever its lifetime. */
const MIN_RENEW_MS = 30_000;

/**
 * The widget's own screens (conversation list, chat view, contacts, groups, search) signed in as the staff member
 * themselves, with a short-lived signature the console session gets from the server and renews at half its life
 * (the server ends it at once when the account is disabled, reset or given another role). Never the inbox's: its
 * visitors are answered under Conversations. Mounted full-page: the element's inline layout fills the content area.
 */
export default function ChatScreens() {
  const { t } = useTranslation('desk');
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let element: HTMLElement | null = null;
    let live = true;
    let renewal: ReturnType<typeof setTimeout> | undefined;
    const fail = (err: unknown) => {
      if (live) setError(err instanceof ApiFailure && err.message ? err.message : t('chat.failed'));
    };
    const renewAfter = (expireTime: number) => {
      const wait = Math.max(MIN_RENEW_MS, (expireTime * 1000 - Date.now()) / 2);
      renewal = setTimeout(() => {
        chatSignature().then(({ userSig, expireTime: next }) => {
          if (!live) return;
          element?.setAttribute('user-sig', userSig);
          renewAfter(next);
        }, fail);
      }, wait);
    };
    void (async () => {
      try {
        const [{ userId, userSig, expireTime }] = await Promise.all([chatSignature(), import(/* @vite-ignore */ ELEMENT_URL)]);
        if (!live || !host.current) return;
        element = document.createElement('hy-chat');
        element.setAttribute('locale', currentLocale());
        element.setAttribute('user-id', userId);
        element.setAttribute('user-sig', userSig);
        element.setAttribute('display-online-status', 'true');
        element.setAttribute('layout', 'inline');
        host.current.append(element);
        renewAfter(expireTime);
      } catch (err) {
        fail(err);
      }
    })();
    return () => {
      live = false;
      clearTimeout(renewal);
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
