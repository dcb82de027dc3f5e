import { proxy } from 'valtio/vanilla';

/** Which message search screen is open (SPEC §2): the global one (in place of the conversation list), or one conversation's. */
export interface SearchUiState {
  global: boolean;
  /** The conversation whose in-conversation search replaces its message list, or null. */
  inConversation: string | null;
}

export function createSearchUiStore(): SearchUiState {
  return proxy<SearchUiState>({ global: false, inConversation: null });
}
