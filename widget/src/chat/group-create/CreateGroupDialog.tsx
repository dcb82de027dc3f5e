import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPES } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import { MAX_NOTICE_CHARS } from '../group-panel/rights.ts';
import { GroupAvatarField } from './GroupAvatarField.tsx';
import {
  canCreate,
  createGroup,
  GROUP_TYPE_CHOICES,
  groupTypeRules,
  MAX_INTRODUCTION_CHARS,
  noticeTooLong,
  type GroupTypeChoice,
} from './create-group.ts';

/**
 * Create-group dialog (SPEC §2, §5, §6): name (required, 2-20 hint), type with its rules shown, optional groupID
 * (not for Community), avatar (an uploaded image), introduction and notice (at most 150 characters).
 */
export function CreateGroupDialog({
  memberList,
  onCancel,
  onCreated,
}: {
  memberList: string[];
  onCancel: () => void;
  onCreated: (groupID: string) => void;
}) {
  const { t } = useTranslation('contacts');
  const { t: tChat } = useTranslation();
  const chat = useChat();
  const [name, setName] = useState('');
  const [type, setType] = useState<GroupTypeChoice>(TYPES.GRP_WORK);
  const [groupID, setGroupID] = useState('');
  const [introduction, setIntroduction] = useState('');
  const [notification, setNotification] = useState('');
  const [avatar, setAvatar] = useState('');
  const [busy, setBusy] = useState(false);
  const community = type === TYPES.GRP_COMMUNITY;
  const form = { name, type, groupID, memberList, introduction, notification, avatar };
  const noticeOver = noticeTooLong(notification);
  const submit = async () => {
    if (!canCreate(form) || busy) return;
    setBusy(true);
    const id = await createGroup(chat, form);
    setBusy(false);
    if (id) onCreated(id);
  };
  return (
    <Dialog title={t('group.createTitle')} onClose={onCancel} testId="create-group">
      <form
        className="hy-group-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="hy-field">
          <span>
            {t('group.name')} <span aria-hidden="true">*</span>
          </span>
          <input
            value={name}
            required
            aria-describedby="hy-group-name-hint"
            onChange={(e) => setName(e.target.value)}
            data-testid="group-name"
          />
          <span id="hy-group-name-hint" className="hy-field__hint">
            {t('group.nameHint')}
          </span>
        </label>
        <label className="hy-field">
          <span>{t('group.type')}</span>
          <select value={type} onChange={(e) => setType(e.target.value as GroupTypeChoice)} data-testid="group-type">
            {GROUP_TYPE_CHOICES.map((g) => (
              <option key={g} value={g}>
                {t(`group.types.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="hy-field__hint" data-testid="group-type-rules" data-type={type}>
          <span>{t('group.rulesTitle')}</span>
          <ul className="hy-group-rules">
            {groupTypeRules(type).map((rule) => (
              <li key={rule}>{t(`group.rules.${rule}`)}</li>
            ))}
          </ul>
        </div>
        {community ? null : (
          <label className="hy-field">
            <span>{t('group.groupID')}</span>
            <input value={groupID} onChange={(e) => setGroupID(e.target.value)} data-testid="group-id" />
            <span className="hy-field__hint">{t('group.groupIDHint')}</span>
          </label>
        )}
        <GroupAvatarField value={avatar} onChange={setAvatar} />
        <label className="hy-field">
          <span>{t('group.introduction')}</span>
          <textarea
            rows={2}
            value={introduction}
            maxLength={MAX_INTRODUCTION_CHARS}
            onChange={(e) => setIntroduction(e.target.value)}
            data-testid="group-introduction"
          />
        </label>
        <label className="hy-field">
          <span>{t('group.notification')}</span>
          <textarea
            rows={2}
            value={notification}
            aria-invalid={noticeOver}
            aria-describedby="hy-group-notice-hint"
            onChange={(e) => setNotification(e.target.value)}
            data-testid="group-notification"
          />
          <span
            id="hy-group-notice-hint"
            className={`hy-field__hint${noticeOver ? ' hy-field__hint--error' : ''}`}
            data-testid="group-notification-hint"
          >
            {noticeOver
              ? tChat('groups.noticeTooLong')
              : t('group.noticeCount', { count: [...notification.trim()].length, max: MAX_NOTICE_CHARS })}
          </span>
        </label>
        <p className="hy-field__hint">{t('group.members', { count: memberList.length })}</p>
        <div className="hy-modal__actions">
          <button type="button" className="hy-btn hy-btn--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="hy-btn" disabled={!canCreate(form) || busy} data-testid="group-confirm">
            {t('group.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
