import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireRevision } from '../../../../common/console/content.ts';
import { LOCALES } from '../../../../common/locale.ts';
import { listRevisions, restoreRevision } from '../api.ts';
import { formatTime } from '../time.ts';

/** Columns the history does not show: the body's plain text (the HTML is shown) and bookkeeping. */
const HIDDEN = new Set(['body', 'pictures']);
const LANG: Record<string, string> = { zh_CN: 'zh-CN', en_US: 'en' };

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);

/**
 * The saved versions of an item (every save of a news entry, banner or catalogue item is kept on the server): the list,
 * one compared with the latest side by side in both languages (changed fields marked), and restore, which makes it
 * the latest as a new version. `revision` is the item's save count seen by the editor (reloads the list after a save).
 */
export function Revisions(props: {
  area: string;
  entry: number | string;
  revision?: unknown;
  onRestored: (text: string) => void;
  onError: (err: unknown) => void;
}) {
  const { t, i18n } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<WireRevision[]>([]);
  const [picked, setPicked] = useState<WireRevision | null>(null);
  const { area, entry, onError } = props;
  useEffect(() => {
    listRevisions(area, entry).then(setList, onError);
  }, [area, entry, props.revision, onError]);

  const label = (column: string) =>
    i18n.exists(`content:revisions.fields.${column}`)
      ? t(`revisions.fields.${column}`)
      : i18n.exists(`content:catalog.fields.${column}`)
        ? t(`catalog.fields.${column}`)
        : column;
  const at = (r: WireRevision) => formatTime(r.createdAt, i18n.language);
  async function restore(r: WireRevision) {
    if (!window.confirm(t('revisions.confirmRestore'))) return;
    try {
      await restoreRevision(area, entry, r.id);
      setPicked(null);
      setList(await listRevisions(area, entry));
      props.onRestored(t('revisions.restored', { at: at(r) }));
    } catch (err) {
      onError(err);
    }
  }
  const latest = list[0];

  return (
    <section className="revisions" aria-labelledby={`revisions-${area}`}>
      <h2 id={`revisions-${area}`}>{t('revisions.title')}</h2>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('revisions.hide') : t('revisions.show', { count: list.length })}
      </button>
      {open && list.length === 0 && <p>{t('revisions.empty')}</p>}
      {open && (
        <ol>
          {list.map((r) => (
            <li key={r.id}>
              {t('revisions.saved', { at: at(r), who: r.author ?? t('revisions.server') })}{' '}
              {r !== latest && (
                <button type="button" onClick={() => setPicked(r)}>
                  {t('revisions.compare', { at: at(r) })}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {open && picked && latest && (
        <div>
          <h3>{t('revisions.comparing', { at: at(picked) })}</h3>
          <div className="versions">
            {LOCALES.filter((l) => picked.versions[l] ?? latest.versions[l]).map((locale) => {
              const then = picked.versions[locale] ?? {};
              const now = latest.versions[locale] ?? {};
              const columns = [...new Set([...Object.keys(then), ...Object.keys(now)])].filter((c) => !HIDDEN.has(c));
              return (
                <table key={locale} lang={LANG[locale]}>
                  <caption>{t(`editor.${locale}`)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('revisions.field')}</th>
                      <th scope="col">{t('revisions.then')}</th>
                      <th scope="col">{t('revisions.now')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {columns.map((c) => {
                      const changed = shown(then[c]) !== shown(now[c]);
                      return (
                        <tr key={c} className={changed ? 'changed' : undefined}>
                          <th scope="row">
                            {label(c)}
                            {changed && <span className="sr-only"> ({t('revisions.changed')})</span>}
                          </th>
                          <td>{changed ? <del>{shown(then[c])}</del> : shown(then[c])}</td>
                          <td>{changed ? <ins>{shown(now[c])}</ins> : shown(now[c])}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              );
            })}
          </div>
          <button type="button" onClick={() => void restore(picked)}>
            {t('revisions.restore')}
          </button>
        </div>
      )}
    </section>
  );
}
