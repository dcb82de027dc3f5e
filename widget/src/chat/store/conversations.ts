import { proxy, ref } from 'valtio/vanilla';
import type { Conversation } from '../../engine/types.ts';

/** Conversation slice: the signed-in user's conversations (pinned first, then newest) and the open one. */
export interface ConversationsState {
  list: Conversation[];
  currentID: string | null;
}

export function createConversationsStore(): ConversationsState {
  return proxy<ConversationsState>({ list: [], currentID: null });
}

export function lastTime(c: Conversation): number {
  return Number((c.lastMessage as { lastTime?: number } | null)?.lastTime ?? 0);
}

export function sortConversations(list: readonly Conversation[]): Conversation[] {
  return list.slice().sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || lastTime(b) - lastTime(a));
}

export function setConversations(store: ConversationsState, list: readonly Conversation[]): void {
  store.list = sortConversations(list).map((c) => ref({ ...c }) as Conversation);
}

export function setCurrentConversation(store: ConversationsState, conversationID: string | null): void {
  store.currentID = conversationID;
}

export function findConversation(store: ConversationsState, conversationID: string | null): Conversation | undefined {
  return conversationID ? store.list.find((c) => c.conversationID === conversationID) : undefined;
}

/** SPEC §9: unread badge shows '99+' above 99. */
export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
