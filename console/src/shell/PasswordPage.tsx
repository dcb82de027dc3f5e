import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiFailure } from '../api/http.ts';
import { field } from '../api/form.ts';

/** Changing one's own password (the server checks the current one and the password rules; other sessions end). */
export function PasswordPage() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const next = field(form, 'next');
    if (next !== field(form, 'repeat')) {
      setMessage({ ok: false, text: t('password.mismatch') });
      return;
    }
    try {
      await api('POST', '/password', { current: field(form, 'current'), next });
      formElement.reset();
      setMessage({ ok: true, text: t('password.changed') });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiFailure && err.message ? err.message : t('common.failed') });
    }
  }

  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title">{t('password.title')}</h1>
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <label>
          {t('password.current')}
          <input name="current" type="password" autoComplete="current-password" required maxLength={200} />
        </label>
        <label>
          {t('password.next')}
          <input
            name="next"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={200}
            aria-describedby="password-rules"
          />
        </label>
        <p id="password-rules" className="hint">
          {t('password.rules')}
        </p>
        <label>
          {t('password.repeat')}
          <input name="repeat" type="password" autoComplete="new-password" required maxLength={200} />
        </label>
        {message && (
          <p className={message.ok ? 'notice' : 'error'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
        <button type="submit">{t('password.submit')}</button>
      </form>
    </section>
  );
}
