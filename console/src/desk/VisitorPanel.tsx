import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WireDeskDetail } from '../../../common/desk/wire.ts';
import { ApiFailure } from '../api/http.ts';
import { field } from '../api/form.ts';
import { editVisitor } from './api.ts';
import { EraseVisitor } from './EraseVisitor.tsx';

/** The visitor's local time now, from the offset their browser reported. */
function localTime(offsetMinutes: number | null): string {
  if (offsetMinutes === null) return '';
  const at = new Date(Date.now() + offsetMinutes * 60_000);
  return at.toISOString().slice(11, 16);
}

/** Beside the chat: where the visitor is and has been, who they are (editable), their other conversations. */
export function VisitorPanel({ detail, onSaved }: { detail: WireDeskDetail; onSaved: () => void }) {
  const { t } = useTranslation('desk');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const v = detail.visitor;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError('');
    setSaved(false);
    try {
      const leadRef = field(form, 'leadRef').trim();
      await editVisitor(v.visitorId, {
        name: field(form, 'name'),
        email: field(form, 'email'),
        phone: field(form, 'phone'),
        company: field(form, 'company'),
        leadRef: leadRef || null,
      });
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(err instanceof ApiFailure && err.message ? err.message : t('failed'));
    }
  };

  return (
    <aside className="desk-visitor" aria-labelledby="desk-visitor-title">
      <h2 id="desk-visitor-title">{t('visitor.title')}</h2>
      <dl>
        <dt>{t('visitor.currentPage')}</dt>
        <dd>{v.currentPage ? `${v.currentPage.title} — ${v.currentPage.url}` : '—'}</dd>
        <dt>{t('visitor.referrer')}</dt>
        <dd>{v.referrer || '—'}</dd>
        <dt>{t('visitor.language')}</dt>
        <dd>{v.language || '—'}</dd>
        <dt>{t('visitor.device')}</dt>
        <dd>{[v.device, v.browser].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>{t('visitor.localTime')}</dt>
        <dd>{v.utcOffsetMinutes === null ? '—' : `${localTime(v.utcOffsetMinutes)} (${v.timeZone})`}</dd>
        <dt>{t('visitor.firstSeen')}</dt>
        <dd>{new Date(v.firstSeen).toLocaleString()}</dd>
      </dl>
      <h3>{t('visitor.pages')}</h3>
      <ol className="desk-pages">
        {v.visitPages.map((p) => (
          <li key={`${p.at}-${p.url}`}>
            <span>{p.title || p.url}</span> <span className="muted">{new Date(p.at).toLocaleTimeString()}</span>
          </li>
        ))}
      </ol>
      <h3>{t('visitor.contact')}</h3>
      <form onSubmit={(e) => void save(e)} key={`${v.name}|${v.email}|${v.phone}|${v.company}|${v.leadRef ?? ''}`}>
        {(['name', 'email', 'phone', 'company'] as const).map((k) => (
          <label key={k}>
            {t(`visitor.${k}`)}
            <input name={k} defaultValue={v[k]} maxLength={k === 'company' || k === 'email' ? 100 : k === 'phone' ? 30 : 50} />
          </label>
        ))}
        <label>
          {t('visitor.lead')}
          <input name="leadRef" defaultValue={v.leadRef ?? ''} placeholder="enquiry-12" maxLength={20} />
        </label>
        {v.leadRef ? <Link to={`/leads/${v.leadRef}`}>{t('visitor.openLead')}</Link> : null}
        <button type="submit">{t('visitor.save')}</button>
        {error ? <p role="alert">{error}</p> : null}
        {saved ? <p role="status">{t('visitor.saved')}</p> : null}
      </form>
      <h3>{t('visitor.previous')}</h3>
      <ul>
        {detail.previous.length === 0 ? <li className="muted">—</li> : null}
        {detail.previous.map((c) => (
          <li key={c.id}>
            {new Date(c.createdAt).toLocaleDateString()} · {t(`state.${c.state}`)} {c.rating ? `· ${t('rating', { score: c.rating })}` : ''}
          </li>
        ))}
      </ul>
      <EraseVisitor visitorId={v.visitorId} />
    </aside>
  );
}
