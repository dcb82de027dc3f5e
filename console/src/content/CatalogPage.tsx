import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import type { CatalogKind, CatalogRow, FieldSpec } from '../../../common/console/catalog.ts';
import { LOCALES } from '../../../common/locale.ts';
import { ApiFailure, api } from '../api/http.ts';
import { ContentNav } from './ContentNav.tsx';
import { MediaPicker } from './MediaPicker.tsx';

type Draft = Record<string, string | number | null>;

function blank(kind: CatalogKind): Draft {
  const draft: Draft = kind.localized ? { locale: 'zh_CN' } : { key: '' };
  for (const f of kind.fields)
    draft[f.name] =
      f.kind === 'int' ? 0 : f.kind === 'choice' ? (f.choices?.[0] ?? '') : f.kind === 'date' ? new Date().toISOString().slice(0, 10) : '';
  return draft;
}

/**
 * Jobs, branches, cases, courses, the figures table and recommended items: one screen for every kind of
 * common/console/catalog.ts, its list and its form made from the kind's fields. A saved row is on the site at once.
 */
export default function CatalogPage() {
  const { t } = useTranslation('content');
  const common = useTranslation().t;
  const kindId = useParams().kind;
  const kind = CATALOG_KINDS.find((k) => k.id === kindId);
  const [rows, setRows] = useState<CatalogRow[]>([]);
  const [editing, setEditing] = useState<{ key: string | number | null; draft: Draft } | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const fail = useCallback(
    (err: unknown) => setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : common('common.failed') }),
    [common],
  );
  const reload = useCallback(
    () => (kind ? api<CatalogRow[]>('GET', `/content/${kind.id}`).then(setRows, fail) : Promise.resolve()),
    [kind, fail],
  );
  useEffect(() => {
    setEditing(null);
    setMessage(null);
    void reload();
  }, [reload]);
  if (!kind) return <p>{common('common.forbidden')}</p>;

  const label = (f: string) => t(`catalog.fields.${f}`);
  const shown = (f: FieldSpec, value: string | number | null) =>
    f.kind === 'choice' && value !== null ? t(`catalog.choices.${f.name}.${value}`) : String(value ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing || !kind) return;
    const { key: _key, ...rest } = editing.draft;
    const body = editing.key === null && kind.key === 'key' ? editing.draft : rest;
    try {
      if (editing.key === null) await api('POST', `/content/${kind.id}`, body);
      else await api('PUT', `/content/${kind.id}/${editing.key}`, body);
      setMessage({ ok: true, text: t('catalog.saved') });
      setEditing(null);
      await reload();
    } catch (err) {
      fail(err);
    }
  }
  async function remove(row: CatalogRow) {
    if (!kind || !window.confirm(t('catalog.confirmDelete'))) return;
    try {
      await api('DELETE', `/content/${kind.id}/${row.key}`);
      setMessage({ ok: true, text: t('catalog.deleted') });
      await reload();
    } catch (err) {
      fail(err);
    }
  }
  const set = (name: string, value: string | number | null) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, [name]: value } } : e));
  const listed = kind.fields.filter((f) => f.listed);
  const title = t(`catalog.kinds.${kind.id}`);

  return (
    <section aria-labelledby="catalog-title">
      <ContentNav />
      <h1 id="catalog-title">{title}</h1>
      <p className={message?.ok === false ? 'error' : 'notice'} role={message?.ok === false ? 'alert' : 'status'} hidden={!message}>
        {message?.text}
      </p>
      <p>
        <button type="button" onClick={() => setEditing({ key: null, draft: blank(kind) })}>
          {t('catalog.new')}
        </button>
      </p>
      <table>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{label(kind.localized ? 'locale' : 'key')}</th>
            {listed.map((f) => (
              <th key={f.name} scope="col">
                {label(f.name)}
              </th>
            ))}
            <th scope="col">{t('banners.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.locale ?? ''}${row.key}`}>
              <td>{row.locale ? t(`editor.${row.locale}`) : row.key}</td>
              {listed.map((f) => (
                <td key={f.name}>{shown(f, row[f.name] ?? null)}</td>
              ))}
              <td className="inline">
                <button type="button" onClick={() => setEditing({ key: row.key, draft: { ...row } })}>
                  {t('catalog.edit', { id: row.key })}
                </button>
                <button type="button" className="danger" onClick={() => void remove(row)}>
                  {t('catalog.delete', { id: row.key })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <form className="stack banner-form" aria-labelledby="catalog-form-title" onSubmit={(e) => void submit(e)}>
          <h2 id="catalog-form-title">{editing.key === null ? t('catalog.new') : t('catalog.edit', { id: editing.key })}</h2>
          {kind.localized && (
            <label>
              {label('locale')}
              <select value={String(editing.draft.locale)} onChange={(e) => set('locale', e.target.value)}>
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {t(`editor.${l}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kind.key === 'key' && editing.key === null && (
            <label>
              {label('key')}
              <input
                required
                pattern="[a-z][a-z0-9_]{0,39}"
                value={String(editing.draft.key ?? '')}
                onChange={(e) => set('key', e.target.value)}
              />
            </label>
          )}
          {kind.fields.map((f) => (
            <Field
              key={f.name}
              field={f}
              label={label(f.name)}
              value={editing.draft[f.name] ?? null}
              set={set}
              pick={() => setPicking(f.name)}
            />
          ))}
          <div className="inline">
            <button type="submit">{t('editor.save')}</button>
            <button type="button" onClick={() => setEditing(null)}>
              {common('common.cancel')}
            </button>
          </div>
        </form>
      )}
      {picking && (
        <MediaPicker
          onClose={() => setPicking(null)}
          onPick={(media) => {
            set(picking, media.urls.large);
            setPicking(null);
          }}
        />
      )}
    </section>
  );
}

function Field(props: {
  field: FieldSpec;
  label: string;
  value: string | number | null;
  set: (name: string, value: string | number | null) => void;
  pick: () => void;
}) {
  const { t } = useTranslation('content');
  const { field: f, label, value, set } = props;
  if (f.kind === 'image')
    return (
      <div className="cover">
        <span>{label}</span>
        {value ? <img src={String(value)} alt={label} width={240} height={100} /> : null}
        <button type="button" onClick={props.pick}>
          {t('banners.chooseImage')}
        </button>
      </div>
    );
  if (f.kind === 'choice')
    return (
      <label>
        {label}
        <select
          value={String(value)}
          onChange={(e) => set(f.name, typeof f.choices?.[0] === 'number' ? Number(e.target.value) : e.target.value)}
        >
          {f.choices?.map((c) => (
            <option key={c} value={c}>
              {t(`catalog.choices.${f.name}.${c}`)}
            </option>
          ))}
        </select>
      </label>
    );
  if (f.kind === 'longText')
    return (
      <label>
        {label}
        <textarea rows={4} maxLength={f.max} value={String(value ?? '')} onChange={(e) => set(f.name, e.target.value)} />
      </label>
    );
  return (
    <label>
      {label}
      <input
        type={f.kind === 'int' ? 'number' : f.kind === 'date' ? 'date' : 'text'}
        {...(f.kind === 'int' ? { min: 0, max: f.max } : { maxLength: f.max })}
        value={String(value ?? '')}
        onChange={(e) => set(f.name, f.kind === 'int' ? Number(e.target.value) : e.target.value)}
      />
    </label>
  );
}
