import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DeskState, WireAgent, WireCanned, WireDeskDetail, WireDeskMessage } from '../../../common/desk/wire.ts';
import { ApiFailure } from '../api/http.ts';
import { session } from '../shell/session.ts';
import {
  addNote,
  assign,
  getConversation,
  getThread,
  listCanned,
  listLabels,
  sendReply,
  setConversationLabels,
  setState,
  viewing,
} from './api.ts';
import { AttachButton } from './AttachButton.tsx';
import { LabelPicker } from './LabelChips.tsx';
import { useLabels } from './useLabels.ts';
import { visitorLabel } from './labels.ts';
import { MessageItem } from './MessageItem.tsx';
import { VisitorPanel } from './VisitorPanel.tsx';
import { TemplateForm } from './TemplateForm.tsx';

const POLL_MS = 3000;

/** Canned responses whose shortcut starts with what follows the '/' the text begins with. */
function suggestions(text: string, canned: WireCanned[]): WireCanned[] {
  const m = /^\/([a-z0-9_-]*)$/.exec(text);
  return m ? canned.filter((c) => c.shortcut.startsWith(m[1]!)).slice(0, 8) : [];
}

/**
 * One conversation: the thread with private notes, the composer (reply or note, '/' for canned responses),
 * assignment and states, who else is viewing or typing, and the visitor's context beside it.
 * Shortcuts: Ctrl+Enter sends, Alt+N switches reply/note, Alt+M assigns to me, Alt+R resolves.
 */
