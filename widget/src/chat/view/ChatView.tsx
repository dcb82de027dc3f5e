import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { conversationTarget, groupIdOf } from '../../../../protocol/model.ts';
import { useChat } from '../hooks/useChat.ts';
import { findConversation, type ConversationsState } from '../store/conversations.ts';
import { MessageList } from './MessageList.tsx';
import { Composer } from '../composer/Composer.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { textOf } from '../lib/text-of.ts';
import { GroupChatExtras, GroupEntryButton } from '../group-panel/GroupEntry.tsx';
import { ConversationSearchEntry } from '../search/SearchEntry.tsx';
import { ConversationSearch } from '../search/ConversationSearch.tsx';
import { CallEntryButtons, GroupCallBanner } from '../call/CallEntry.tsx';

/** Chat view (SPEC §2): header (back on mobile, title, close), message list, input; default slot without a conversation. */
export function ChatView({ canGoBack }: { canGoBack: boolean }) {
  const { t } = useTranslation();
  const chat = useChat();
  const conversations = useSnapshot(chat.conversations);
  const session = useSnapshot(chat.session);
  const searching = useSnapshot(chat.search).inConversation;
  const id = conversations.currentID;
  if (!id) return <EmptySlot />;
  // read through the snapshot, so the title follows a renamed group or peer
  const conversation = findConversation(conversations as ConversationsState, id);
  const peer = conversationTarget(id);
  const name =
    session.mode === 'visitor'
      ? t('chat.serviceTitle')
      : conversation?.remark || conversation?.userProfile?.nick || textOf(conversation?.groupProfile?.name) || peer;
  const typing = Boolean(session.typing[id]);
  const groupID = session.mode === 'staff' ? groupIdOf(id) : null;
  return (
    <section className="hy-chat-view" aria-label={name}>
      <header className="hy-chat-header" part="chat-header">
        {canGoBack ? (
          <button type="button" className="hy-icon-btn" aria-label={t('chat.back')} onClick={() => void chat.openConversation(null)}>
            ‹
          </button>
        ) : null}
        <h3 className="hy-chat-header__title" data-testid="chat-title" aria-live="polite">
          {typing ? t('chat.typing') : name}
        </h3>
        <ConversationSearchEntry conversationID={id} open={searching === id} />
        {session.mode === 'staff' ? <CallEntryButtons conversationID={id} /> : null}
        {groupID ? <GroupEntryButton groupID={groupID} /> : null}
        {session.mode === 'staff' ? (
          <button
            type="button"
            className="hy-icon-btn"
            aria-label={t('chat.closeConversation')}
            onClick={() => void chat.openConversation(null)}
          >
            ×
          </button>
        ) : null}
      </header>
      {groupID ? <GroupChatExtras groupID={groupID} /> : null}
      {groupID && chat.engine.kind !== 'tencent' ? <GroupCallBanner groupID={groupID} /> : null}
      {searching === id ? (
        <ConversationSearch key={id} conversationID={id} name={name} />
      ) : (
        <>
          <MessageList conversationID={id} />
          {session.selection ? <SelectionBar conversationID={id} /> : <Composer conversationID={id} />}
        </>
      )}
    </section>
  );
}

function EmptySlot() {
  const { t } = useTranslation();
  return (
    <div className="hy-chat-empty">
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="3">
        <path d="M10 14h44v28H28l-10 9v-9h-8z" strokeLinejoin="round" />
        <path d="M20 25h24M20 32h14" strokeLinecap="round" />
      </svg>
      <p className="hy-chat-empty__title">{t('chat.noConversation')}</p>
      <p className="hy-chat-empty__hint">{t('chat.noConversationHint')}</p>
    </div>
  );
}
