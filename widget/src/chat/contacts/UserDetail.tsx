import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { TYPES } from '../../engine/types.ts';
import { useWidgetConfig } from '../../context.ts';
import { useChat } from '../hooks/useChat.ts';
import { friendOf, isBlocked, isBothWays } from '../store/contacts.ts';
import { MAX_REMARK_UNITS, remarkUnits } from '../lib/remark.ts';
import {
  acceptApplication,
  block,
  changeRemark,
  openChatWith,
  refuseApplication,
  relationWith,
  removeFriend,
  searchUser,
  sendFriendRequest,
  unblock,
} from './contacts-actions.ts';

/**
 * A user's detail (SPEC §2 contact screen, §4, §5): profile, the both-way relation, remark (friends only), the
 * application to or from them, add friend, send message, delete friend, blacklist add/remove.
 */
export function UserDetail({ userID }: { userID: string }) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const config = useWidgetConfig();
  const contacts = useSnapshot(chat.contacts);
  const [nick, setNick] = useState('');
  const [relation, setRelation] = useState<string>('');
  const friend = friendOf(contacts as typeof chat.contacts, userID);
  const blocked = isBlocked(contacts as typeof chat.contacts, userID);
  const application = contacts.applications.find((a) => a.userID === userID);
  const self = userID === chat.session.userID;
  const friendsKey = contacts.friends.map((f) => f.userID).join(',');

  useEffect(() => {
    let live = true;
    void searchUser(chat, userID).then(
      (u) => live && setNick(u?.nick ?? ''),
      () => undefined,
    );
    if (!self)
      void relationWith(chat, userID).then(
        (r) => live && setRelation(r),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [chat, userID, self, friendsKey]);

  const both = isBothWays(relation);
  const name = friend?.remark || nick || friend?.nick || userID;
  const online = contacts.status[userID] === TYPES.USER_STATUS_ONLINE;
  return (
    <section className="hy-contact-detail" aria-labelledby="hy-contact-name" data-testid="user-detail">
      <header className="hy-contact-detail__head">
        <span className="hy-msg__avatar hy-contact-detail__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h3 id="hy-contact-name">{name}</h3>
          <p className="hy-contact-detail__id">
            {t('detail.userID')}: {userID}
          </p>
          {config.displayOnlineStatus ? <p className="hy-contact-detail__id">{online ? t('status.online') : t('status.offline')}</p> : null}
          {!self && relation ? (
            <p className="hy-contact-detail__id" data-testid="relation">
              {t(`relation.${relation}`)}
            </p>
          ) : null}
        </div>
      </header>
      {self ? <p className="hy-list-note">{t('detail.self')}</p> : null}
      {!self && both ? <RemarkEditor userID={userID} current={friend?.remark ?? ''} /> : null}
      {!self && application?.direction === 'in' ? (
        <div className="hy-contact-detail__box" data-testid="application">
          <p>{application.wording || t('applications.wantsToAdd')}</p>
          <div className="hy-modal__actions">
            <button
              type="button"
              className="hy-btn hy-btn--ghost"
              onClick={() => void refuseApplication(chat, userID)}
              data-testid="refuse"
            >
              {t('applications.refuse')}
            </button>
            <button type="button" className="hy-btn" onClick={() => void acceptApplication(chat, userID)} data-testid="accept">
              {t('applications.accept')}
            </button>
          </div>
        </div>
      ) : null}
      {!self && application?.direction === 'out' && !both ? (
        <p className="hy-contact-detail__box" data-testid="waiting">
          {t('applications.waiting')}
        </p>
      ) : null}
      {!self && !both && !application && !blocked ? <AddFriendForm userID={userID} /> : null}
      {!self ? (
        <div className="hy-contact-detail__actions">
          {both || !config.official ? (
            <button type="button" className="hy-btn" onClick={() => openChatWith(chat, 'C2C', userID)} data-testid="send-message">
              {t('detail.sendMessage')}
            </button>
          ) : null}
          {both ? (
            <button
              type="button"
              className="hy-btn hy-btn--ghost"
              onClick={() => {
                if (window.confirm(t('detail.deleteFriendConfirm', { name }))) void removeFriend(chat, userID);
              }}
              data-testid="delete-friend"
            >
              {t('detail.deleteFriend')}
            </button>
          ) : null}
          {blocked ? (
            <button type="button" className="hy-btn hy-btn--ghost" onClick={() => void unblock(chat, userID)} data-testid="unblock">
              {t('detail.unblock')}
            </button>
          ) : (
            <button type="button" className="hy-btn hy-btn--ghost" onClick={() => void block(chat, userID)} data-testid="block">
              {t('detail.block')}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}

function RemarkEditor({ userID, current }: { userID: string; current: string }) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const [remark, setRemark] = useState(current);
  useEffect(() => setRemark(current), [current]);
  const units = remarkUnits(remark);
  return (
    <form
      className="hy-contact-detail__box hy-field"
      onSubmit={(e) => {
        e.preventDefault();
        void changeRemark(chat, userID, remark);
      }}
    >
      <label className="hy-field">
        <span>{t('detail.remark')}</span>
        <input value={remark} onChange={(e) => setRemark(e.target.value)} aria-describedby="hy-remark-count" data-testid="remark" />
      </label>
      <span id="hy-remark-count" className={`hy-field__hint${units > MAX_REMARK_UNITS ? ' hy-field__hint--error' : ''}`}>
        {t('detail.remarkCount', { count: units, max: MAX_REMARK_UNITS })}
      </span>
      <div className="hy-modal__actions">
        <button type="submit" className="hy-btn" disabled={remark === current} data-testid="save-remark">
          {t('detail.saveRemark')}
        </button>
      </div>
    </form>
  );
}

function AddFriendForm({ userID }: { userID: string }) {
  const { t } = useTranslation('contacts');
  const chat = useChat();
  const [wording, setWording] = useState('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="hy-contact-detail__box hy-add-friend"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        void sendFriendRequest(chat, userID, remark, wording).finally(() => setBusy(false));
      }}
    >
      <label className="hy-field">
        <span>{t('add.wording')}</span>
        <input value={wording} maxLength={200} onChange={(e) => setWording(e.target.value)} data-testid="add-wording" />
      </label>
      <label className="hy-field">
        <span>{t('add.remark')}</span>
        <input value={remark} onChange={(e) => setRemark(e.target.value)} data-testid="add-remark" />
      </label>
      <div className="hy-modal__actions">
        <button type="submit" className="hy-btn" disabled={busy} data-testid="add-friend">
          {t('add.submit')}
        </button>
      </div>
    </form>
  );
}
