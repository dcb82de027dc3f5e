import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LEAD_KINDS, LEAD_STATUSES, rightOfSource, sourceOfKind } from '../../../common/console/leads.ts';
import type { LeadFilter, LeadKind, LeadStatus } from '../../../common/console/leads.ts';
import { ApiFailure } from '../api/http.ts';
import { session } from '../shell/session.ts';
import { exportUrl, listLeadLabels, listLeads } from './api.ts';
import { LabelChips } from '../desk/LabelChips.tsx';
import { labelName, useLabels } from '../desk/useLabels.ts';
import type { LeadPage } from './api.ts';
import { formatTime } from './format.ts';
import { field } from '../api/form.ts';
import { Pager } from '../shell/Pager.tsx';

function filterOf(params: URLSearchParams): LeadFilter {
  const get = (k: string) => params.get(k) || undefined;
  return {
    kind: get('kind') as LeadKind | undefined,
    status: get('status') as LeadStatus | undefined,
    from: get('from'),
    to: get('to'),
    q: get('q'),
    label: Number(get('label')) || undefined,
  };
}

/** The inbox: filters by kind, status, dates and keyword (kept in the URL), the list, pages, the CSV of the filter. */
export function LeadsList() {
  const { t, i18n } = useTranslation();
  const { me } = useSnapshot(session);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [data, setData] = useState<LeadPage | null>(null);
  const [error, setError] = useState('');
  const kinds = LEAD_KINDS.filter((k) => me?.rights.includes(rightOfSource(sourceOfKind(k))));
  const key = params.toString();
  const labels = useLabels(listLeadLabels);

  useEffect(() => {
    let live = true;
    setError('');
    listLeads(filterOf(new URLSearchParams(key)), Math.max(1, Number(new URLSearchParams(key).get('page')) || 1)).then(
      (result) => live && setData(result),
      (err: unknown) => live && setError(err instanceof ApiFailure && err.message ? err.message : t('common.failed')),
    );
    return () => {
      live = false;
    };
  }, [key, t]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['kind', 'status', 'from', 'to', 'q', 'label']) {
      const value = field(form, name).trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  function goTo(n: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title">{t('leads.title')}</h1>
      <form className="filters" onSubmit={apply} key={key} role="search" aria-label={t('leads.filters')}>
        <label>
          {t('leads.kind')}
          <select name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{t('leads.all')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('leads.status')}
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('leads.all')}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('leads.from')}
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label>
          {t('leads.to')}
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <label>
          {t('desk:labels.filter')}
          <select name="label" defaultValue={filter.label ?? ''}>
            <option value="">{t('desk:labels.any')}</option>
            {labels.map((l) => (
              <option key={l.id} value={l.id}>
                {labelName(l, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('leads.keyword')}
          <input type="search" name="q" maxLength={100} defaultValue={filter.q ?? ''} />
        </label>
        <button type="submit">{t('leads.apply')}</button>
        <a className="button" href={exportUrl(filter)} download>
          {t('leads.export')}
        </a>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {data && (
        <>
          <p role="status">{t('leads.count', { count: data.total })}</p>
          <table>
            <caption className="sr-only">{t('leads.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leads.received')}</th>
                <th scope="col">{t('leads.kind')}</th>
                <th scope="col">{t('leads.name')}</th>
                <th scope="col">{t('leads.company')}</th>
                <th scope="col">{t('leads.contact')}</th>
                <th scope="col">{t('leads.status')}</th>
                <th scope="col">{t('leads.assignee')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((lead) => (
                <tr key={lead.ref}>
                  <td>{formatTime(lead.createdAt, i18n.language)}</td>
                  <td>{t(`kind.${lead.kind}`)}</td>
                  <td>
                    <Link to={`/leads/${lead.ref}`}>{lead.name}</Link> <LabelChips ids={lead.labels} labels={labels} />
                  </td>
                  <td>{lead.company}</td>
                  <td>{[lead.phone, lead.email].filter(Boolean).join(' · ')}</td>
                  <td>
                    <span className={`badge ${lead.status}`}>{t(`status.${lead.status}`)}</span>
                  </td>
                  <td>{lead.assignee ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pages={pages} label={t('leads.pages')} onPage={goTo} />
        </>
      )}
    </section>
  );
}
