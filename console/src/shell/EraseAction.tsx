import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http.ts';

export interface EraseTexts {
  title: string;
  hint: string;
  button: string;
  confirm: string;
}

/**
 * An erase on request (issue #32.5): a heading, what it removes, a button that asks for a confirmation first; the
 * server's refusal shown in the reader's language. Shown by its callers to admins only (the server checks anyway).
 */
export function EraseAction({ texts, onErase }: { texts: EraseTexts; onErase: () => Promise<void> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');

  const erase = async () => {
    setError('');
    try {
      await onErase();
    } catch (err) {
      setError(err instanceof ApiFailure && err.message ? err.message : t('common.failed'));
      setConfirming(false);
    }
  };

  return (
    <div className="erase-action">
      <h3>{texts.title}</h3>
      <p className="hint">{texts.hint}</p>
      {confirming ? (
        <div className="inline">
          <button type="button" className="danger" onClick={() => void erase()}>
            {texts.confirm}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          {texts.button}
        </button>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
