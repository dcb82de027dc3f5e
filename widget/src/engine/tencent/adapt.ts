import { TYPES } from '../types.ts';
import type { Conversation, Message } from '../types.ts';

/** Mapping between @tencentcloud/chat's objects and events and the engine port's, where they differ. */

/** The library's own typing signal: an online-only custom message (its TUIKit's businessID). */
export const TYPING_BUSINESS_ID = 'user_typing_status';

/** TencentCloudChat.EVENT.MESSAGE_REACTIONS_UPDATED. */
export const LIBRARY_REACTIONS_UPDATED = 'onMessageReactionsUpdated';

type LibraryReactions = {
  messageID: string;
  conversationID: string;
  reactionList: { reactionID: string; totalUserCount: number; reactedByMyself: boolean }[];
};

/** The library's reaction update as the port's MESSAGE_MODIFIED changes (reactedByMyself is the library's own). */
export function reactionChanges(data: unknown): Partial<Message>[] {
  return (data as LibraryReactions[]).map((r) => ({
    ID: r.messageID,
    conversationID: r.conversationID,
    reactionList: r.reactionList.map((x) => ({
      reactionID: x.reactionID,
      totalUserCount: x.totalUserCount,
      reactedByMyself: Boolean(x.reactedByMyself),
    })),
  }));
}

/** Library Message → port Message: the same object (the library needs it back), with the SPEC §3 fields it lacks. */
export function adaptMessage<T extends object>(m: T): Message {
  const msg = m as unknown as Message;
  if (msg.progress === undefined) msg.progress = msg.status === 'success' ? 1 : 0;
  if (msg.reactionList === undefined) msg.reactionList = [];
  return msg;
}

export function adaptConversation<T extends object>(c: T): Conversation {
  const conv = c as unknown as Conversation & { messageRemindType?: string };
  conv.isMuted = Boolean(conv.messageRemindType) && conv.messageRemindType !== TYPES.MSG_REMIND_ACPT_AND_NOTE;
  return conv;
}

/** Is this received message the peer's typing signal? Returns the port's typing event data, else null. */
export function typingOf(m: Message): { conversationID: string; from: string; status: 'enter' | 'leave' } | null {
  if (m.type !== TYPES.MSG_CUSTOM || m.conversationType !== TYPES.CONV_C2C) return null;
  try {
    const data = JSON.parse(String((m.payload as { data?: string }).data)) as { businessID?: string; typingStatus?: number };
    if (data.businessID !== TYPING_BUSINESS_ID) return null;
    return { conversationID: m.conversationID, from: m.from, status: data.typingStatus === 1 ? 'enter' : 'leave' };
  } catch {
    return null;
  }
}
