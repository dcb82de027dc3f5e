import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import type { CatalogKind, CatalogRow, FieldSpec } from '../../../common/console/catalog.ts';
import type { PublishState } from '../../../common/console/content.ts';
import { LOCALES, isLocale } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { api } from '../api/http.ts';
import { publishRow, unpublishRow } from './api.ts';
import { ContentNav } from './ContentNav.tsx';
import { ImageChoice, useMediaPicker } from './editor-kit/MediaPicker.tsx';
import { PublishBar } from './editor-kit/PublishBar.tsx';
import { Revisions } from './editor-kit/Revisions.tsx';
import { SideBySide, refusalText, refusalsOf } from './editor-kit/SideBySide.tsx';
import { NoticeLine, useNotice } from './editor-kit/useNotice.tsx';

type Draft = Record<string, string | number | null>;

/** The item open in the form: its rows and drafts per language (one, 'zh_CN', for a kind without languages). */
interface Editing {
  entry: PublishState | null;
  rows: Partial<Record<Locale, CatalogRow>>;
  drafts: Partial<Record<Locale, Draft>>;
  included: Locale[];
  /** A new figure's key. */
  key: string;
}

function blank(kind: CatalogKind): Draft {
  const draft: Draft = {};
  for (const f of kind.fields)
    draft[f.name] =
      f.kind === 'int' ? 0 : f.kind === 'choice' ? (f.choices?.[0] ?? '') : f.kind === 'date' ? new Date().toISOString().slice(0, 10) : '';
  return draft;
}

/** The rows of one item (every language) as the form edits them. */
function editingOf(kind: CatalogKind, rows: CatalogRow[], entryId: number | string): Editing {
  const mine = rows.filter((r) => r.entryId === entryId);
  const byLocale: Partial<Record<Locale, CatalogRow>> = {};
  for (const row of mine) byLocale[kind.localized && isLocale(row.locale ?? '') ? (row.locale as Locale) : 'zh_CN'] = row;
  const drafts: Partial<Record<Locale, Draft>> = {};
  for (const locale of LOCALES) {
    const row = byLocale[locale];
    drafts[locale] = row ? Object.fromEntries(kind.fields.map((f) => [f.name, row[f.name] ?? null])) : blank(kind);
  }
  const first = mine[0]!;
  // A field shared by the languages is entered once: every version starts from the first row's value.
  for (const f of kind.fields.filter((x) => x.shared)) for (const locale of LOCALES) drafts[locale]![f.name] = first[f.name] ?? null;
  return {
    entry: { entryId: first.entryId, status: first.status, publishAt: first.publishAt, unpublishAt: first.unpublishAt },
    rows: byLocale,
    drafts,
    included: LOCALES.filter((l) => byLocale[l]),
    key: String(first.key),
  };
}

/**
 * Jobs, branches, cases, courses, the figures table and recommended items: one screen for every kind of
 * common/console/catalog.ts, its list and its form made from the kind's fields, the Chinese and English versions side
 * by side. A new item is a draft; it reaches the site when published (now or at a time, PublishBar).
 */
