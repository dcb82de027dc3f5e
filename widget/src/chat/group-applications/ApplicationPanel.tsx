import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { useChat } from '../hooks/useChat.ts';
import { useEscape } from '../group-panel/useEscape.ts';
import type { GroupApplication } from '../store/groups.ts';
import { handleApplication } from './applications.ts';

/** Group application panel (SPEC §2, §4): this group's applications, Agree / Reject, then 'agreed' / 'rejected'. */
export function ApplicationPanel({ groupID }: { groupID: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  const groups = useSnapshot(chat.groups);
  const list = groups.applications.filter((a) => a.groupID === groupID);
  const close = () => {
    chat.groups.applicationsOf = null;
    // handled lines are shown until the panel closes
    chat.groups.applications = chat.groups.applications.filter((a) => a.actionStatus === '');
  };
  useEscape(close);

  return (
    <div className="hy-dialog hy-apply-panel" role="dialog" aria-modal="true" aria-labelledby="hy-apply-title">
      <div className="hy-group-box">
        <div className="hy-group-box__head">
          <h4 id="hy-apply-title">{t('groups.applications.title')}</h4>
          <button type="button" className="hy-icon-btn" aria-label={t('window.close')} onClick={close} autoFocus>
            ×
          </button>
        </div>
        {list.length === 0 ? <p className="hy-list-note">{t('groups.applications.none')}</p> : null}
        <ul className="hy-apply-list">
          {list.map((a) => (
            <ApplicationItem key={a.applicationID} application={a as GroupApplication} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function ApplicationItem({ application: a }: { application: GroupApplication }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [busy, setBusy] = useState(false);
  const who = a.nick || a.applicantNick || a.applicant || a.userID;
  const act = async (action: 'Agree' | 'Reject') => {
    setBusy(true);
    try {
      await handleApplication(chat, a, action);
    } catch (err) {
      chat.toast('error', (err as { message?: string }).message || t('groups.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="hy-apply-item" data-testid="application">
      <span className="hy-msg__avatar" aria-hidden="true">
        {who.slice(0, 1).toUpperCase()}
      </span>
      <span className="hy-apply-item__main">
        <span className="hy-apply-item__who">{who}</span>
        <span className="hy-apply-item__note">
          {a.applicationType === 2 ? t('groups.applications.invited') : t('groups.applications.applies')}
          {a.wording ? `: ${a.wording}` : ''}
        </span>
      </span>
      {a.actionStatus ? (
        <span className="hy-apply-item__done" role="status">
          {t(a.actionStatus === 'Agree' ? 'groups.applications.agreed' : 'groups.applications.rejected')}
        </span>
      ) : (
        <span className="hy-apply-item__actions">
          <button type="button" className="hy-btn" disabled={busy} onClick={() => void act('Agree')}>
            {t('groups.applications.agree')}
          </button>
          <button type="button" className="hy-btn hy-btn--ghost" disabled={busy} onClick={() => void act('Reject')}>
            {t('groups.applications.reject')}
          </button>
        </span>
      )}
    </li>
  );
}
