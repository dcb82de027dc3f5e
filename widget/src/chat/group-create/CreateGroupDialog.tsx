import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPES } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import { canCreate, createGroup, GROUP_TYPE_CHOICES, type GroupTypeChoice } from './create-group.ts';

/** Create-group dialog (SPEC §2, §5): name (required, 2-20 hint), type, optional groupID (not for Community). */
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
  const chat = useChat();
  const [name, setName] = useState('');
  const [type, setType] = useState<GroupTypeChoice>(TYPES.GRP_WORK);
  const [groupID, setGroupID] = useState('');
  const [busy, setBusy] = useState(false);
  const community = type === TYPES.GRP_COMMUNITY;
  const submit = async () => {
    if (!canCreate({ name }) || busy) return;
    setBusy(true);
    const id = await createGroup(chat, { name, type, groupID, memberList });
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
        {community ? null : (
          <label className="hy-field">
            <span>{t('group.groupID')}</span>
            <input value={groupID} onChange={(e) => setGroupID(e.target.value)} data-testid="group-id" />
            <span className="hy-field__hint">{t('group.groupIDHint')}</span>
          </label>
        )}
        <p className="hy-field__hint">{t('group.members', { count: memberList.length })}</p>
        <div className="hy-modal__actions">
          <button type="button" className="hy-btn hy-btn--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="hy-btn" disabled={!canCreate({ name }) || busy} data-testid="group-confirm">
            {t('group.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
