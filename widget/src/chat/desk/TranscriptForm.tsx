import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetConfig } from '../../context.ts';
import { BackendError } from '../session/backend.ts';
import { requestTranscript } from './visitor-api.ts';
import { DESK_NAMESPACE } from './texts.ts';

/** At the end of a conversation (with the rating): the visitor may have its transcript e-mailed in their language. */
export function TranscriptForm() {
  const { t } = useTranslation(DESK_NAMESPACE);
  const config = useWidgetConfig();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    try {
      await requestTranscript(config.serverUrl, config.locale, email.trim());
      setSent(true);
      setNote(t('transcriptSent'));
    } catch (err) {
      setNote(err instanceof BackendError && err.message ? err.message : t('failed'));
    }
  };

  return (
    <form className="hy-desk-form hy-transcript" data-kind="transcript" onSubmit={(e) => void submit(e)}>
      <label>
        {t('transcript')}
        <input type="email" required maxLength={100} value={email} disabled={sent} onChange={(e) => setEmail(e.target.value)} />
      </label>
      {sent ? null : (
        <button type="submit" className="hy-btn">
          {t('transcriptSend')}
        </button>
      )}
      {note ? (
        <p className="hy-desk-bar__note" role="status">
          {note}
        </p>
      ) : null}
    </form>
  );
}
