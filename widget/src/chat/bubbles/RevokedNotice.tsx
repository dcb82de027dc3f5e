import { useTranslation } from 'react-i18next';
import { TYPES, type Message } from '../../engine/types.ts';
import { useChat } from '../../hooks/useChat.ts';
import { requestReedit } from '../../store/session.ts';

/** '{sender} recalled a message' ('you' for own); own text offers 're-edit' back into the input (SPEC §4). */
export function RevokedNotice({ message, self }: { message: Message; self: boolean }) {
  const { t } = useTranslation();
  const chat = useChat();
  const canEdit = self && message.flow === 'out' && message.type === TYPES.MSG_TEXT;
  return (
    <div className="hy-tip" data-message-id={message.ID} data-testid="revoked">
      {self ? t('message.revokedByYou') : t('message.revokedBy', { sender: message.nick || message.revoker || message.from })}
      {canEdit ? (
        <button type="button" className="hy-link-btn" onClick={() => requestReedit(chat.session, String(message.payload.text ?? ''))}>
          {t('message.reedit')}
        </button>
      ) : null}
    </div>
  );
}
