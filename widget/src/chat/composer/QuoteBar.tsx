import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { setQuote } from '../store/session.ts';
import { messageAbstract } from '../lib/message-abstract.ts';

/** The message being replied to, above the input; the close icon clears it. */
export function QuoteBar() {
  const { t } = useTranslation();
  const chat = useChat();
  const session = useSnapshot(chat.session);
  const quote = session.quote;
  if (!quote) return null;
  return (
    <div className="hy-quote-bar" data-testid="quote-bar">
      <span className="hy-quote-bar__text">
        <strong>{quote.nick || quote.from}</strong>: {messageAbstract(quote, t)}
      </span>
      <button type="button" className="hy-icon-btn" aria-label={t('composer.cancelQuote')} onClick={() => setQuote(chat.session, null)}>
        ×
      </button>
    </div>
  );
}
