import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { signIn } from './session.ts';
import { field } from '../api/form.ts';

/** Staff sign-in: user ID and password; the server's refusal (wrong password, a disabled account, too many attempts) is shown as sent. */
export function SignIn() {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      await signIn(field(form, 'userId').trim(), field(form, 'password'));
    } catch (err) {
      setError(err instanceof ApiFailure && err.message ? err.message : t('common.failed'));
      setBusy(false);
    }
  }

  return (
    <main className="sign-in" id="main">
      <LanguageSwitch />
      <form onSubmit={(e) => void submit(e)} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t('signIn.title')}</h1>
        <label>
          {t('signIn.userId')}
          <input name="userId" autoComplete="username" required maxLength={64} />
        </label>
        <label>
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
