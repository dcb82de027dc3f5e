import type { Conversation as LibraryConversation, Message as LibraryMessage } from '@tencentcloud/chat';
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

/** The library's TencentCloudChat.TYPES enum, whose values the port spells as plain strings and numbers. */
type LibraryType = LibraryMessage['type'];
const LIBRARY_TYPES: ReadonlySet<string | number> = new Set<string | number>(Object.values(TYPES));

/** One of the library's TYPES values (message element, conversation type…), as the enum. */
function isLibraryType(v: string | number): v is LibraryType {
  return LIBRARY_TYPES.has(v);
}

/** Library Message → port Message: the same object (the library needs it back), with the SPEC §3 fields it lacks. */
export function adaptMessage(m: LibraryMessage): Message {
  const progress = 'progress' in m && typeof m.progress === 'number' ? m.progress : m.status === 'success' ? 1 : 0;
  const reactionList = 'reactionList' in m && Array.isArray(m.reactionList) ? (m.reactionList as Message['reactionList']) : [];
  return Object.assign(m, { type: String(m.type), conversationType: String(m.conversationType), progress, reactionList });
}

/**
 * Port Message → the library's: messages reach the port only through adaptMessage, so the object is the library's
 * own; this checks the two fields the port types as plain strings (element and conversation type) and narrows.
 */
export function isLibraryMessage(m: Message): m is Message & LibraryMessage {
  return isLibraryType(m.type) && isLibraryType(m.conversationType);
}

/** The port's conversation type (C2C, GROUP) as the library's enum value; anything else is refused. */
export function libraryConversationType(type: string): LibraryType {
  if (!isLibraryType(type)) throw Object.assign(new Error(`unknown conversation type ${type}`), { code: 10004 });
  return type;
}

/** Library Conversation → port Conversation: a copy with the port's isMuted and plain profile objects. */
export function adaptConversation(c: LibraryConversation): Conversation {
  const remind = String(c.messageRemindType ?? '');
  const user: LibraryConversation['userProfile'] | undefined = c.userProfile;
  const group: LibraryConversation['groupProfile'] | undefined = c.groupProfile;
  return {
    ...c,
    type: String(c.type),
    isMuted: Boolean(remind) && remind !== TYPES.MSG_REMIND_ACPT_AND_NOTE,
    groupProfile: group ? { ...group } : null,
    userProfile: user ? { userID: user.userID, nick: user.nick, avatar: user.avatar } : null,
  };
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
