import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import type { GroupInfo } from '../store/groups.ts';
import { saveNotice } from './group-actions.ts';
import { MAX_NOTICE_CHARS, type Rights } from './rights.ts';

/** The group notice: read by all; owner and admins edit it (≤ 150 characters, sent only when non-empty and changed). */
export function NotificationTab({ group, rights }: { group: GroupInfo; rights: Rights }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(group.notification ?? '');
  const [busy, setBusy] = useState(false);
  if (!editing) {
    return (
      <div className="hy-group-notice">
        <p className="hy-group-notice__text" data-testid="group-notice">
          {group.notification || t('groups.noNotice')}
        </p>
        {rights.editProfile ? (
          <button
            type="button"
            className="hy-btn"
            onClick={() => {
              setText(group.notification ?? '');
              setEditing(true);
            }}
          >
            {t('groups.edit')}
          </button>
        ) : null}
      </div>
    );
  }
  const length = [...text].length;
  return (
    <form
      className="hy-group-form"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void saveNotice(chat, group.groupID, text).then((ok) => {
          setBusy(false);
          if (ok) setEditing(false);
        });
      }}
    >
      <label htmlFor="hy-group-notice-input">{t('groups.tabs.notification')}</label>
      <textarea id="hy-group-notice-input" rows={5} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      <span className={`hy-group-form__count${length > MAX_NOTICE_CHARS ? ' hy-group-form__count--over' : ''}`}>
        {length} / {MAX_NOTICE_CHARS}
      </span>
      <span className="hy-group-form__actions">
        <button type="button" className="hy-btn hy-btn--ghost" onClick={() => setEditing(false)}>
          {t('groups.cancel')}
        </button>
        <button type="submit" className="hy-btn" disabled={busy}>
          {t('groups.save')}
        </button>
      </span>
    </form>
  );
}
