import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { CallConfig } from '../../../../protocol/calls.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import { useChat } from '../hooks/useChat.ts';
import { UserSelector } from '../start/UserSelector.tsx';

/** Who of the group to call (the user selector of SPEC §5), within the call's member limit (mesh or SFU). */
export function CallPicker({ groupID, onCancel, onDone }: { groupID: string; onCancel: () => void; onDone: (ids: string[]) => void }) {
  const { t } = useTranslation('calls');
  const chat = useChat();
  const group = useSnapshot(chat.groups).byID[groupID];
  const me = useSnapshot(chat.session).userID;
  const [selected, setSelected] = useState<string[]>([]);
  const [config, setConfig] = useState<CallConfig | null>(null);
  useEffect(() => {
    let live = true;
    void chat.engine.getCallConfig().then(
      (r) => live && setConfig(r.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chat]);
  const items = (group?.members ?? []).filter((m) => m.userID !== me).map((m) => ({ userID: m.userID, label: m.nick || m.userID }));
  const max = config ? config.maxMembers - 1 : Infinity;
  const tooMany = selected.length > max;
  return (
    <Dialog title={t('start.pickTitle')} onClose={onCancel} testId="call-picker">
      {config ? (
        <p className="hy-list-note" data-testid="call-limit">
          {t(config.media === 'mesh' ? 'start.meshLimit' : 'start.limit', { n: config.maxMembers })}
        </p>
      ) : null}
      <UserSelector items={items} single={false} selected={selected} onChange={setSelected} legend={t('start.pickLegend')} />
      {tooMany ? (
        <p className="hy-form-error" role="alert">
          {t('start.tooMany', { n: max })}
        </p>
      ) : null}
      <div className="hy-group-form__actions">
        <button type="button" className="hy-btn hy-btn--ghost" onClick={onCancel}>
          {t('start.cancel')}
        </button>
        <button type="button" className="hy-btn" disabled={selected.length === 0 || tooMany} onClick={() => onDone(selected)}>
          {t('start.call', { count: selected.length })}
        </button>
      </div>
    </Dialog>
  );
}
