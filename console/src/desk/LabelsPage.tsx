import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ApiFailure } from '../api/http.ts';
import { field } from '../api/form.ts';
import { session } from '../shell/session.ts';
import { createLabel, deleteLabel, listLabels } from './api.ts';
import { LabelChips } from './LabelChips.tsx';
import { labelName, useLabels } from './useLabels.ts';

/** Labels for conversations and leads: everybody sees them; admins add (both names, a colour) and delete them. */
export default function LabelsPage() {
  const { t, i18n } = useTranslation('desk');
  const { me } = useSnapshot(session);
  const [version, setVersion] = useState(0);
  const labels = useLabels(listLabels, version);
  const [error, setError] = useState('');
  const admin = me?.role === 'admin';

  const run = async (action: () => Promise<unknown>) => {
    setError('');
    try {
      await action();
      setVersion((v) => v + 1);
    } catch (err) {
      setError(err instanceof ApiFailure && err.message ? err.message : t('failed'));
    }
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    void run(async () => {
      await createLabel({ zh: field(form, 'zh'), en: field(form, 'en'), color: field(form, 'color') });
      formEl.reset();
    });
  };

  return (
    <section aria-labelledby="desk-labels-title" className="desk-labels-page">
      <h1 id="desk-labels-title">{t('labels.title')}</h1>
      {admin ? (
        <form onSubmit={add} className="desk-label-form">
          <label>
            {t('labels.zh')}
            <input name="zh" required maxLength={30} />
          </label>
          <label>
            {t('labels.en')}
            <input name="en" required maxLength={30} />
          </label>
          <label>
            {t('labels.color')}
            <input name="color" type="color" defaultValue="#0b57d0" required />
          </label>
          <button type="submit" className="primary">
            {t('labels.add')}
          </button>
        </form>
      ) : (
        <p className="muted">{t('labels.adminOnly')}</p>
      )}
      {error ? <p role="alert">{error}</p> : null}
      {labels.length === 0 ? <p className="muted">{t('labels.empty')}</p> : null}
      <ul className="desk-label-list">
        {labels.map((l) => (
          <li key={l.id}>
            <LabelChips ids={[l.id]} labels={[l]} />
            <span className="muted">
              {l.zh} / {l.en} · {l.color}
            </span>
            {admin ? (
              <button
                type="button"
                onClick={() =>
                  window.confirm(t('labels.confirmDelete', { name: labelName(l, i18n.language) })) && void run(() => deleteLabel(l.id))
                }
              >
                {t('labels.delete')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
