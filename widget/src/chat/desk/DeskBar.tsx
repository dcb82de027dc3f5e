import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireAvailability } from '../../../../common/desk/wire.ts';
import { useWidgetConfig } from '../../context.ts';
import { BackendError } from '../session/backend.ts';
import { availability, endConversation, leaveContact } from './visitor-api.ts';
import { DESK_NAMESPACE } from './texts.ts';
import { watchAttention } from './attention.ts';
import { useChat } from '../hooks/useChat.ts';

const REFRESH_MS = 60_000;

/**
 * Above a visitor's chat: whether customer service is online before they write; outside business hours or with
 * nobody online the away message and a form to leave a phone or e-mail (a lead for the sales team); and a button
 * to end the conversation.
 */
export function DeskBar() {
  const { t } = useTranslation(DESK_NAMESPACE);
  const config = useWidgetConfig();
  const chat = useChat();
  const [state, setState] = useState<WireAvailability | null>(null);
  const [form, setForm] = useState(false);
  const [note, setNote] = useState('');

  useEffect(() => watchAttention(chat), [chat]);

  useEffect(() => {
    let live = true;
    const load = () =>
      availability(config.serverUrl, config.locale).then(
        (a) => live && setState(a),
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [config.serverUrl, config.locale]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const get = (k: string) => {
      const v = data.get(k);
      return typeof v === 'string' ? v.trim() : '';
    };
    const contact = { name: get('name'), phone: get('phone'), email: get('email'), message: get('message') };
    if (!contact.phone && !contact.email) {
      setNote(t('needContact'));
      return;
    }
    try {
      await leaveContact(config.serverUrl, config.locale, contact);
      setForm(false);
      setNote(t('left'));
    } catch (err) {
      setNote(err instanceof BackendError && err.message ? err.message : t('failed'));
    }
  };

  const end = async () => {
    if (!window.confirm(t('confirmEnd'))) return;
    try {
      await endConversation(config.serverUrl, config.locale);
      setNote(t('ended'));
    } catch (err) {
      setNote(err instanceof BackendError && err.message ? err.message : t('failed'));
    }
  };

  return (
    <div className="hy-desk-bar" data-testid="desk-bar">
      <p className="hy-desk-bar__status" role="status" data-available={state ? String(state.available) : undefined}>
        {state ? (state.available ? t('available') : state.awayMessage) : t('checking')}
      </p>
      <div className="hy-desk-bar__actions">
        {state && !state.available && !form ? (
          <button type="button" className="hy-btn" onClick={() => setForm(true)}>
            {t('leave')}
          </button>
        ) : null}
        <button type="button" className="hy-btn hy-btn--ghost" onClick={() => void end()}>
          {t('end')}
        </button>
      </div>
      {form ? (
        <form className="hy-desk-form" onSubmit={(e) => void submit(e)} aria-label={t('leave')}>
          <label>
            {t('name')}
            <input name="name" maxLength={50} autoComplete="name" />
          </label>
          <label>
            {t('phone')}
            <input name="phone" type="tel" maxLength={30} autoComplete="tel" />
          </label>
          <label>
            {t('email')}
            <input name="email" type="email" maxLength={100} autoComplete="email" />
          </label>
          <label>
            {t('message')}
            <textarea name="message" maxLength={1500} rows={2} />
          </label>
          <div>
            <button type="submit" className="hy-btn">
              {t('send')}
            </button>
            <button type="button" className="hy-btn hy-btn--ghost" onClick={() => setForm(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {note ? (
        <p className="hy-desk-bar__note" role="alert">
          {note}
        </p>
      ) : null}
    </div>
  );
}
