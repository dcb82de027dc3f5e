import { proxy, ref } from 'valtio/vanilla';
import type { Message } from '../../engine/types.ts';

export type SessionMode = 'visitor' | 'staff';
export type SessionStatus = 'idle' | 'starting' | 'ready' | 'failed';
export type ToastType = 'success' | 'warning' | 'error' | 'normal';

/** Chat session slice: who is signed in, connection state, typing peers, toast, quote and re-edit text. */
export interface SessionState {
  mode: SessionMode;
  status: SessionStatus;
  error: string;
  userID: string;
  net: 'connected' | 'connecting' | 'disconnected';
  /** conversationID -> peer is typing. */
  typing: Record<string, boolean>;
  /** `ms`: how long it shows (SPEC §9 default 3000 ms; §8 'failed to enter conversation' 1 s). */
  toast: { id: number; type: ToastType; text: string; ms?: number } | null;
  quote: Message | null;
  /** Text returned to the composer by 're-edit' (id changes on every request). */
  reedit: { id: number; text: string } | null;
  /** Multi-select for a merged forward: IDs of the marked messages of the open conversation, or null when off. */
  selection: string[] | null;
  /** A message to scroll to and blink once it is in the loaded history (a picked search result); null when none. */
  jump: { id: number; conversationID: string; messageID: string } | null;
}

export function createSessionStore(): SessionState {
  return proxy<SessionState>({
    mode: 'visitor',
    status: 'idle',
    error: '',
    userID: '',
    net: 'connected',
    typing: {},
    toast: null,
    quote: null,
    reedit: null,
    selection: null,
    jump: null,
  });
}

let counter = 0;

export function showToast(store: SessionState, type: ToastType, text: string, ms?: number): void {
  store.toast = { id: ++counter, type, text, ...(ms ? { ms } : {}) };
}

export function requestJump(store: SessionState, conversationID: string, messageID: string): void {
  store.jump = { id: ++counter, conversationID, messageID };
}

export function setQuote(store: SessionState, message: Message | null): void {
  store.quote = message ? ref({ ...message }) : null;
}

export function requestReedit(store: SessionState, text: string): void {
  store.reedit = { id: ++counter, text };
}

/** Starts (with one message), toggles or ends (null) multi-select. */
export function setSelection(store: SessionState, IDs: string[] | null): void {
  store.selection = IDs;
}

export function toggleSelected(store: SessionState, ID: string): void {
  if (!store.selection) return;
  store.selection = store.selection.includes(ID) ? store.selection.filter((x) => x !== ID) : [...store.selection, ID];
}
