import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import type { GroupInfo, GroupMember } from '../store/groups.ts';
import { MemberPicker } from '../group-member-picker/MemberPicker.tsx';
import { addMembers, loadMoreMembers, removeMember } from './group-actions.ts';
import { isMemberMuted, type Rights } from './rights.ts';

/** Members, 100 per page ('view more'); '+' adds (Work groups), '-' removes (owner, not AVChatRoom). */
export function MemberTab({ group, rights }: { group: GroupInfo; rights: Rights }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [picking, setPicking] = useState(false);
  const [loading, setLoading] = useState(false);
  const me = chat.session.userID;
  if (picking) {
    return (
      <MemberPicker
        members={group.members.map((m) => m.userID)}
        onCancel={() => setPicking(false)}
        onDone={(ids) => void addMembers(chat, group.groupID, ids).then((ok) => ok && setPicking(false))}
      />
    );
  }
  const remove = (m: GroupMember) => {
    if (window.confirm(t('groups.removeConfirm', { name: m.nick || m.userID }))) void removeMember(chat, group.groupID, m.userID);
  };
  return (
    <div className="hy-group-members">
      {rights.add ? (
        <button type="button" className="hy-btn" onClick={() => setPicking(true)}>
          + {t('groups.add')}
        </button>
      ) : null}
      <ul className="hy-group-member-list" aria-label={t('groups.tabs.member')}>
        {group.members.map((m) => (
          <li key={m.userID} className="hy-group-member" data-testid="group-member" data-user-id={m.userID}>
            <span className="hy-msg__avatar" aria-hidden="true">
              {(m.nick || m.userID).slice(0, 1).toUpperCase()}
            </span>
            <span className="hy-group-member__name">{m.nick || m.userID}</span>
            {m.role !== 'Member' ? <span className="hy-group-role">{t(`groups.roles.${m.role}`)}</span> : null}
            {isMemberMuted(m.muteUntil) ? <span className="hy-group-role hy-group-role--muted">{t('groups.mutedBadge')}</span> : null}
            {rights.remove && m.userID !== me && m.role !== 'Owner' ? (
              <button
                type="button"
                className="hy-icon-btn"
                aria-label={t('groups.removeMember', { name: m.nick || m.userID })}
                onClick={() => remove(m)}
              >
                −
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {group.nextOffset ? (
        <button
          type="button"
          className="hy-view-more"
          disabled={loading}
          onClick={() => {
            setLoading(true);
            void loadMoreMembers(chat, group.groupID).finally(() => setLoading(false));
          }}
        >
          {loading ? t('list.loading') : t('list.viewMore')}
        </button>
      ) : null}
    </div>
  );
}
