import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchData, SearchResult } from '../../../../protocol/ops.ts';
import type { Message } from '../../engine/types.ts';
import type { ChatController } from '../controller.ts';
import { useChat } from '../hooks/useChat.ts';
import { SEARCH_DEBOUNCE_MS } from './search-rules.ts';

/** The results of one conversation: every match there (`messageCount`) and the ones loaded so far. */
export interface ConversationHits {
  conversationID: string;
  messageCount: number;
  messageList: Message[];
}

export interface SearchState {
  /** null before the first answer of the current request (and when there is nothing to search, or it failed). */
  messages: Message[] | null;
  /** The same results by conversation, in order of their newest match (a global list by conversation). */
  conversations: ConversationHits[];
  totalCount: number;
  /** '' when every page is loaded. */
  cursor: string;
  loading: boolean;
  /** The engine's message of the last failed call (SPEC §8: 'cloud message search failed: {message}'). */
  error: string | null;
}

const IDLE: SearchState = { messages: null, conversations: [], totalCount: 0, cursor: '', loading: false, error: null };

/** A page's messages, in the server's order (newest first), after the ones already shown; conversations merged. */
export function appendPage(state: SearchState, page: SearchResult, more: boolean): SearchState {
  const groups = page.searchResultList as unknown as ConversationHits[];
  const got = groups.flatMap((g) => g.messageList);
  const conversations = more ? state.conversations.map((c) => ({ ...c })) : [];
  for (const g of groups) {
    const known = conversations.find((c) => c.conversationID === g.conversationID);
    if (known) {
      known.messageList = [...known.messageList, ...g.messageList];
      known.messageCount = Math.max(known.messageCount, g.messageCount);
    } else conversations.push({ conversationID: g.conversationID, messageCount: g.messageCount, messageList: g.messageList });
  }
  return {
    messages: more ? [...(state.messages ?? []), ...got] : got,
    conversations,
    totalCount: page.totalCount,
    cursor: page.cursor,
    loading: false,
    error: null,
  };
}

type Ticket = { current: number };

/** Asks for one page; the answer is applied only while `ticket` is still the latest request. */
function ask(chat: ChatController, d: SearchData, cursor: string, base: SearchState, ticket: Ticket, set: (s: SearchState) => void): void {
  const mine = ++ticket.current;
  set({ ...base, loading: true, error: null });
  chat.engine.searchCloudMessages({ ...d, ...(cursor ? { cursor } : {}) }).then(
    (r) => mine === ticket.current && set(appendPage(base, r.data as SearchResult, Boolean(cursor))),
    (e: unknown) => mine === ticket.current && set({ ...IDLE, error: (e as { message?: string }).message ?? String(e) }),
  );
}

/**
 * Cloud message search for `request` (null: nothing to search, results cleared): runs SEARCH_DEBOUNCE_MS after the
 * request last changed (compared by value), or at once when `flushSignal` changes (Enter); an answer to an older request is
 * dropped; `more()` loads the next page with the cursor. A failed search leaves no results (SPEC §8).
 */
export function useMessageSearch(request: SearchData | null, flushSignal = 0): SearchState & { more(): void } {
  const chat = useChat();
  const [state, setState] = useState<SearchState>(IDLE);
  const key = request ? JSON.stringify(request) : '';
  const stable = useMemo(() => (key ? (JSON.parse(key) as SearchData) : null), [key]);
  const [ticket] = useState<Ticket>(() => ({ current: 0 }));
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    ticket.current++;
    if (!stable) {
      setState(IDLE);
      return;
    }
    pending.current = setTimeout(() => {
      pending.current = null;
      ask(chat, stable, '', IDLE, ticket, setState);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [chat, stable, ticket]);

  // Enter: the waiting search runs now (once per signal)
  const flushed = useRef(flushSignal);
  useEffect(() => {
    if (flushSignal === flushed.current) return;
    flushed.current = flushSignal;
    if (!stable || !pending.current) return;
    clearTimeout(pending.current);
    pending.current = null;
    ask(chat, stable, '', IDLE, ticket, setState);
  }, [flushSignal, chat, stable, ticket]);

  return {
    ...state,
    more() {
      if (stable && state.cursor && !state.loading) ask(chat, stable, state.cursor, state, ticket, setState);
    },
  };
}