export default function CatalogPage() {
  const { t } = useTranslation('content');
  const common = useTranslation().t;
  const kindId = useParams().kind;
  const kind = CATALOG_KINDS.find((k) => k.id === kindId);
  const [rows, setRows] = useState<CatalogRow[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  /** The fields the server refused, as `<locale>.<field>`. */
  const [invalid, setInvalid] = useState<string[]>([]);
  const { message, setMessage, fail } = useNotice();
  const media = useMediaPicker((target: { locale: Locale; field: string; shared?: boolean }, chosen) =>
    (target.shared ? setShared : set(target.locale))(target.field, chosen.urls.large),
  );

  const load = useCallback(() => (kind ? api<CatalogRow[]>('GET', `/content/${kind.id}`) : Promise.resolve([])), [kind]);
  const reload = useCallback(() => load().then(setRows, fail), [load, fail]);
  useEffect(() => {
    setEditing(null);
    setMessage(null);
    void reload();
  }, [reload, setMessage]);
  if (!kind) return <p>{common('common.forbidden')}</p>;

  const label = (f: string) => t(`catalog.fields.${f}`);
  const shown = (f: FieldSpec, value: string | number | null) =>
    f.kind === 'choice' && value !== null ? t(`catalog.choices.${f.name}.${value}`) : String(value ?? '');
  const locales = (e: Editing) => (kind.localized ? LOCALES.filter((l) => e.included.includes(l)) : (['zh_CN'] as const));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing || !kind) return;
    try {
      const entryId = kind.localized ? await saveEntry(editing, kind) : await saveRows(editing, kind);
      const fresh = await load();
      setRows(fresh);
      setInvalid([]);
      const next = entryId === null ? null : editingOf(kind, fresh, entryId);
      setEditing(next);
      setMessage({ ok: true, text: next?.entry?.status === 'published' ? t('catalog.saved') : t('publishing.savedDraft') });
    } catch (err) {
      // The form keeps what was typed; the refused fields are named with their language and marked.
      const refused = refusalsOf(err);
      setInvalid(refused.map((r) => `${r.locale}.${r.name}`));
      if (!refused.length) return fail(err);
      setMessage({ ok: false, text: refusalText(t, refused, label) });
    }
  }
  /** An item's versions in one call: both stored, or neither. */
  async function saveEntry(e: Editing, k: CatalogKind) {
    const versions = Object.fromEntries(locales(e).map((locale) => [locale, e.drafts[locale]]));
    const saved = await api<CatalogRow[]>('POST', `/content/${k.id}/entries`, {
      ...(e.entry ? { entryId: e.entry.entryId } : {}),
      versions,
    });
    return saved[0]?.entryId ?? null;
  }
  /** A kind without languages (figures): its one row. */
  async function saveRows(e: Editing, k: CatalogKind) {
    const row = e.rows.zh_CN;
    const body: Draft = { ...e.drafts.zh_CN };
    const saved = row
      ? await api<CatalogRow>('PUT', `/content/${k.id}/${row.key}`, body)
      : await api<CatalogRow>('POST', `/content/${k.id}`, { ...body, ...(k.key === 'key' ? { key: e.key } : {}) });
    return saved.entryId;
  }
  /** After a revision is restored: the form shows the item as it is now. */
  async function restored(entryId: number | string, text: string) {
    if (!kind) return;
    try {
      const fresh = await load();
      setRows(fresh);
      setEditing(editingOf(kind, fresh, entryId));
      setMessage({ ok: true, text });
    } catch (err) {
      fail(err);
    }
  }
  async function remove(row: CatalogRow) {
    if (!kind || !window.confirm(t('catalog.confirmDelete'))) return;
    try {
      await api('DELETE', `/content/${kind.id}/${row.key}`);
      setMessage({ ok: true, text: t('catalog.deleted') });
      setEditing(null);
      await reload();
    } catch (err) {
      fail(err);
    }
  }
  const set = (locale: Locale) => (name: string, value: string | number | null) =>
    setEditing((e) => (e ? { ...e, drafts: { ...e.drafts, [locale]: { ...e.drafts[locale], [name]: value } } } : e));
  const toggle = (locale: Locale, on: boolean) =>
    setEditing((e) => (e ? { ...e, included: on ? [...e.included, locale] : e.included.filter((l) => l !== locale) } : e));
  const listed = kind.fields.filter((f) => f.listed);
  const title = t(`catalog.kinds.${kind.id}`);
  /** A shared field (kind.localized) is set in every version at once. */
  const setShared = (name: string, value: string | number | null) => LOCALES.forEach((l) => set(l)(name, value));
  const sharedFields = kind.localized ? kind.fields.filter((f) => f.shared) : [];
  const fields = (locale: Locale) =>
    kind.fields
      .filter((f) => !sharedFields.includes(f))
      .map((f) => (
        <Field
          key={f.name}
          field={f}
          label={label(f.name)}
          value={editing?.drafts[locale]?.[f.name] ?? null}
          set={set(locale)}
          invalid={invalid.includes(`${locale}.${f.name}`)}
          pick={() => media.pick({ locale, field: f.name })}
        />
      ));
  const first = editing && (editing.rows.zh_CN ?? editing.rows.en_US);

  return (
    <section aria-labelledby="catalog-title">
      <ContentNav />
      <h1 id="catalog-title">{title}</h1>
      <NoticeLine message={message} />
      <p>
        <button
          type="button"
          onClick={() =>
            setEditing({ entry: null, rows: {}, drafts: { zh_CN: blank(kind), en_US: blank(kind) }, included: [...LOCALES], key: '' })
          }
        >
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
            <th scope="col">{t('news.status')}</th>
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
              <td>
                <span className={`badge ${row.status}`}>{t(`status.${row.status}`)}</span>
              </td>
              <td className="inline">
                <button type="button" onClick={() => setEditing(editingOf(kind, rows, row.entryId))}>
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
        <form className="stack entry-form" aria-labelledby="catalog-form-title" onSubmit={(e) => void submit(e)}>
          <h2 id="catalog-form-title">{first ? t('catalog.edit', { id: first.key }) : t('catalog.new')}</h2>
          {kind.key === 'key' && !first && (
            <label>
              {label('key')}
              <input
                required
                pattern="[a-z][a-z0-9_]{0,39}"
                value={editing.key}
                onChange={(e) => setEditing({ ...editing, key: e.target.value })}
              />
            </label>
          )}
          {sharedFields.length > 0 && (
            <fieldset>
              <legend>{t('catalog.shared')}</legend>
              {sharedFields.map((f) => (
                <Field
                  key={f.name}
                  field={f}
                  label={label(f.name)}
                  value={editing.drafts.zh_CN?.[f.name] ?? null}
                  set={setShared}
                  invalid={LOCALES.some((l) => invalid.includes(`${l}.${f.name}`))}
                  pick={() => media.pick({ locale: 'zh_CN', field: f.name, shared: true })}
                />
              ))}
            </fieldset>
          )}
          {kind.localized ? (
            <SideBySide included={editing.included} toggle={toggle}>
              {fields}
            </SideBySide>
          ) : (
            fields('zh_CN')
          )}
          <div className="inline">
            <button type="submit">{t('editor.save')}</button>
            <button type="button" onClick={() => setEditing(null)}>
              {common('common.cancel')}
            </button>
          </div>
          {editing.entry && first && (
            <PublishBar
              state={editing.entry}
              notices="item"
              showState
              publish={(at, until) => publishRow(`/content/${kind.id}/${first.key}`, at, until)}
              unpublish={() => unpublishRow(`/content/${kind.id}/${first.key}`)}
              onError={fail}
              onDone={(state, text) => {
                setMessage({ ok: true, text });
                setEditing({ ...editing, entry: state });
                void reload();
              }}
            />
          )}
          {editing.entry && (
            <Revisions
              area={kind.id}
              entry={editing.entry.entryId}
              revision={editing.rows}
              onError={fail}
              onRestored={(text) => void restored(editing.entry!.entryId, text)}
            />
          )}
        </form>
      )}
      {media.picker}
    </section>
  );
}

