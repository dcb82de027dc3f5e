import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import { useNarrow } from '../hooks/useNarrow.ts';

const icon = (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The nav header's entry to the global message search (it takes the conversation list's place; on a phone, where
 * one pane shows, the open conversation gives way to it, and its back button returns to it).
 */
export function GlobalSearchEntry() {
  const { t } = useTranslation('search');
  const chat = useChat();
  const narrow = useNarrow();
  return (
    <button
      type="button"
      className="hy-icon-btn"
      aria-label={t('open')}
      data-testid="open-global-search"
      onClick={() => {
        chat.contacts.screen = 'conversations';
        chat.search.global = true;
        if (narrow) void chat.openConversation(null);
      }}
    >
      {icon}
    </button>
  );
}

/** The chat header's entry to the search in this conversation. */
export function ConversationSearchEntry({ conversationID }: { conversationID: string }) {
  const { t } = useTranslation('search');
  const chat = useChat();
  return (
    <button
      type="button"
      className="hy-icon-btn"
      aria-label={t('openInConversation')}
      data-testid="open-conversation-search"
      onClick={() => (chat.search.inConversation = conversationID)}
    >
      {icon}
    </button>
  );
}
