import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiFailure } from '../api/http.ts';
import { formatTime } from '../leads/format.ts';
import { actionText } from './action-text.ts';

interface AuditEntry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

/** The audit log (admins): who changed what and when, newest first, 100 at a time. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [more, setMore] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(
    async (before?: string) => {
      try {
        const page = await api<{ entries: AuditEntry[]; more: boolean }>('GET', `/audit${before ? `?before=${before}` : ''}`);
        setEntries((list) => (before ? [...list, ...page.entries] : page.entries));
        setMore(page.more);
      } catch (err) {
        setError(err instanceof ApiFailure && err.message ? err.message : t('common.failed'));
      }
    },
    [t],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <table>
        <caption className="sr-only">{t('audit.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.at')}</th>
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{formatTime(e.at, i18n.language)}</td>
              <td>{e.actor ?? t('audit.system')}</td>
              <td>{actionText(t, e.action)}</td>
              <td>{e.target}</td>
              <td>
                <code>{Object.keys(e.detail).length ? JSON.stringify(e.detail) : ''}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {more && (
        <button type="button" onClick={() => void load(entries.at(-1)?.id)}>
          {t('audit.more')}
        </button>
      )}
    </section>
  );
}
