import { ErrorCode } from '../../../../protocol/errors.ts';
import { conversationIdOf, isConversationType } from '../../../../protocol/model.ts';
import type { WireConversation, WireMessage } from '../../../../protocol/model.ts';
import { TYPES } from '../types.ts';
import type { Conversation, Message, MessageOptions } from '../types.ts';

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
/** Random bytes drawn 4 KB at a time: one getRandomValues call per 512 IDs instead of one per ID. */
const pool = new Uint8Array(4096);
let poolAt = pool.length;

/**
 * A message ID: the client's own, which makes a resend idempotent on the server (unique per conversation).
 * The send time in milliseconds (12 hex digits) comes first and 64 random bits after it, as in UUIDv7 or
 * ULID: a conversation's new IDs sort after its older ones, so the server's (conversation, client ID) index
 * takes them at its right-hand edge, one hot page per conversation, instead of at random places all over it.
 */
export function newMessageId(): string {
  if (poolAt + 8 > pool.length) {
    crypto.getRandomValues(pool);
    poolAt = 0;
  }
  let id = `m-${Date.now().toString(16).padStart(12, '0')}`;
  for (let i = poolAt; i < poolAt + 8; i++) id += HEX[pool[i]!];
  poolAt += 8;
  return id;
}

/** A new outgoing message (status unSend) the way the library's create*Message returns it. */
/** The conversation a new message goes to; a conversation type other than C2C or GROUP is refused as the library does. */
function conversationIdFor(options: MessageOptions): string {
  const type = options.conversationType;
  if (!isConversationType(type)) throw Object.assign(new Error(`unknown conversation type: ${type}`), { code: ErrorCode.BAD_REQUEST });
  return conversationIdOf(type, options.to);
}

export function draftMessage(type: string, from: string, options: MessageOptions): Message {
  const payload = { ...options.payload };
  return {
    ID: newMessageId(),
    type,
    payload,
    conversationID: conversationIdFor(options),
    conversationType: options.conversationType,
    to: options.to,
    from,
    flow: 'out',
    time: Math.floor(Date.now() / 1000),
    status: 'unSend',
    progress: 0,
    isRevoked: false,
    nick: '',
    avatar: '',
    isPeerRead: false,
    nameCard: '',
    atUserList: Array.isArray(payload.atUserList) ? (payload.atUserList as string[]) : [],
    cloudCustomData: options.cloudCustomData ?? '',
    isDeleted: false,
    isModified: false,
    needReadReceipt: options.needReadReceipt ?? false,
    readReceiptInfo: {},
    isBroadcastMessage: false,
    isSupportExtension: false,
    revoker: '',
    revokerInfo: { userID: '', nick: '', avatar: '' },
    revokeReason: '',
    sequence: 0,
    hasRiskContent: false,
    reactionList: [],
  };
}

/** What a merger message carries per merged message (kept small: no receipts, reactions or local files). */
export interface MergedEntry {
  ID: string;
  type: string;
  from: string;
  nick: string;
  avatar: string;
  time: number;
  conversationType: string;
  payload: Record<string, unknown>;
  cloudCustomData: string;
}

export function mergedEntry(m: Message): MergedEntry {
  const { file: _file, ...payload } = m.payload as Record<string, unknown>;
  if (m.type === TYPES.MSG_MERGER && Array.isArray(payload.messageList))
    payload.messageList = (payload.messageList as Message[]).map(mergedEntry);
  return {
    ID: m.ID,
    type: m.type,
    from: m.from,
    nick: m.nick,
    avatar: m.avatar,
    time: m.time,
    conversationType: m.conversationType,
    payload,
    cloudCustomData: m.cloudCustomData ?? '',
  };
}

/** A merged entry as a read-only Message (shown inside the merger dialog). */
export function mergedMessage(e: MergedEntry, me: string): Message {
  return {
    ...draftMessage(e.type, e.from, { to: '', conversationType: e.conversationType, payload: e.payload ?? {} }),
    ID: e.ID,
    conversationID: '',
    flow: e.from === me ? 'out' : 'in',
    time: e.time,
    status: 'success',
    progress: 1,
    nick: e.nick ?? '',
    avatar: e.avatar ?? '',
    cloudCustomData: e.cloudCustomData ?? '',
  };
}

/** A wire message as a library-style Message object for user `me`. */
export function fromWire(w: WireMessage, me: string): Message {
  return {
    ...draftMessage(w.type, w.from, { to: w.to, conversationType: w.conversationType, payload: w.payload }),
    ID: w.ID,
    conversationID: w.conversationID,
    flow: w.from === me ? 'out' : 'in',
    time: w.time,
    status: 'success',
    progress: 1,
    nick: w.nick,
    avatar: w.avatar,
    isRevoked: w.isRevoked,
    revoker: w.revoker,
    revokerInfo: { userID: w.revoker, nick: '', avatar: '' },
    isPeerRead: Boolean(w.readReceiptInfo.isPeerRead),
    atUserList: w.atUserList,
    cloudCustomData: w.cloudCustomData,
    needReadReceipt: w.needReadReceipt,
    readReceiptInfo: w.readReceiptInfo,
    sequence: w.sequence,
    hasRiskContent: w.hasRiskContent,
    reactionList: w.reactionList,
    isModified: Boolean(w.isModified),
    version: w.version ?? 0,
  };
}

export function conversationFromWire(c: WireConversation, me: string): Conversation {
  return {
    conversationID: c.conversationID,
    type: c.type === 'C2C' ? TYPES.CONV_C2C : TYPES.CONV_GROUP,
    unreadCount: c.unreadCount,
    lastMessage: c.lastMessage
      ? { ...c.lastMessage, fromAccount: c.lastMessage.from, flow: c.lastMessage.from === me ? 'out' : 'in' }
      : null,
    groupProfile: c.groupProfile ? { ...c.groupProfile } : null,
    userProfile: c.userProfile,
    groupAtInfoList: c.groupAtInfoList,
    remark: c.remark,
    isPinned: c.isPinned,
    isMuted: c.isMuted,
    markList: [],
    customData: '',
    conversationGroupList: [],
    draftText: c.draftText ?? '',
  };
}
