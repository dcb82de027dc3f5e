import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
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
  const open = useSnapshot(chat.search).global;
  return (
    <button
      type="button"
      className="hy-icon-btn"
      aria-label={t('open')}
      aria-expanded={open}
      data-testid="open-global-search"
      data-search-entry="global"
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

/** The chat header's entry to the search in this conversation (pressed again: back to the messages). */
export function ConversationSearchEntry({ conversationID, open }: { conversationID: string; open: boolean }) {
  const { t } = useTranslation('search');
  const chat = useChat();
  return (
    <button
      type="button"
      className="hy-icon-btn"
      aria-label={t('openInConversation')}
      aria-expanded={open}
      data-testid="open-conversation-search"
      data-search-entry="conversation"
      onClick={() => (chat.search.inConversation = open ? null : conversationID)}
    >
      {icon}
    </button>
  );
}

/** After a search screen closes, focus goes back to the entry that opened it, in the same shadow root. */
export function focusEntry(from: Element | null, entry: 'global' | 'conversation'): void {
  const root = from?.getRootNode() as ShadowRoot | Document | undefined;
  // after React has rendered the screen away
  setTimeout(() => root?.querySelector<HTMLElement>(`[data-search-entry="${entry}"]`)?.focus(), 0);
}
