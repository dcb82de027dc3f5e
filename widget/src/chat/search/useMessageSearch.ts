import { useEffect, useMemo, useState } from 'react';
import type { SearchData, SearchResult } from '../../../../protocol/ops.ts';
import type { Message } from '../../engine/types.ts';
import type { ChatController } from '../controller.ts';
import { useChat } from '../hooks/useChat.ts';
import { SEARCH_DEBOUNCE_MS } from './search-rules.ts';

export interface SearchState {
  /** null before the first answer of the current request (and when there is nothing to search). */
  messages: Message[] | null;
  totalCount: number;
  /** '' when every page is loaded. */
  cursor: string;
  loading: boolean;
  /** The engine's message of the last failed call (SPEC §8: 'cloud message search failed: {message}'). */
  error: string | null;
}

const IDLE: SearchState = { messages: null, totalCount: 0, cursor: '', loading: false, error: null };

/** A page's messages, in the server's order (newest first), after the ones already shown. */
export function appendPage(state: SearchState, page: SearchResult, more: boolean): SearchState {
  const got = page.searchResultList.flatMap((g) => g.messageList) as unknown as Message[];
  return {
    messages: more ? [...(state.messages ?? []), ...got] : got,
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
    (e: unknown) => mine === ticket.current && set({ ...base, loading: false, error: (e as { message?: string }).message ?? String(e) }),
  );
}

/**
 * Cloud message search for `request` (null: nothing to search, results cleared): runs SEARCH_DEBOUNCE_MS after the
 * request last changed (compared by value); an answer to an older request is dropped; `more()` loads the next
 * page with the cursor.
 */
export function useMessageSearch(request: SearchData | null): SearchState & { more(): void } {
  const chat = useChat();
  const [state, setState] = useState<SearchState>(IDLE);
  const key = request ? JSON.stringify(request) : '';
  const stable = useMemo(() => (key ? (JSON.parse(key) as SearchData) : null), [key]);
  const [ticket] = useState<Ticket>(() => ({ current: 0 }));

  useEffect(() => {
    ticket.current++;
    if (!stable) {
      setState(IDLE);
      return;
    }
    const timer = setTimeout(() => ask(chat, stable, '', IDLE, ticket, setState), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [chat, stable, ticket]);

  return {
    ...state,
    more() {
      if (stable && state.cursor && !state.loading) ask(chat, stable, state.cursor, state, ticket, setState);
    },
  };
}
