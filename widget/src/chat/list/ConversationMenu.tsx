import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPES, type Conversation } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';

/** Conversation actions (SPEC §4): pin/unpin, mute/unmute, delete after a confirm (C2C and group wording differ). */
export function ConversationMenu({
  conversation,
  at,
  onClose,
}: {
  conversation: Conversation;
  at: { x: number; y: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const chat = useChat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined;
    const onDown = (e: Event) => {
      if (!ref.current?.contains(e.composedPath()[0] as Node)) onClose();
    };
    const timer = setTimeout(() => root?.addEventListener('pointerdown', onDown), 0);
    return () => {
      clearTimeout(timer);
      root?.removeEventListener('pointerdown', onDown);
    };
  }, [onClose]);
  const id = conversation.conversationID;
  const run = (fn: () => Promise<unknown>) => () => {
    onClose();
    void fn()
      .then(() => chat.engine.getConversationList())
      .then((r) => chat.applyConversationList(r.data.conversationList))
      .catch((err: unknown) => chat.toast('error', (err as { message?: string }).message || t('errors.actionFailed')));
  };
  const remove = async () => {
    const group = conversation.type === TYPES.CONV_GROUP;
    if (!window.confirm(t(group ? 'conversation.deleteGroupConfirm' : 'conversation.deleteC2CConfirm'))) return;
    await chat.engine.deleteConversation(id);
    if (chat.conversations.currentID === id) await chat.openConversation(null);
    delete chat.messages.byConversation[id];
  };
  return (
    <div
      ref={ref}
      className="hy-menu"
      role="menu"
      style={{ left: Math.min(at.x, window.innerWidth - 200), top: Math.min(at.y, window.innerHeight - 140) }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <button
        type="button"
        role="menuitem"
        onClick={run(() => chat.engine.pinConversation({ conversationID: id, isPinned: !conversation.isPinned }))}
      >
        {conversation.isPinned ? t('conversation.unpin') : t('conversation.pin')}
      </button>
      <button
        type="button"
        role="menuitem"
        onClick={run(() =>
          chat.engine.setMessageRemindType({
            conversationID: id,
            messageRemindType: conversation.isMuted ? TYPES.MSG_REMIND_ACPT_AND_NOTE : TYPES.MSG_REMIND_ACPT_NOT_NOTE,
          }),
        )}
      >
        {conversation.isMuted ? t('conversation.unmute') : t('conversation.mute')}
      </button>
      <button type="button" role="menuitem" onClick={run(remove)}>
        {t('conversation.delete')}
      </button>
    </div>
  );
}
