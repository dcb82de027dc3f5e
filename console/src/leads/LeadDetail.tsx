import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LEAD_STATUSES, rightOfSource } from '../../../common/console/leads.ts';
import { can } from '../../../common/console/roles.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import type { LeadStatus, WireLeadDetail } from '../../../common/console/leads.ts';
import { ApiFailure } from '../api/http.ts';
import { session } from '../shell/session.ts';
import { addNote, deleteLead, getLead, listAssignees, resumeUrl, updateLead } from './api.ts';
import { LeadLabels } from './LeadLabels.tsx';
import { fieldText, formatSize, formatTime } from './format.ts';
import { field } from '../api/form.ts';
import { EraseLead } from './EraseLead.tsx';

/** One lead: its form's fields, status and assignee, internal notes, the résumé (recruiters and admins), deletion. */
export function LeadDetail() {
  const { t, i18n } = useTranslation();
  const { ref = '' } = useParams();
  const navigate = useNavigate();
  const { me } = useSnapshot(session);
  const [lead, setLead] = useState<WireLeadDetail | null>(null);
  const [assignees, setAssignees] = useState<{ userId: string; nick: string; role: StaffRole }[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const fail = (err: unknown) =>
    setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : t('common.failed') });

  useEffect(() => {
    let live = true;
    getLead(ref).then(
      (l) => live && setLead(l),
      (err: unknown) =>
        live && setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : t('common.failed') }),
    );
    listAssignees().then(
      (a) => live && setAssignees(a),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ref, t]);

  async function saveState(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const assignee = field(form, 'assignee');
    try {
      setLead(await updateLead(ref, { status: field(form, 'status') as LeadStatus, assignee: assignee || null }));
      setMessage({ ok: true, text: t('lead.saved') });
    } catch (err) {
      fail(err);
    }
  }

  async function saveNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const body = field(new FormData(formElement), 'note');
    try {
      setLead(await addNote(ref, body));
      formElement.reset();
      setMessage({ ok: true, text: t('lead.noteAdded') });
    } catch (err) {
      fail(err);
    }
  }

  async function remove() {
    try {
      await deleteLead(ref);
      void navigate('/leads', { replace: true });
    } catch (err) {
      fail(err);
    }
  }

  if (!lead) {
    return (
      <section aria-labelledby="lead-title">
        <h1 id="lead-title">{t('lead.title')}</h1>
        {message ? (
          <p className="error" role="alert">
            {message.text}
          </p>
        ) : (
          <p>{t('common.loading')}</p>
        )}
        <Link to="/leads">{t('lead.back')}</Link>
      </section>
    );
  }

  const fields: [string, string][] = [
    ['leads.kind', t(`kind.${lead.kind}`)],
    ['leads.received', formatTime(lead.createdAt, i18n.language)],
    ['leads.company', lead.company],
    ['lead.phone', lead.phone],
    ['lead.email', lead.email],
    ['lead.summary', lead.source === 'job' ? '' : lead.summary], // a job application's summary repeats its cities
    ...Object.entries(lead.fields).map(([k, v]): [string, string] => [`field.${k}`, fieldText(k, v, t)]),
  ];
  return (
    <section aria-labelledby="lead-title" className="detail">
      <Link to="/leads">{t('lead.back')}</Link>
      <h1 id="lead-title">
        {lead.name} <span className={`badge ${lead.status}`}>{t(`status.${lead.status}`)}</span>
      </h1>
      <dl>
        {fields
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{t(k)}</dt>
              <dd className="pre">{v}</dd>
            </div>
          ))}
      </dl>
      <LeadLabels key={lead.ref} leadRef={lead.ref} initial={lead.labels} />
      {lead.resume && me?.rights.includes('leads.jobs') && (
        <p>
          <a className="button" href={resumeUrl(lead.ref)} download>
            {t('lead.resume', { name: lead.resume.name, size: formatSize(lead.resume.size) })}
          </a>
        </p>
      )}
      <form className="inline" onSubmit={(e) => void saveState(e)} aria-label={t('lead.handling')}>
        <label>
          {t('leads.status')}
          <select name="status" defaultValue={lead.status} key={`s-${lead.status}`}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('leads.assignee')}
          <select name="assignee" defaultValue={lead.assignee ?? ''} key={`a-${lead.assignee ?? ''}-${assignees.length}`}>
            <option value="">{t('lead.nobody')}</option>
            {assignees
              .filter((a) => can(a.role, rightOfSource(lead.source)))
              .map((a) => (
                <option key={a.userId} value={a.userId}>
                  {a.nick && a.nick !== a.userId ? `${a.nick} (${a.userId})` : a.userId}
                </option>
              ))}
          </select>
        </label>
        <button type="submit">{t('lead.save')}</button>
      </form>
      {message && (
        <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <h2>{t('lead.notes')}</h2>
      {lead.notes.length === 0 ? (
        <p>{t('lead.noNotes')}</p>
      ) : (
        <ol className="notes">
          {lead.notes.map((n) => (
            <li key={n.id}>
              <p className="meta">
                {n.author} · {formatTime(n.createdAt, i18n.language)}
              </p>
              <p className="pre">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="stack" onSubmit={(e) => void saveNote(e)}>
        <label>
          {t('lead.newNote')}
          <textarea name="note" required maxLength={2000} rows={3} />
        </label>
        <button type="submit">{t('lead.addNote')}</button>
      </form>
      <h2>{t('lead.deleteTitle')}</h2>
      <p className="hint">{t('lead.deleteHint')}</p>
      {confirming ? (
        <div className="inline">
          <button type="button" className="danger" onClick={() => void remove()}>
            {t('lead.confirmDelete')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          {t('lead.delete')}
        </button>
      )}
      <EraseLead leadRef={lead.ref} />
    </section>
  );
}
