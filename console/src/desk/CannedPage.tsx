import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireCanned } from '../../../common/desk/wire.ts';
import { ApiFailure } from '../api/http.ts';
import { field } from '../api/form.ts';
import { createCanned, deleteCanned, listCanned, updateCanned } from './api.ts';

/** Canned responses in both languages, typed as '/shortcut' in the composer. */
export default function CannedPage() {
  const { t } = useTranslation('desk');
  const [items, setItems] = useState<WireCanned[]>([]);
  const [editing, setEditing] = useState<WireCanned | null>(null);
  const [error, setError] = useState('');

  const load = () => listCanned().then(setItems, fail);
  function fail(err: unknown) {
    setError(err instanceof ApiFailure && err.message ? err.message : t('failed'));
  }
  useEffect(() => {
    void listCanned().then(setItems, (err: unknown) => setError(err instanceof ApiFailure && err.message ? err.message : ''));
  }, []);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const value = { shortcut: field(form, 'shortcut'), zh: field(form, 'zh'), en: field(form, 'en') };
    setError('');
    try {
      await (editing ? updateCanned(editing.id, value) : createCanned(value));
      setEditing(null);
      formEl.reset();
      await load();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <section aria-labelledby="desk-canned-title" className="desk-canned-page">
      <h1 id="desk-canned-title">{t('canned.title')}</h1>
      <form onSubmit={(e) => void save(e)} key={editing?.id ?? 'new'} className="desk-canned-form">
        <label>
          {t('canned.shortcut')}
          <input name="shortcut" required maxLength={32} pattern="[a-z0-9_\-]{1,32}" defaultValue={editing?.shortcut ?? ''} />
        </label>
        <label>
          {t('canned.zh')}
          <textarea name="zh" required maxLength={2000} defaultValue={editing?.zh ?? ''} />
        </label>
        <label>
          {t('canned.en')}
          <textarea name="en" required maxLength={2000} defaultValue={editing?.en ?? ''} />
        </label>
        <button type="submit" className="primary">
          {editing ? t('canned.update') : t('canned.add')}
        </button>
        {editing ? (
          <button type="button" onClick={() => setEditing(null)}>
            {t('canned.cancel')}
          </button>
        ) : null}
        {error ? <p role="alert">{error}</p> : null}
      </form>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('canned.shortcut')}</th>
            <th scope="col">{t('canned.zh')}</th>
            <th scope="col">{t('canned.en')}</th>
            <th scope="col">
              <span className="sr-only">{t('canned.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id}>
              <td>/{c.shortcut}</td>
              <td>{c.zh}</td>
              <td>{c.en}</td>
              <td>
                <button type="button" onClick={() => setEditing(c)}>
                  {t('canned.edit')}
                </button>
                <button type="button" onClick={() => void deleteCanned(c.id).then(load, fail)}>
                  {t('canned.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
