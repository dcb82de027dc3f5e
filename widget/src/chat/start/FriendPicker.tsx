import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useWidgetConfig } from '../../context.ts';
import { useChat } from '../hooks/useChat.ts';
import { displayName, type ContactUser } from '../store/contacts.ts';
import { searchUser } from '../contacts/contacts-actions.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import { UserSelector } from './UserSelector.tsx';
import { canFinish, type SelectableUser } from './selection.ts';

/**
 * Friend picker (SPEC §2, §7 'select friend': title, isRadio, isNeedSearch): the user's friends, plus users found
 * by ID (not in official mode); finish is inactive while nobody is selected.
 */
export function FriendPicker({
  title,
  single,
  onCancel,
  onDone,
}: {
  title: string;
  single: boolean;
  onCancel: () => void;
  onDone: (userIDs: string[]) => void;
}) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const config = useWidgetConfig();
  const contacts = useSnapshot(chat.contacts);
  const [found, setFound] = useState<ContactUser[]>([]);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const me = chat.session.userID;
  const people = [...contacts.friends, ...found.filter((f) => !contacts.friends.some((x) => x.userID === f.userID))];
  const items: SelectableUser[] = people.map((p) => ({ userID: p.userID, label: displayName(p), disabled: p.userID === me }));

  const search = async () => {
    const id = keyword.trim();
    if (!id) return;
    const user = await searchUser(chat, id).catch(() => null);
    if (!user) {
      setNote(t('errors.noSuchUser'));
      return;
    }
    setNote('');
    setFound((list) => (list.some((u) => u.userID === user.userID) ? list : [...list, user]));
    if (user.userID !== me) setSelected((s) => (single ? [user.userID] : s.includes(user.userID) ? s : [...s, user.userID]));
  };

  return (
    <Dialog title={title} onClose={onCancel} className="hy-picker" testId="friend-picker">
      {config.official ? null : (
        <form
          className="hy-picker__search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <input
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('picker.searchPlaceholder')}
            aria-label={t('picker.searchPlaceholder')}
            data-testid="picker-search"
          />
          <button type="submit" className="hy-btn hy-btn--ghost">
            {t('search.submit')}
          </button>
        </form>
      )}
      {note ? (
        <p className="hy-list-note" role="alert">
          {note}
        </p>
      ) : null}
      <UserSelector items={items} single={single} selected={selected} onChange={setSelected} legend={t('picker.friends')} />
      <div className="hy-modal__actions">
        <button type="button" className="hy-btn hy-btn--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="hy-btn" disabled={!canFinish(selected)} onClick={() => onDone(selected)} data-testid="picker-done">
          {t('picker.done', { count: selected.length })}
        </button>
      </div>
    </Dialog>
  );
}
