import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { SearchData } from '../../../../protocol/ops.ts';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { messageAbstract } from '../lib/message-abstract.ts';
import type { ConversationsState } from '../store/conversations.ts';
import { Highlighted } from './Highlighted.tsx';
import { conversationName } from './names.ts';
import { ResultsNote, useSearchFailureToast } from './MessageResults.tsx';
import { useMessageSearch, type ConversationHits } from './useMessageSearch.ts';

function ConversationHit({
  hits,
  keywords,
  onPick,
  onDetail,
}: {
  hits: ConversationHits;
  keywords: readonly string[];
  onPick: (m: Message) => void;
  onDetail: (conversationID: string) => void;
}) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  const conversations = useSnapshot(useChat().conversations) as ConversationsState;
  const name = conversationName(conversations, hits.conversationID);
  const only = hits.messageCount === 1 ? hits.messageList[0] : undefined;
  return (
    <li>
      <button
        type="button"
        className="hy-search-hit-row"
        data-testid="search-conversation"
        data-conversation-id={hits.conversationID}
        onClick={() => (only ? onPick(only) : onDetail(hits.conversationID))}
      >
        <span className="hy-msg__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="hy-search-hit-row__main">
          <span className="hy-search-hit-row__name">{name}</span>
          <span className="hy-search-hit-row__text">
            {only ? <Highlighted text={messageAbstract(only, t)} keywords={keywords} /> : ts('related', { count: hits.messageCount })}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * Global results by conversation: a conversation with one match shows it (picking opens it), one with more shows
 * 'N related messages' and opens its detail. `limit` (the 'all' tab's sections): that many rows, then 'search more'.
 */
export function ConversationResults({
  request,
  keywords,
  flushSignal,
  limit,
  title,
  onSearchMore,
  onPick,
  onDetail,
  onCount,
}: {
  request: SearchData | null;
  keywords: readonly string[];
  flushSignal: number;
  /** Told the number of results once known (null while none: nothing asked, searching, failed). */
  onCount?: (count: number | null) => void;
  limit?: number;
  title?: string;
  onSearchMore?: () => void;
  onPick: (m: Message) => void;
  onDetail: (conversationID: string) => void;
}) {
  const { t } = useTranslation('search');
  const state = useMessageSearch(request, flushSignal);
  useSearchFailureToast(state.error);
  const count = request && state.messages ? state.totalCount : null;
  useEffect(() => onCount?.(count), [onCount, count]);
  if (!request) return null;
  const rows = limit ? state.conversations.slice(0, limit) : state.conversations;
  const hidden = limit ? state.conversations.length > limit || Boolean(state.cursor) : false;
  // a section of the 'all' tab without results is left out (the empty note is the whole tab's)
  if (title && state.messages?.length === 0) return null;
  const list = (
    <>
      {title ? null : <ResultsNote state={state} />}
      <ul className="hy-search-list">
        {rows.map((hits) => (
          <ConversationHit key={hits.conversationID} hits={hits} keywords={keywords} onPick={onPick} onDetail={onDetail} />
        ))}
      </ul>
      {hidden && onSearchMore ? (
        <button type="button" className="hy-link-btn hy-search-more" onClick={onSearchMore} data-testid="search-more">
          {t('searchMore')}
        </button>
      ) : null}
      {!limit && state.cursor ? (
        <button type="button" className="hy-view-more" onClick={() => state.more()} disabled={state.loading} data-testid="search-view-more">
          {state.loading ? t('loading') : t('viewMore')}
        </button>
      ) : null}
    </>
  );
  if (!title)
    return (
      <div className="hy-search-results" aria-busy={state.loading} data-testid="search-results">
        {list}
      </div>
    );
  return (
    <section className="hy-search-section" aria-label={title} aria-busy={state.loading} data-testid="search-section">
      <h4 className="hy-search-day__title">{title}</h4>
      {state.loading && !state.messages ? <p className="hy-search-note">{t('loading')}</p> : list}
    </section>
  );
}
