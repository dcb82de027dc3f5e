import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DESK_SCOPES, DESK_STATES } from '../../../common/desk/wire.ts';
import type { DeskScope, DeskState, WireAgent, WireDeskConversation } from '../../../common/desk/wire.ts';
import { ApiFailure } from '../api/http.ts';
import { session } from '../shell/session.ts';
import { listAgents, listConversations, listLabels, setAway } from './api.ts';
import { LabelChips } from './LabelChips.tsx';
import { labelName, useLabels } from './useLabels.ts';
import { alerts, announce, enableNotifications, showCount } from './alerts.ts';
import { ConversationView } from './ConversationView.tsx';
import { visitorLabel } from './labels.ts';

const POLL_MS = 3000;

/** The inbox: filters by state and scope, the list (polled), the open conversation; presence and alert switches. */
export function DeskInbox() {
  const { t, i18n } = useTranslation('desk');
  const { me } = useSnapshot(session);
  const labels = useLabels(listLabels);
  const alertSwitches = useSnapshot(alerts);
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state') ?? 'open';
  const state = (stateParam === 'all' ? '' : stateParam) as DeskState | '';
  const scope = (params.get('scope') ?? 'all') as DeskScope;
  const selected = Number(params.get('c')) || null;
  const label = Number(params.get('label')) || 0;
  const [items, setItems] = useState<WireDeskConversation[]>([]);
  const [agents, setAgents] = useState<WireAgent[]>([]);
  const [error, setError] = useState('');
  const seen = useRef<Map<number, string> | null>(null);

  useEffect(() => {
    let live = true;
    const load = async () => {
      try {
        const [list, team] = await Promise.all([listConversations(state, scope, label), listAgents()]);
        if (!live) return;
        setItems(list.items);
        setAgents(team);
        setError('');
        showCount(list.waiting);
        // a new conversation or a new visitor message since the last look: sound and notification
        const before = seen.current;
        const now = new Map(list.items.map((c) => [c.id, c.lastVisitorAt ?? '']));
        const fresh = before ? list.items.filter((c) => c.waiting && before.get(c.id) !== (c.lastVisitorAt ?? '')) : [];
        if (fresh[0]) announce(t('alert.title'), `${visitorLabel(fresh[0])}: ${fresh[0].lastMessage}`);
        seen.current = now;
      } catch (err) {
        if (live) setError(err instanceof ApiFailure && err.message ? err.message : t('failed'));
      }
    };
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [state, scope, label, t]);

  const mine = agents.find((a) => a.userId === me?.userId);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  return (
    <section className="desk-inbox" aria-labelledby="desk-inbox-title">
      <aside className="desk-list" aria-label={t('list.label')}>
        <h1 id="desk-inbox-title" className="desk-list__title">
          {t('tabs.inbox')}
        </h1>
        <div className="desk-me">
          <span className={`presence presence--${mine?.presence ?? 'offline'}`}>{t(`presence.${mine?.presence ?? 'offline'}`)}</span>
          <button type="button" onClick={() => void setAway(mine?.presence !== 'away')}>
            {mine?.presence === 'away' ? t('presence.goOnline') : t('presence.goAway')}
          </button>
          <label>
            <input type="checkbox" checked={alertSwitches.sound} onChange={(e) => (alerts.sound = e.target.checked)} /> {t('alert.sound')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={alertSwitches.notify}
              onChange={(e) => (e.target.checked ? void enableNotifications() : (alerts.notify = false))}
            />{' '}
            {t('alert.notify')}
          </label>
        </div>
        <div className="desk-filters">
          <label>
            {t('list.state')}
            <select value={stateParam} onChange={(e) => set('state', e.target.value)}>
              {DESK_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`state.${s}`)}
                </option>
              ))}
              <option value="all">{t('list.anyState')}</option>
            </select>
          </label>
          <label>
            {t('labels.filter')}
            <select value={label || ''} onChange={(e) => set('label', e.target.value)}>
              <option value="">{t('labels.any')}</option>
              {labels.map((l) => (
                <option key={l.id} value={l.id}>
                  {labelName(l, i18n.language)}
                </option>
              ))}
            </select>
          </label>
          <div role="group" aria-label={t('list.scope')} className="desk-scopes">
            {DESK_SCOPES.map((s) => (
              <button key={s} type="button" aria-pressed={scope === s} onClick={() => set('scope', s)}>
                {t(`scope.${s}`)}
              </button>
            ))}
          </div>
        </div>
        {error ? <p role="alert">{error}</p> : null}
        <ul className="desk-items">
          {items.length === 0 ? <li className="muted">{t('list.empty')}</li> : null}
          {items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                aria-current={c.id === selected}
                className={c.waiting ? 'waiting' : ''}
                onClick={() => set('c', String(c.id))}
              >
                <strong>{visitorLabel(c)}</strong>
                <span className="muted">
                  {t(`state.${c.state}`)} · {c.assignee ? t('list.assignedTo', { agent: c.assignee }) : t('list.unassigned')}
                </span>
                <LabelChips ids={c.labels} labels={labels} />
                <span className="desk-last">{c.lastMessage}</span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      {selected ? <ConversationView key={selected} id={selected} agents={agents} /> : <p className="desk-empty muted">{t('list.pick')}</p>}
    </section>
  );
}
