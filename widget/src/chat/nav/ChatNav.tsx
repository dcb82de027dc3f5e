import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useWidgetConfig } from '../../context.ts';
import { useChat } from '../hooks/useChat.ts';
import { unreadBadge } from '../store/conversations.ts';
import { StartMenu } from '../start/StartMenu.tsx';
import { GlobalSearchEntry } from '../search/SearchEntry.tsx';
import { useContactsSync, useOnlineStatus } from '../contacts/useContactsSync.ts';

/**
 * The signed-in user's chrome above the panes: switch between conversations and contacts (with the unread
 * friend-application count), and the header menu to start a conversation. Keeps the contacts slice in sync.
 */
export function ChatNav() {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const config = useWidgetConfig();
  const contacts = useSnapshot(chat.contacts);
  useContactsSync(chat, true);
  useOnlineStatus(chat, config.displayOnlineStatus);
  const tab = (screen: 'conversations' | 'contacts', label: string, badge = 0) => (
    <button
      type="button"
      className={`hy-nav__tab${contacts.screen === screen ? ' hy-nav__tab--active' : ''}`}
      aria-current={contacts.screen === screen ? 'page' : undefined}
      onClick={() => (chat.contacts.screen = screen)}
      data-testid={`nav-${screen}`}
    >
      {label}
      {badge ? (
        <span className="hy-badge" aria-label={t('nav.unreadApplications', { count: badge })}>
          {unreadBadge(badge)}
        </span>
      ) : null}
    </button>
  );
  return (
    <div className="hy-nav">
      <nav className="hy-nav__tabs" aria-label={t('nav.label')}>
        {tab('conversations', t('nav.conversations'))}
        {tab('contacts', t('nav.contacts'), contacts.unreadApplications)}
      </nav>
      <GlobalSearchEntry />
      <StartMenu />
    </div>
  );
}
