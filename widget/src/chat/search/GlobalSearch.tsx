import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { parseSearchQuery } from '../../../../protocol/search-query.ts';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import type { ConversationsState } from '../store/conversations.ts';
import { ConversationResults } from './ConversationResults.tsx';
import { MessageResults } from './MessageResults.tsx';
import { conversationName } from './names.ts';
import { SearchBar } from './SearchBar.tsx';
import { focusEntry } from './SearchEntry.tsx';
import { SearchTabs } from './SearchTabs.tsx';
import { TimeFilterBar } from './TimeFilterBar.tsx';
import { GLOBAL_TABS, ALL_TAB_PER_SECTION, searchRequest, type SearchTab, type TimeFilter } from './search-rules.ts';

/** The sections of the 'all' tab, each its own search. */
const SECTIONS = GLOBAL_TABS.filter((tab) => tab !== 'allMessage');

/**
 * Global message search (SPEC §2/§4), in place of the conversation list: the box (keywords and the from:, in:,
 * before:, after:, has:file modifiers), tabs all/text/file/other, the time filter; 'all' shows up to 3
 * conversations per section with 'search more' (that section's tab); a conversation with several matches opens
 * its detail (its results by day); picking a result opens it in the chat, where it blinks.
 */
export function GlobalSearch() {
  const { t } = useTranslation('search');
  const chat = useChat();
  const conversations = useSnapshot(chat.conversations) as ConversationsState;
  const [text, setText] = useState('');
  const [tab, setTab] = useState<SearchTab>('allMessage');
  const [time, setTime] = useState<TimeFilter>({ kind: 'all' });
  /** The conversation whose detail shows, with the tab (or 'all' section) it was opened from. */
  const [detail, setDetail] = useState<{ conversationID: string; tab: SearchTab } | null>(null);
  const [flush, setFlush] = useState(0);
  const [counts, setCounts] = useState<Partial<Record<SearchTab, number | null>>>({});
  const keywords = parseSearchQuery(text).keywords;
  const pick = useCallback((m: Message) => void chat.openMessage(m.conversationID, m.ID), [chat]);
  const counter = useCallback(
    (section: SearchTab) => (n: number | null) => setCounts((c) => (c[section] === n ? c : { ...c, [section]: n })),
    [],
  );
  const [counters] = useState(
    () => Object.fromEntries(SECTIONS.map((s) => [s, counter(s)])) as Record<SearchTab, (n: number | null) => void>,
  );
  const boxRef = useRef<HTMLElement>(null);
  const close = () => {
    chat.search.global = false;
    focusEntry(boxRef.current, 'global');
  };

  let body;
  if (detail) {
    const base = searchRequest(text, detail.tab, time, null);
    body = (
      <>
        <div className="hy-search-detail__head">
          <button
            type="button"
            className="hy-icon-btn"
            aria-label={t('back')}
            onClick={() => setDetail(null)}
            data-testid="search-detail-back"
          >
            ‹
          </button>
          <h3 className="hy-search-detail__title" data-testid="search-detail-title">
            {conversationName(conversations, detail.conversationID)}
          </h3>
        </div>
        <MessageResults
          request={base && { ...base, conversationID: detail.conversationID }}
          keywords={keywords}
          flushSignal={flush}
          onPick={pick}
        />
      </>
    );
  } else if (tab === 'allMessage') {
    const requests = SECTIONS.map((s) => ({ tab: s, request: searchRequest(text, s, time, null) }));
    const asked = requests.filter((r) => r.request);
    const empty = asked.length > 0 && asked.every((r) => counts[r.tab] === 0);
    body = (
      <div className="hy-search-results" data-testid="search-results">
        {empty ? (
          <p className="hy-search-note" role="status" data-testid="search-empty">
            {t('noResults')}
          </p>
        ) : null}
        {requests.map((r) => (
          <ConversationResults
            key={r.tab}
            request={r.request}
            keywords={keywords}
            flushSignal={flush}
            limit={ALL_TAB_PER_SECTION}
            title={t(`tabs.${r.tab}`)}
            onCount={counters[r.tab]}
            onSearchMore={() => setTab(r.tab)}
            onPick={pick}
            onDetail={(conversationID) => setDetail({ conversationID, tab: r.tab })}
          />
        ))}
      </div>
    );
  } else {
    body = (
      <ConversationResults
        request={searchRequest(text, tab, time, null)}
        keywords={keywords}
        flushSignal={flush}
        onPick={pick}
        onDetail={(conversationID) => setDetail({ conversationID, tab })}
      />
    );
  }

  return (
    <section ref={boxRef} className="hy-search hy-search--global" aria-label={t('label')} data-testid="global-search">
      <SearchBar
        value={text}
        placeholder={t('placeholder')}
        testId="global-search-input"
        onChange={(v) => {
          setText(v);
          if (!v.trim()) setDetail(null);
        }}
        onEnter={() => setFlush((n) => n + 1)}
        onCancel={close}
      />
      <SearchTabs tabs={GLOBAL_TABS} value={tab} onChange={setTab} />
      <TimeFilterBar value={time} onChange={setTime} />
      <div className="hy-search__body" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {body}
      </div>
    </section>
  );
}
