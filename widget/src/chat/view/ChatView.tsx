import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { TYPES } from '../../engine/types.ts';
import { useChat } from '../../hooks/useChat.ts';
import { findConversation } from '../../store/conversations.ts';
import { MessageList } from './MessageList.tsx';
import { Composer } from '../composer/Composer.tsx';
import { SelectionBar } from './SelectionBar.tsx';

/** Chat view (SPEC §2): header (back on mobile, title, close), message list, input; default slot without a conversation. */
export function ChatView({ canGoBack }: { canGoBack: boolean }) {
  const { t } = useTranslation();
  const chat = useChat();
  const conversations = useSnapshot(chat.conversations);
  const session = useSnapshot(chat.session);
  const id = conversations.currentID;
  if (!id) return <EmptySlot />;
  const conversation = findConversation(chat.conversations, id);
  const peer = id.startsWith(TYPES.CONV_C2C) ? id.slice(TYPES.CONV_C2C.length) : id.slice(TYPES.CONV_GROUP.length);
  const name =
    session.mode === 'visitor'
      ? t('chat.serviceTitle')
      : conversation?.remark || conversation?.userProfile?.nick || String(conversation?.groupProfile?.name ?? '') || peer;
  const typing = Boolean(session.typing[id]);
  return (
    <section className="hy-chat-view" aria-label={name}>
      <header className="hy-chat-header">
        {canGoBack ? (
          <button type="button" className="hy-icon-btn" aria-label={t('chat.back')} onClick={() => void chat.openConversation(null)}>
            ‹
          </button>
        ) : null}
        <h3 className="hy-chat-header__title" data-testid="chat-title" aria-live="polite">
          {typing ? t('chat.typing') : name}
        </h3>
        {session.mode === 'staff' ? (
          <button type="button" className="hy-icon-btn" aria-label={t('chat.closeConversation')} onClick={() => void chat.openConversation(null)}>
            ×
          </button>
        ) : null}
      </header>
      <MessageList conversationID={id} />
      {session.selection ? <SelectionBar conversationID={id} /> : <Composer conversationID={id} />}
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