export function ConversationView({ id, agents }: { id: number; agents: WireAgent[] }) {
  const { t } = useTranslation('desk');
  const { me } = useSnapshot(session);
  const [detail, setDetail] = useState<WireDeskDetail | null>(null);
  const [thread, setThread] = useState<WireDeskMessage[]>([]);
  const [canned, setCanned] = useState<WireCanned[]>([]);
  const [text, setText] = useState('');
  const [noteMode, setNoteMode] = useState(false);
  const [snooze, setSnooze] = useState('');
  const [error, setError] = useState('');
  const typedAt = useRef(0);
  const end = useRef<HTMLLIElement>(null);
  const labels = useLabels(listLabels);

  const refresh = useCallback(async () => {
    const [d, th] = await Promise.all([getConversation(id), getThread(id)]);
    setDetail(d);
    setThread(th);
  }, [id]);

  const fail = useCallback((err: unknown) => setError(err instanceof ApiFailure && err.message ? err.message : t('failed')), [t]);

  useEffect(() => {
    let live = true;
    void listCanned().then((c) => live && setCanned(c), fail);
    const tick = async () => {
      try {
        await viewing(id, Date.now() - typedAt.current < POLL_MS);
        if (live) await refresh();
      } catch (err) {
        if (live) fail(err);
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [id, refresh, fail]);

  // (scrollIntoView returns a promise in current Chromium: never the effect's cleanup)
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [thread.length]);

  const act = async (run: () => Promise<unknown>) => {
    setError('');
    try {
      await run();
      await refresh();
    } catch (err) {
      fail(err);
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    await act(async () => {
      await (noteMode ? addNote(id, body) : sendReply(id, { text: body }));
      setText('');
    });
  };

  const conversation = detail?.conversation;
  const english = detail?.visitor.language.toLowerCase().startsWith('en') ?? false;
  const pick = (c: WireCanned) => setText(english ? c.en : c.zh);
  const changeState = (state: DeskState, until?: string) => act(() => setState(id, state, until));

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
    else if (event.altKey && event.key.toLowerCase() === 'n') setNoteMode((v) => !v);
    else if (event.altKey && event.key.toLowerCase() === 'm' && me) void act(() => assign(id, me.userId));
    else if (event.altKey && event.key.toLowerCase() === 'r') void changeState('resolved');
    else return;
    event.preventDefault();
  };

  const offered = suggestions(text, canned);
  // the server refuses an agent's answer in another agent's conversation (admins answer any); notes stay open
  const othersOnly = Boolean(me && me.role !== 'admin' && conversation?.assignee && conversation.assignee !== me.userId);
  const viewers = detail?.viewers ?? [];
  return (
    <div className="desk-conversation" onKeyDown={onKey}>
      <section className="desk-thread" aria-labelledby="desk-conv-title">
        <header className="desk-head">
          <h1 id="desk-conv-title">{conversation ? visitorLabel(conversation) : '…'}</h1>
          {conversation ? (
            <p>
              <span className={`state state--${conversation.state}`}>{t(`state.${conversation.state}`)}</span>{' '}
              {conversation.assignee ? t('list.assignedTo', { agent: conversation.assignee }) : t('list.unassigned')}
              {conversation.rating ? ` · ${t('rating', { score: conversation.rating })}` : ''}
            </p>
          ) : null}
          {viewers.length ? (
            <p className="desk-viewers" role="status">
              {viewers.map((v) => t(v.typing ? 'viewers.typing' : 'viewers.viewing', { agent: v.userId })).join(' · ')}
            </p>
          ) : null}
          {conversation ? (
            <LabelPicker ids={conversation.labels} labels={labels} onChange={(next) => void act(() => setConversationLabels(id, next))} />
          ) : null}
          <div className="desk-actions">
            <label>
              {t('actions.assignee')}
              <select value={conversation?.assignee ?? ''} onChange={(e) => void act(() => assign(id, e.target.value || null))}>
                <option value="">{t('list.unassigned')}</option>
                {agents.map((a) => (
                  <option key={a.userId} value={a.userId}>
                    {a.nick || a.userId} ({t(`presence.${a.presence}`)})
                  </option>
                ))}
              </select>
            </label>
            {me && conversation?.assignee !== me.userId ? (
              <button type="button" onClick={() => void act(() => assign(id, me.userId))}>
                {t('actions.mine')}
              </button>
            ) : null}
            {conversation?.state !== 'open' ? (
              <button type="button" onClick={() => void changeState('open')}>
                {t('actions.open')}
              </button>
            ) : null}
            {conversation?.state !== 'pending' && conversation?.state !== 'resolved' ? (
              <button type="button" onClick={() => void changeState('pending')}>
                {t('actions.pending')}
              </button>
            ) : null}
            {conversation?.state !== 'resolved' ? (
              <button type="button" className="primary" onClick={() => void changeState('resolved')}>
                {t('actions.resolve')}
              </button>
            ) : null}
            <label>
              {t('actions.snoozeUntil')}
              <input type="datetime-local" value={snooze} onChange={(e) => setSnooze(e.target.value)} />
            </label>
            <button type="button" disabled={!snooze} onClick={() => void changeState('snoozed', new Date(snooze).toISOString())}>
              {t('actions.snooze')}
            </button>
          </div>
        </header>
        {error ? <p role="alert">{error}</p> : null}
        <ol className="desk-messages" aria-label={t('thread.label')}>
          {thread.map((m) => (
            <MessageItem key={m.id} message={m} />
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
        <form className={`desk-composer${noteMode ? ' desk-composer--note' : ''}`} onSubmit={(e) => void submit(e)}>
          <div role="group" aria-label={t('composer.mode')}>
            <button type="button" aria-pressed={!noteMode} onClick={() => setNoteMode(false)}>
              {t('composer.reply')}
            </button>
            <button type="button" aria-pressed={noteMode} onClick={() => setNoteMode(true)}>
              {t('composer.note')}
            </button>
          </div>
          <label className="sr-only" htmlFor="desk-text">
            {noteMode ? t('composer.note') : t('composer.reply')}
          </label>
          <textarea
            id="desk-text"
            value={text}
            rows={3}
            placeholder={noteMode ? t('composer.notePlaceholder') : t('composer.placeholder')}
            onChange={(e) => {
              typedAt.current = Date.now();
              setText(e.target.value);
            }}
          />
          {offered.length ? (
            <ul className="desk-canned" aria-label={t('composer.canned')}>
              {offered.map((c) => (
                <li key={c.id}>
                  <button type="button" onClick={() => pick(c)}>
                    <strong>/{c.shortcut}</strong> {english ? c.en : c.zh}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {othersOnly && !noteMode ? (
            <p className="muted" role="note">
              {t('composer.othersConversation', { agent: conversation?.assignee ?? '' })}
            </p>
          ) : null}
          <button type="submit" className="primary" disabled={othersOnly && !noteMode}>
            {noteMode ? t('composer.addNote') : t('composer.send')}
          </button>
          {!noteMode ? <AttachButton id={id} disabled={othersOnly} onSent={() => void refresh()} onError={setError} /> : null}
          <p className="muted desk-keys">{t('composer.keys')}</p>
        </form>
        <TemplateForm onSend={(template) => act(() => sendReply(id, { template }))} />
      </section>
      {detail ? <VisitorPanel detail={detail} onSaved={() => void refresh()} /> : null}
    </div>
  );
}
