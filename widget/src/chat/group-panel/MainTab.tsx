import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import type { GroupInfo, GroupPanelTab } from '../store/groups.ts';
import { leave } from './group-actions.ts';
import { summaryAvatarCount, type Rights } from './rights.ts';

/** Summary: name, ID, type, member avatars with '+' (Work) and '-' (owner), notice, and dismiss or quit. */
export function MainTab({ group, rights, show }: { group: GroupInfo; rights: Rights; show: (tab: GroupPanelTab) => void }) {
  const { t } = useTranslation();
  const chat = useChat();
  const shown = group.members.slice(0, summaryAvatarCount(group.selfInfo?.role, group.type));
  const confirmLeave = (how: 'dismiss' | 'quit') => {
    if (window.confirm(t(how === 'dismiss' ? 'groups.dismissConfirm' : 'groups.quitConfirm'))) void leave(chat, group.groupID, how);
  };
  return (
    <div className="hy-group-main">
      <dl className="hy-group-facts">
        <dt>{t('groups.name')}</dt>
        <dd data-testid="group-name">{group.name}</dd>
        <dt>{t('groups.id')}</dt>
        <dd>{group.groupID}</dd>
        <dt>{t('groups.type')}</dt>
        <dd>{t(`groups.types.${group.type}`, { defaultValue: group.type })}</dd>
      </dl>
      <div className="hy-group-summary">
        <button type="button" className="hy-group-summary__title" onClick={() => show('member')}>
          {t('groups.memberCount', { count: group.memberCount ?? group.members.length })}
        </button>
        <ul className="hy-group-avatars" aria-label={t('groups.tabs.member')}>
          {shown.map((m) => (
            <li key={m.userID} className="hy-group-avatar" title={m.nick || m.userID}>
              <span className="hy-msg__avatar" aria-hidden="true">
                {(m.nick || m.userID).slice(0, 1).toUpperCase()}
              </span>
              <span className="hy-group-avatar__name">{m.nick || m.userID}</span>
            </li>
          ))}
          {rights.add ? (
            <li>
              <button type="button" className="hy-group-avatar__btn" aria-label={t('groups.add')} onClick={() => show('member')}>
                +
              </button>
            </li>
          ) : null}
          {rights.remove ? (
            <li>
              <button type="button" className="hy-group-avatar__btn" aria-label={t('groups.remove')} onClick={() => show('member')}>
                −
              </button>
            </li>
          ) : null}
        </ul>
      </div>
      <button type="button" className="hy-group-entry" onClick={() => show('notification')}>
        <span>{t('groups.tabs.notification')}</span>
        <span className="hy-group-entry__value" data-testid="group-notice-preview">
          {group.notification || t('groups.noNotice')}
        </span>
      </button>
      <div className="hy-group-leave">
        {rights.dismiss ? (
          <button type="button" className="hy-btn hy-btn--danger" onClick={() => confirmLeave('dismiss')}>
            {t('groups.dismiss')}
          </button>
        ) : null}
        {rights.quit ? (
          <button type="button" className="hy-btn hy-btn--danger" onClick={() => confirmLeave('quit')}>
            {t('groups.quit')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
