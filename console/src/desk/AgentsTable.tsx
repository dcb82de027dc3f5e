import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { WireAgent } from '../../../common/desk/wire.ts';
import { ApiFailure } from '../api/http.ts';
import { session } from '../shell/session.ts';
import { listAgents, setAgentLimit } from './api.ts';

/** The desk's agents: presence, open conversations and the limit round robin respects (admins change it). */
export function AgentsTable() {
  const { t } = useTranslation('desk');
  const { me } = useSnapshot(session);
  const [agents, setAgents] = useState<WireAgent[]>([]);
  const [error, setError] = useState('');
  const admin = me?.role === 'admin';

  const load = () =>
    listAgents().then(setAgents, (err: unknown) => setError(err instanceof ApiFailure && err.message ? err.message : t('failed')));
  useEffect(() => {
    void listAgents().then(setAgents, () => undefined);
  }, []);

  const setLimit = async (userId: string, limit: number) => {
    setError('');
    try {
      await setAgentLimit(userId, limit);
      await load();
    } catch (err) {
      setError(err instanceof ApiFailure && err.message ? err.message : t('failed'));
    }
  };

  return (
    <section aria-labelledby="desk-agents-title">
      <h2 id="desk-agents-title">{t('agents.title')}</h2>
      {error ? <p role="alert">{error}</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('reports.agent')}</th>
            <th scope="col">{t('agents.presence')}</th>
            <th scope="col">{t('agents.open')}</th>
            <th scope="col">{t('agents.limit')}</th>
          </tr>
        </thead>
        <tbody>
          {agents.map((a) => (
            <tr key={a.userId}>
              <th scope="row">{a.nick || a.userId}</th>
              <td>{t(`presence.${a.presence}`)}</td>
              <td>{a.open}</td>
              <td>
                {admin ? (
                  <input
                    type="number"
                    min={1}
                    max={100}
                    defaultValue={a.limit}
                    aria-label={t('agents.limitOf', { agent: a.userId })}
                    onBlur={(e) => {
                      const value = Number(e.target.value);
                      if (Number.isInteger(value) && value >= 1 && value <= 100 && value !== a.limit) void setLimit(a.userId, value);
                    }}
                  />
                ) : (
                  a.limit
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
