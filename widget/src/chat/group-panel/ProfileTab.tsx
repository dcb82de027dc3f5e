import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import type { GroupInfo } from '../store/groups.ts';
import { saveName } from './group-actions.ts';
import type { Rights } from './rights.ts';

/** Group profile: name (owner and admins edit it; sent only when changed), type, join option, introduction. */
export function ProfileTab({ group, rights }: { group: GroupInfo; rights: Rights }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [name, setName] = useState(group.name);
  const [busy, setBusy] = useState(false);
  return (
    <div className="hy-group-profile">
      {rights.editProfile ? (
        <form
          className="hy-group-form"
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            void saveName(chat, group.groupID, name).finally(() => setBusy(false));
          }}
        >
          <label htmlFor="hy-group-name-input">{t('groups.name')}</label>
          <input id="hy-group-name-input" value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
          <span className="hy-group-form__hint">{t('groups.nameHint')}</span>
          <span className="hy-group-form__actions">
            <button type="submit" className="hy-btn" disabled={busy}>
              {t('groups.save')}
            </button>
          </span>
        </form>
      ) : null}
      <dl className="hy-group-facts">
        {rights.editProfile ? null : (
          <>
            <dt>{t('groups.name')}</dt>
            <dd>{group.name}</dd>
          </>
        )}
        <dt>{t('groups.type')}</dt>
        <dd>{t(`groups.types.${group.type}`, { defaultValue: group.type })}</dd>
        <dt>{t('groups.joinOption')}</dt>
        <dd>{t(`groups.joinOptions.${group.joinOption ?? ''}`, { defaultValue: group.joinOption ?? '' })}</dd>
        {group.introduction ? (
          <>
            <dt>{t('groups.introduction')}</dt>
            <dd>{group.introduction}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
