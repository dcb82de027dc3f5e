import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../hooks/useChat.ts';
import { sendCustom } from '../actions.ts';
import { DESK_NAMESPACE } from './texts.ts';
import { TranscriptForm } from './TranscriptForm.tsx';

/**
 * The desk's rating request (an evaluate message without a score, sent when the conversation is resolved): the
 * visitor picks 1 to 5 stars and may comment; the answer is the SPEC evaluate kind {score, comment}. Beside it, the
 * visitor may have the conversation's transcript e-mailed to them.
 */
export function RatingPrompt({ text }: { text: string }) {
  const { t } = useTranslation(DESK_NAMESPACE);
  const chat = useChat();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!score) return;
    const data = JSON.stringify({ businessID: 'evaluate', score, comment: comment.trim() });
    if (sendCustom(chat, { data, description: `${'★'.repeat(score)} ${comment.trim()}`.trim() })) setSent(true);
  };

  if (sent)
    return (
      <div className="hy-rating">
        <p className="hy-rating__done">{t('rated')}</p>
        <TranscriptForm />
      </div>
    );
  return (
    <>
      <form className="hy-card hy-rating" data-kind="evaluate-prompt" onSubmit={submit}>
        <strong>{text || t('rateTitle')}</strong>
        <div role="radiogroup" aria-label={t('rateTitle')} className="hy-rating__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={score === n}
              aria-label={t('star', { score: n })}
              onClick={() => setScore(n)}
            >
              {n <= score ? '★' : '☆'}
            </button>
          ))}
        </div>
        <label>
          {t('comment')}
          <textarea value={comment} maxLength={500} rows={2} onChange={(e) => setComment(e.target.value)} />
        </label>
        <button type="submit" className="hy-btn" disabled={!score}>
          {t('rate')}
        </button>
      </form>
      <TranscriptForm />
    </>
  );
}
