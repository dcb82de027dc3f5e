import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import type { GroupInfo, GroupMember } from '../store/groups.ts';
import { muteMember, setMuteAll, toggleAdmin, transferOwner } from './group-actions.ts';
import { isMemberMuted, type Rights } from './rights.ts';

/**
 * Management (owner; admins outside Work): mute all, per member admin on/off (owner, not Work/AVChatRoom),
 * mute 30 days / unmute (owner and admins; an admin mutes members only), transfer ownership (owner).
 */
export function AdminTab({ group, rights }: { group: GroupInfo; rights: Rights }) {
  const { t } = useTranslation();
  const chat = useChat();
  const me = chat.session.userID;
  const canMute = (m: GroupMember) => rights.mute && m.role !== 'Owner' && (rights.owner || m.role === 'Member');
  const transfer = (m: GroupMember) => {
    if (window.confirm(t('groups.transferConfirm', { name: m.nick || m.userID }))) void transferOwner(chat, group.groupID, m.userID);
  };
  return (
    <div className="hy-group-admin">
      {rights.mute ? (
        <label className="hy-group-switch">
          <input
            type="checkbox"
            checked={group.muteAllMembers}
            data-testid="mute-all"
            onChange={(e) => void setMuteAll(chat, group.groupID, e.target.checked)}
          />
          <span>{t('groups.muteAll')}</span>
        </label>
      ) : null}
      <ul className="hy-group-member-list" aria-label={t('groups.tabs.admin')}>
        {group.members
          .filter((m) => m.userID !== me)
          .map((m) => {
            const muted = isMemberMuted(m.muteUntil);
            const name = m.nick || m.userID;
            return (
              <li key={m.userID} className="hy-group-member hy-group-member--admin" data-testid="admin-member" data-user-id={m.userID}>
                <span className="hy-group-member__name">{name}</span>
                {m.role !== 'Member' ? <span className="hy-group-role">{t(`groups.roles.${m.role}`)}</span> : null}
                <span className="hy-group-member__actions">
                  {rights.setAdmin && m.role !== 'Owner' ? (
                    <button type="button" className="hy-btn hy-btn--ghost" onClick={() => void toggleAdmin(chat, group.groupID, m)}>
                      {t(m.role === 'Admin' ? 'groups.unsetAdmin' : 'groups.setAdmin')}
                    </button>
                  ) : null}
                  {canMute(m) ? (
                    <button
                      type="button"
                      className="hy-btn hy-btn--ghost"
                      aria-label={`${t(muted ? 'groups.unmute' : 'groups.mute')}: ${name}`}
                      onClick={() => void muteMember(chat, group.groupID, m.userID, !muted)}
                    >
                      {t(muted ? 'groups.unmute' : 'groups.mute')}
                    </button>
                  ) : null}
                  {rights.transfer ? (
                    <button
                      type="button"
                      className="hy-btn hy-btn--ghost"
                      aria-label={`${t('groups.transfer')}: ${name}`}
                      onClick={() => transfer(m)}
                    >
                      {t('groups.transfer')}
                    </button>
                  ) : null}
                </span>
              </li>
            );
          })}
      </ul>
      {group.nextOffset ? <p className="hy-list-note">{t('groups.moreInMemberTab')}</p> : null}
    </div>
  );
}
