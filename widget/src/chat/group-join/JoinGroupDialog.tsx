import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import { useEscape } from '../group-panel/useEscape.ts';
import { joinGroupByID } from './join-group.ts';

/** Join a group by its ID, with an optional application message; Escape or cancel closes. */
export function JoinGroupDialog() {
  const { t } = useTranslation();
  const chat = useChat();
  const [groupID, setGroupID] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => (chat.groups.joinOpen = false);
  useEscape(close);
  return (
    <div className="hy-dialog hy-join-dialog" role="dialog" aria-modal="true" aria-labelledby="hy-join-title">
      <form
        className="hy-group-box hy-group-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!groupID.trim()) return;
          setBusy(true);
          void joinGroupByID(chat, groupID.trim(), message.trim()).then((result) => {
            setBusy(false);
            if (result !== 'failed') close();
          });
        }}
      >
        <h4 id="hy-join-title">{t('groups.join.title')}</h4>
        <label htmlFor="hy-join-id">{t('groups.id')}</label>
        <input id="hy-join-id" value={groupID} onChange={(e) => setGroupID(e.target.value)} autoFocus required />
        <label htmlFor="hy-join-message">{t('groups.join.message')}</label>
        <input id="hy-join-message" value={message} maxLength={200} onChange={(e) => setMessage(e.target.value)} />
        <span className="hy-group-form__actions">
          <button type="button" className="hy-btn hy-btn--ghost" onClick={close}>
            {t('groups.cancel')}
          </button>
          <button type="submit" className="hy-btn" disabled={busy || !groupID.trim()}>
            {t('groups.join.submit')}
          </button>
        </span>
      </form>
    </div>
  );
}

/** The list's 'join group' entry. */
export function JoinGroupButton() {
  const { t } = useTranslation();
  const chat = useChat();
  return (
    <button type="button" className="hy-list-action" aria-haspopup="dialog" onClick={() => (chat.groups.joinOpen = true)}>
      {t('groups.join.open')}
    </button>
  );
}
