import { useTranslation } from 'react-i18next';
import { TYPES, type Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { requestReedit } from '../store/session.ts';
import { messageText } from '../lib/message-abstract.ts';

/** '{sender} recalled a message' ('you' for own); own text offers 're-edit' back into the input (SPEC §4). */
export function RevokedNotice({ message, self }: { message: Message; self: boolean }) {
  const { t } = useTranslation();
  const chat = useChat();
  const canEdit = self && message.flow === 'out' && message.type === TYPES.MSG_TEXT;
  return (
    <div className="hy-tip" data-message-id={message.ID} data-testid="revoked">
      {self ? t('message.revokedByYou') : t('message.revokedBy', { sender: message.nick || message.revoker || message.from })}
      {canEdit ? (
        <button type="button" className="hy-link-btn" onClick={() => requestReedit(chat.session, messageText(message))}>
          {t('message.reedit')}
        </button>
      ) : null}
    </div>
  );
}
