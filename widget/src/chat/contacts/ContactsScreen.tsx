import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { useNarrow } from '../hooks/useNarrow.ts';
import { openChatWith } from './contacts-actions.ts';
import { ContactList } from './ContactList.tsx';
import { UserDetail } from './UserDetail.tsx';

/** Contact screen (SPEC §2): the list on the left, the detail on the right; on mobile one pane at a time. */
export default function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const contacts = useSnapshot(chat.contacts);
  const narrow = useNarrow();
  const selected = contacts.selected;
  const showList = !narrow || !selected;
  const showDetail = !narrow || Boolean(selected);
  return (
    <div className="hy-contacts" data-testid="contacts">
      {showList ? <ContactList /> : null}
      {showDetail ? (
        <div className="hy-contacts__detail">
          {narrow ? (
            <button
              type="button"
              className="hy-icon-btn hy-contacts__back"
              aria-label={t('detail.back')}
              onClick={() => (chat.contacts.selected = null)}
            >
              ‹
            </button>
          ) : null}
          {selected?.kind === 'user' ? <UserDetail key={selected.userID} userID={selected.userID} /> : null}
          {selected?.kind === 'group' ? <GroupDetail groupID={selected.groupID} /> : null}
          {!selected ? <p className="hy-list-note">{t('detail.none')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function GroupDetail({ groupID }: { groupID: string }) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const contacts = useSnapshot(chat.contacts);
  const group = contacts.groups.find((g) => g.groupID === groupID);
  const name = group?.name || groupID;
  return (
    <section className="hy-contact-detail" aria-labelledby="hy-group-name" data-testid="group-detail">
      <header className="hy-contact-detail__head">
        <span className="hy-msg__avatar hy-contact-detail__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h3 id="hy-group-name">{name}</h3>
          <p className="hy-contact-detail__id">
            {t('detail.groupID')}: {groupID}
          </p>
          {group ? (
            <p className="hy-contact-detail__id">
              {t(`group.types.${group.type}`)} · {t('detail.memberCount', { count: group.memberCount })}
            </p>
          ) : null}
        </div>
      </header>
      <div className="hy-contact-detail__actions">
        <button type="button" className="hy-btn" onClick={() => openChatWith(chat, 'GROUP', groupID)} data-testid="send-message">
          {t('detail.sendMessage')}
        </button>
      </div>
    </section>
  );
}
