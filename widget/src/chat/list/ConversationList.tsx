import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { conversationTarget } from '../../../../protocol/model.ts';
import { TYPES, type Conversation } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { lastTime, unreadBadge } from '../store/conversations.ts';
import { messageAbstract } from '../lib/message-abstract.ts';
import { formatMessageTime, timeLabels } from '../lib/time-format.ts';
import { useLongPress } from '../hooks/useLongPress.ts';
import { ConversationMenu } from './ConversationMenu.tsx';
import { textOf } from '../lib/text-of.ts';
import { useWidgetConfig } from '../../context.ts';
import { JoinGroupButton, JoinGroupDialog } from '../group-join/JoinGroupDialog.tsx';
import { ReadReceiptToggle } from './ReadReceiptToggle.tsx';

/** Conversation list (SPEC §2): pinned first, preview, time, unread badge ('99+'), @ marker; click opens it. */
export function ConversationList() {
  const { t } = useTranslation();
  const chat = useChat();
  const conversations = useSnapshot(chat.conversations);
  const groups = useSnapshot(chat.groups);
  return (
    <nav className="hy-conv-list" part="list" aria-label={t('list.conversations')}>
      <JoinGroupButton />
      {groups.joinOpen ? <JoinGroupDialog /> : null}
      {conversations.list.length === 0 ? <p className="hy-list-note">{t('list.noConversations')}</p> : null}
      <ul>
        {conversations.list.map((c) => (
          <ConversationItem
            key={c.conversationID}
            conversation={c as Conversation}
            active={c.conversationID === conversations.currentID}
            onOpen={() => void chat.openConversation(c.conversationID)}
          />
        ))}
      </ul>
      <ReadReceiptToggle />
    </nav>
  );
}

function title(c: Conversation): string {
  const id = conversationTarget(c.conversationID);
  return c.remark || c.userProfile?.nick || textOf(c.groupProfile?.name) || id;
}

function ConversationItem({ conversation: c, active, onOpen }: { conversation: Conversation; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const last = c.lastMessage as { type?: string; payload?: Record<string, unknown>; isRevoked?: boolean; messageForShow?: string } | null;
  const preview = last?.payload
    ? messageAbstract({ type: last.type ?? '', payload: last.payload, isRevoked: last.isRevoked }, t)
    : (last?.messageForShow ?? '');
  const time = lastTime(c);
  const mentioned = c.type === TYPES.CONV_GROUP && (c.groupAtInfoList?.length ?? 0) > 0;
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const longPress = useLongPress((x, y) => setMenu({ x, y }));
  // SPEC §6: online dots only for C2C conversations when display-online-status is on (subscribed in nav/ChatNav).
  const chat = useChat();
  const showStatus = useWidgetConfig().displayOnlineStatus && c.type === TYPES.CONV_C2C;
  const online = useSnapshot(chat.contacts).status[conversationTarget(c.conversationID)] === TYPES.USER_STATUS_ONLINE;
  return (
    <li>
      {menu ? <ConversationMenu conversation={c} at={menu} onClose={() => setMenu(null)} /> : null}
      <button
        {...longPress}
        onContextMenu={(e) => {
          e.preventDefault();
          setMenu({ x: e.clientX, y: e.clientY });
        }}
        type="button"
        className={`hy-conv${active ? ' hy-conv--active' : ''}${c.isPinned ? ' hy-conv--pinned' : ''}`}
        aria-current={active || undefined}
        onClick={onOpen}
        data-testid="conversation"
        data-conversation-id={c.conversationID}
      >
        <span className="hy-msg__avatar" aria-hidden="true">
          {title(c).slice(0, 1).toUpperCase()}
          {showStatus ? (
            <span className={`hy-dot${online ? ' hy-dot--online' : ''}`} data-testid="online-dot" data-online={online} />
          ) : null}
        </span>
        <span className="hy-conv__main">
          <span className="hy-conv__top">
            <span className="hy-conv__name">{title(c)}</span>
            {time ? <span className="hy-conv__time">{formatMessageTime(time, timeLabels(t))}</span> : null}
          </span>
          <span className="hy-conv__bottom">
            {mentioned ? <span className="hy-conv__at">{t('list.mentioned')}</span> : null}
            <span className="hy-conv__preview">{preview}</span>
            {c.isMuted ? (
              <span className="hy-conv__muted" aria-label={t('conversation.muted')}>
                🔕
              </span>
            ) : null}
            {c.unreadCount > 0 && !c.isMuted ? (
              <span className="hy-badge" data-testid="unread-badge">
                {unreadBadge(c.unreadCount)}
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}
