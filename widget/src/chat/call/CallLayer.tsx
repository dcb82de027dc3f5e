import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { CallScreen } from './CallScreen.tsx';
import { FloatingCall } from './FloatingCall.tsx';
import { IncomingCall } from './IncomingCall.tsx';

/** How long a call notice stays. */
const NOTICE_MS = 6000;

/** The chat's call layer: the incoming-call screen, the in-call screen or its minimised window, and call notices. */
export function CallLayer() {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const s = useSnapshot(chat.calls.store);
  const notice = s.notice;
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      if (chat.calls.store.notice?.id === notice.id) chat.calls.store.notice = null;
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [chat, notice]);
  return (
    <>
      {s.phase === 'incoming' ? <IncomingCall /> : null}
      {s.phase === 'outgoing' || s.phase === 'active' ? s.minimised ? <FloatingCall /> : <CallScreen /> : null}
      {notice ? (
        <div className="hy-call-notice" role="alert" data-testid="call-notice">
          <span>{notice.key ? t(notice.key) : notice.text}</span>
          <button type="button" className="hy-icon-btn" aria-label={t('notice.dismiss')} onClick={() => (chat.calls.store.notice = null)}>
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}
