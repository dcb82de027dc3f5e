import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { conversationTarget } from '../../../../protocol/model.ts';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { forward, forwardMerged } from '../actions.ts';
import { textOf } from '../lib/text-of.ts';

/**
 * Forward dialog (SPEC §4): opens for the marked message(s), closes on cancel or submit. One message is forwarded
 * as itself; several go out as one merged 'chat history' message.
 */
export function ForwardDialog({ messages, onClose }: { messages: Message[]; onClose: () => void }) {
  const { t } = useTranslation();
  const chat = useChat();
  const conversations = useSnapshot(chat.conversations);
  const [target, setTarget] = useState('');
  const submit = async () => {
    if (!target) return;
    onClose();
    const done = messages.length > 1 ? await forwardMerged(chat, messages, target) : await forward(chat, messages[0]!, target);
    if (done) chat.toast('success', t('forward.done'));
  };
  return (
    <div
      className="hy-dialog"
      role="dialog"
      aria-modal="true"
      aria-label={t('forward.title')}
      onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onClose())}
    >
      <div className="hy-receipt-panel__box hy-forward">
        <h4>{t('forward.title')}</h4>
        {messages.length > 1 ? (
          <p className="hy-list-note">
            {t('forward.merged')} · {t('forward.selected', { count: messages.length })}
          </p>
        ) : null}
        {conversations.list.length === 0 ? <p className="hy-list-note">{t('list.noConversations')}</p> : null}
        <ul className="hy-receipt-panel__list">
          {conversations.list.map((c) => (
            <li key={c.conversationID}>
              <label>
                <input
                  type="radio"
                  name="forward-target"
                  value={c.conversationID}
                  checked={target === c.conversationID}
                  onChange={() => setTarget(c.conversationID)}
                />{' '}
                {c.remark || c.userProfile?.nick || textOf(c.groupProfile?.name) || conversationTarget(c.conversationID)}
              </label>
            </li>
          ))}
        </ul>
        <div className="hy-forward__actions">
          <button type="button" className="hy-btn hy-btn--ghost" onClick={onClose}>
            {t('forward.cancel')}
          </button>
          <button type="button" className="hy-btn" disabled={!target} onClick={() => void submit()}>
            {t('forward.submit')}
          </button>
        </div>
      </div>
    </div>
  );
}
