import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { conversationTarget } from '../../../../protocol/model.ts';
import { TYPES } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';

interface Candidate {
  userID: string;
  nick: string;
}

/**
 * Group-member picker for '+' add: friends and one-to-one peers, or a user ID typed in. Members already in the
 * group are shown disabled and skipped (SPEC §5 user selector); select-all only with more than one selectable;
 * the finish button is inactive while none is selected.
 */
export function MemberPicker({ members, onCancel, onDone }: { members: string[]; onCancel: () => void; onDone: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const chat = useChat();
  const conversations = useSnapshot(chat.conversations);
  const [friends, setFriends] = useState<Candidate[]>([]);
  const [typed, setTyped] = useState<Candidate[]>([]);
  const [id, setId] = useState('');
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    void chat.engine.getFriendList().then(
      (r) => {
        const list = (r.data as { userID: string; profile?: { nick?: string } }[] | { friendList?: unknown[] }) ?? [];
        const arr = (Array.isArray(list) ? list : ((list.friendList ?? []) as { userID: string; profile?: { nick?: string } }[])).map(
          (f) => ({ userID: f.userID, nick: f.profile?.nick ?? '' }),
        );
        if (live) setFriends(arr);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chat]);

  const peers: Candidate[] = conversations.list
    .filter((c) => c.type === TYPES.CONV_C2C)
    .map((c) => ({ userID: conversationTarget(c.conversationID), nick: c.userProfile?.nick ?? '' }));
  const all = [...typed, ...friends, ...peers].filter((c, i, a) => c.userID && a.findIndex((x) => x.userID === c.userID) === i);
  const selectable = all.filter((c) => !members.includes(c.userID));
  const toggle = (userID: string) => setSelected((s) => (s.includes(userID) ? s.filter((x) => x !== userID) : [...s, userID]));

  return (
    <div className="hy-member-picker" data-testid="member-picker">
      <form
        className="hy-member-picker__add"
        onSubmit={(e) => {
          e.preventDefault();
          const userID = id.trim();
          if (!userID) return;
          setTyped((list) => [{ userID, nick: '' }, ...list]);
          if (!members.includes(userID)) setSelected((s) => (s.includes(userID) ? s : [...s, userID]));
          setId('');
        }}
      >
        <label htmlFor="hy-member-picker-id">{t('groups.picker.userID')}</label>
        <input id="hy-member-picker-id" value={id} onChange={(e) => setId(e.target.value)} />
        <button type="submit" className="hy-btn hy-btn--ghost">
          {t('groups.picker.addID')}
        </button>
      </form>
      {selectable.length > 1 ? (
        <label className="hy-member-picker__item">
          <input
            type="checkbox"
            checked={selectable.every((c) => selected.includes(c.userID))}
            onChange={(e) => setSelected(e.target.checked ? selectable.map((c) => c.userID) : [])}
          />
          <span>{t('groups.picker.selectAll')}</span>
        </label>
      ) : null}
      <ul className="hy-member-picker__list">
        {all.map((c) => {
          const member = members.includes(c.userID);
          return (
            <li key={c.userID}>
              <label className="hy-member-picker__item">
                <input
                  type="checkbox"
                  disabled={member}
                  checked={member || selected.includes(c.userID)}
                  onChange={() => toggle(c.userID)}
                />
                <span>{c.nick || c.userID}</span>
                {member ? <span className="hy-group-role">{t('groups.picker.inGroup')}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {all.length === 0 ? <p className="hy-list-note">{t('groups.picker.empty')}</p> : null}
      <div className="hy-group-form__actions">
        <button type="button" className="hy-btn hy-btn--ghost" onClick={onCancel}>
          {t('groups.cancel')}
        </button>
        <button type="button" className="hy-btn" disabled={selected.length === 0} onClick={() => onDone(selected)}>
          {t('groups.picker.done', { count: selected.length })}
        </button>
      </div>
    </div>
  );
}