function Field(props: {
  field: FieldSpec;
  label: string;
  value: string | number | null;
  set: (name: string, value: string | number | null) => void;
  invalid: boolean;
  pick: () => void;
}) {
  const { t } = useTranslation('content');
  const { field: f, label, value, set } = props;
  if (f.kind === 'image')
    return (
      <ImageChoice label={label} url={value ? String(value) : ''} alt={label} choose={t('banners.chooseImage')} onChoose={props.pick} />
    );
  if (f.kind === 'choice')
    return (
      <label>
        {label}
        <select
          aria-invalid={props.invalid || undefined}
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
        <textarea
          aria-invalid={props.invalid || undefined}
          rows={4}
          maxLength={f.max}
          value={String(value ?? '')}
          onChange={(e) => set(f.name, e.target.value)}
        />
      </label>
    );
  return (
    <label>
      {label}
      <input
        aria-invalid={props.invalid || undefined}
        type={f.kind === 'int' ? 'number' : f.kind === 'date' ? 'date' : 'text'}
        {...(f.kind === 'int' ? { min: 0, max: f.max } : { maxLength: f.max })}
        value={String(value ?? '')}
        onChange={(e) => set(f.name, f.kind === 'int' ? Number(e.target.value) : e.target.value)}
      />
    </label>
  );
}
