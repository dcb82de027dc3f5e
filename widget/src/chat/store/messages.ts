import { proxy, ref } from 'valtio/vanilla';
import type { Message } from '../../engine/types.ts';

/**
 * Message slice: the loaded history of each conversation. Messages are stored as valtio `ref`s and replaced,
 * never mutated, so a change is one assignment and the engine's own objects (which it mutates while sending)
 * never leak into React state.
 */
export interface MessageHistory {
  list: Message[];
  nextReqMessageID: string;
  isCompleted: boolean;
  loading: boolean;
  /** The first page has been fetched. */
  loaded: boolean;
}

export interface MessagesState {
  byConversation: Record<string, MessageHistory>;
}

export function createMessagesStore(): MessagesState {
  return proxy<MessagesState>({ byConversation: {} });
}

export function historyOf(store: MessagesState, conversationID: string): MessageHistory {
  let history = store.byConversation[conversationID];
  if (!history) {
    store.byConversation[conversationID] = { list: [], nextReqMessageID: '', isCompleted: false, loading: false, loaded: false };
    history = store.byConversation[conversationID]!;
  }
  return history;
}

function frozen(message: Message): Message {
  return ref({ ...message, payload: { ...(message.payload as Record<string, unknown>) } });
}

/** Inserts or replaces messages (by ID), keeping the list ordered by time (stable for equal times). */
export function upsertMessages(store: MessagesState, conversationID: string, messages: readonly Message[]): void {
  const history = historyOf(store, conversationID);
  const list = history.list.slice();
  let needsSort = false;
  for (const message of messages) {
    const index = list.findIndex((m) => m.ID === message.ID);
    if (index >= 0) list[index] = frozen(message);
    else {
      const last = list[list.length - 1];
      if (last && last.time > message.time) needsSort = true;
      list.push(frozen(message));
    }
  }
  if (needsSort) list.sort((a, b) => a.time - b.time);
  history.list = list;
}

/** Older messages from getMessageList (oldest first), put before the loaded ones. */
export function prependHistory(
  store: MessagesState,
  conversationID: string,
  page: { messageList: readonly Message[]; nextReqMessageID: string; isCompleted: boolean },
): void {
  const history = historyOf(store, conversationID);
  const known = new Set(history.list.map((m) => m.ID));
  const older = page.messageList.filter((m) => !known.has(m.ID)).map(frozen);
  history.list = [...older, ...history.list];
  history.nextReqMessageID = page.nextReqMessageID;
  history.isCompleted = page.isCompleted || !page.nextReqMessageID;
  history.loaded = true;
}

export function findMessage(store: MessagesState, conversationID: string, ID: string): Message | undefined {
  return store.byConversation[conversationID]?.list.find((m) => m.ID === ID);
}

export function patchMessage(store: MessagesState, conversationID: string, ID: string, patch: Partial<Message>): Message | undefined {
  const history = store.byConversation[conversationID];
  if (!history) return undefined;
  const index = history.list.findIndex((m) => m.ID === ID);
  if (index < 0) return undefined;
  const next = frozen({ ...history.list[index]!, ...patch });
  history.list[index] = next;
  return next;
}

/** Drops messages (deleted for me) from a loaded history. */
export function removeMessages(store: MessagesState, conversationID: string, IDs: readonly string[]): void {
  const history = store.byConversation[conversationID];
  if (!history) return;
  const gone = new Set(IDs);
  if (history.list.some((m) => gone.has(m.ID))) history.list = history.list.filter((m) => !gone.has(m.ID));
}
