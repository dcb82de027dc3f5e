import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchData } from '../../../../protocol/ops.ts';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { messageAbstract } from '../lib/message-abstract.ts';
import { formatMessageTime, timeLabels } from '../lib/time-format.ts';
import { Highlighted } from './Highlighted.tsx';
import { groupByDay } from './search-rules.ts';
import { useMessageSearch, type SearchState } from './useMessageSearch.ts';

/** SPEC §8: a failed search shows 'cloud message search failed: {message}' for 3 s (the results are cleared). */
export function useSearchFailureToast(error: string | null): void {
  const chat = useChat();
  const { t } = useTranslation('search');
  useEffect(() => {
    if (error !== null) chat.toast('error', t('failed', { message: error }), 3000);
  }, [chat, error, t]);
}

/** The state line of a result list: searching, 'no search results', or nothing. */
export function ResultsNote({ state }: { state: Pick<SearchState, 'loading' | 'messages'> }) {
  const { t } = useTranslation('search');
  if (state.loading && !state.messages)
    return (
      <p className="hy-search-note" role="status">
        {t('loading')}
      </p>
    );
  if (state.messages?.length === 0)
    return (
      <p className="hy-search-note" role="status" data-testid="search-empty">
        {t('noResults')}
      </p>
    );
  return null;
}

/** One found message: sender, time and its text with the keywords marked; picking it opens it in the chat. */
export function MessageHit({ message, keywords, onPick }: { message: Message; keywords: readonly string[]; onPick: (m: Message) => void }) {
  const { t } = useTranslation();
  const labels = timeLabels(t);
  return (
    <li>
      <button
        type="button"
        className="hy-search-hit-row"
        onClick={() => onPick(message)}
        data-testid="search-hit"
        data-message-id={message.ID}
      >
        <span className="hy-msg__avatar" aria-hidden="true">
          {(message.nick || message.from).slice(0, 1).toUpperCase()}
        </span>
        <span className="hy-search-hit-row__main">
          <span className="hy-search-hit-row__top">
            <span className="hy-search-hit-row__name">{message.nick || message.from}</span>
            <span className="hy-search-hit-row__time">{formatMessageTime(message.time, labels)}</span>
          </span>
          <span className="hy-search-hit-row__text">
            <Highlighted text={messageAbstract(message, t)} keywords={keywords} />
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The results of one search as messages grouped by day (YYYY-MM-DD, SPEC §9), newest first, with 'view more' while
 * the cursor has more: the in-conversation search and a conversation's detail in the global one.
 */
export function MessageResults({
  request,
  keywords,
  flushSignal,
  onPick,
}: {
  request: SearchData | null;
  keywords: readonly string[];
  flushSignal: number;
  onPick: (m: Message) => void;
}) {
  const { t } = useTranslation('search');
  const state = useMessageSearch(request, flushSignal);
  useSearchFailureToast(state.error);
  return (
    <div className="hy-search-results" aria-busy={state.loading} data-testid="search-results">
      <ResultsNote state={state} />
      {groupByDay(state.messages ?? []).map((day) => (
        <section key={day.day} className="hy-search-day" aria-label={day.day}>
          <h4 className="hy-search-day__title" data-testid="search-day">
            {day.day}
          </h4>
          <ul className="hy-search-list">
            {day.messages.map((m) => (
              <MessageHit key={m.ID} message={m} keywords={keywords} onPick={onPick} />
            ))}
          </ul>
        </section>
      ))}
      {state.cursor ? (
        <button type="button" className="hy-view-more" onClick={() => state.more()} disabled={state.loading} data-testid="search-view-more">
          {state.loading ? t('loading') : t('viewMore')}
        </button>
      ) : null}
    </div>
  );
}
