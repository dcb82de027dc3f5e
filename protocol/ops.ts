/**
 * Every request op with its data, its result and the shape the server validates; and every pushed event.
 * Names follow the chat library's calls (SPEC §7) so the engine port maps one to one.
 */
import type {
  ConversationType,
  GroupRole,
  GroupType,
  JoinOption,
  WireConversation,
  WireFriend,
  WireFriendApplication,
  WireGroupApplication,
  WireGroupMember,
  WireGroupProfile,
  WireMessage,
  WireUserProfile,
} from './model.ts';
import { GROUP_TYPES, JOIN_OPTIONS } from './model.ts';
import type { Shape } from './validate.ts';
import { CALL_REQUEST_SHAPES } from './calls.ts';
import type { CallEventMap, CallOpMap } from './calls.ts';

export interface SendMessageData {
  /** The client's own message ID: a resend with the same ID is answered with the stored message. */
  clientMsgID: string;
  to: string;
  conversationType: ConversationType;
  type: string;
  payload: Record<string, unknown>;
  cloudCustomData?: string;
  needReadReceipt?: boolean;
  atUserList?: string[];
}

export interface CreateGroupData {
  groupID?: string;
  name: string;
  type: GroupType;
  avatar?: string;
  introduction?: string;
  notification?: string;
  joinOption?: JoinOption;
  memberList?: string[];
  /** Community only: the community has topics. */
  isSupportTopic?: boolean;
}

export interface SearchData {
  keywordList?: string[];
  keywordListMatchType?: 'and' | 'or';
  messageTypeList?: string[];
  /** Only messages these users sent (the search box's `from:`). */
  senderUserIDList?: string[];
  conversationID?: string;
  timePosition?: number;
  timePeriod?: number;
  cursor?: string;
  count?: number;
}

export interface SearchResult {
  searchResultList: { conversationID: string; messageCount: number; messageList: WireMessage[] }[];
  totalCount: number;
  cursor: string;
}

export interface ReadMemberListResult {
  isCompleted: boolean;
  cursor: string;
  readUserInfoList?: { userID: string; nick: string; avatar: string }[];
  unreadUserInfoList?: { userID: string; nick: string; avatar: string }[];
}

type Empty = Record<string, never>;
type Op<D, R> = { data: D; result: R };

/** Request ops; the calls' ops are in calls.ts. */
export interface OpMap extends CallOpMap {
  login: Op<
    { userID: string; userSig: string; language?: string },
    { userID: string; headSeq: number; serverTime: number; profile: WireUserProfile }
  >;
  logout: Op<Empty, Empty>;
  /** The client's heartbeat: answered at once by the session itself (no handler, no database), before login too. */
  ping: Op<Empty, Empty>;
  sync: Op<{ after: number; limit?: number }, { events: SyncedEvent[]; headSeq: number; isCompleted: boolean }>;
  /**
   * `seq`: the sender's event-log number of the stored message. This socket gets no 'message' event for it
   * (the user's other devices do), so the client applies the message at that number itself. Absent on a
   * resend of a stored message: catch-up (`sync`) brings that event.
   */
  sendMessage: Op<SendMessageData, { message: WireMessage; seq?: number }>;
  getMessageList: Op<
    { conversationID: string; nextReqMessageID?: string; count?: number },
    { messageList: WireMessage[]; nextReqMessageID: string; isCompleted: boolean }
  >;
  revokeMessage: Op<{ conversationID: string; messageID: string }, { message: WireMessage }>;
  /** Hides messages of one conversation for the caller only (all the caller's devices); others keep them. */
  deleteMessage: Op<{ conversationID: string; messageIDList: string[] }, { conversationID: string; messageIDList: string[] }>;
  getConversationList: Op<Empty, { conversationList: WireConversation[] }>;
  getConversationProfile: Op<{ conversationID: string }, { conversation: WireConversation }>;
  deleteConversation: Op<{ conversationID: string }, { conversationID: string }>;
  pinConversation: Op<{ conversationID: string; isPinned: boolean }, { conversationID: string }>;
  muteConversation: Op<{ conversationID: string; isMuted: boolean }, { conversationID: string }>;
  setMessageRead: Op<{ conversationID: string }, { conversationID: string }>;
  sendMessageReadReceipt: Op<{ conversationID: string; messageIDList: string[] }, Empty>;
  getMessageReadReceiptList: Op<
    { conversationID: string; messageIDList: string[] },
    { messageList: { ID: string; readReceiptInfo: WireMessage['readReceiptInfo'] }[] }
  >;
  getGroupMessageReadMemberList: Op<
    { conversationID: string; messageID: string; filter: number; cursor?: string; count?: number },
    ReadMemberListResult
  >;
  addMessageReaction: Op<{ conversationID: string; messageID: string; reactionID: string }, Empty>;
  removeMessageReaction: Op<{ conversationID: string; messageID: string; reactionID: string }, Empty>;
  typing: Op<{ to: string; status: 'enter' | 'leave' }, Empty>;
  getUserStatus: Op<{ userIDList: string[] }, { successUserList: { userID: string; statusType: number }[] }>;
  getMyProfile: Op<Empty, { profile: WireUserProfile }>;
  getUserProfile: Op<{ userIDList: string[] }, { profileList: WireUserProfile[] }>;
  updateMyProfile: Op<
    { nick?: string; avatar?: string; selfSignature?: string; gender?: string; birthday?: number },
    { profile: WireUserProfile }
  >;
  searchCloudMessages: Op<SearchData, SearchResult>;
  createGroup: Op<CreateGroupData, { group: WireGroupProfile }>;
  getGroupList: Op<Empty, { groupList: WireGroupProfile[] }>;
  getGroupProfile: Op<{ groupID: string }, { group: WireGroupProfile }>;
  searchGroupByID: Op<{ groupID: string }, { group: WireGroupProfile }>;
  updateGroupProfile: Op<
    {
      groupID: string;
      name?: string;
      avatar?: string;
      introduction?: string;
      notification?: string;
      joinOption?: JoinOption;
      muteAllMembers?: boolean;
    },
    { group: WireGroupProfile }
  >;
  joinGroup: Op<
    { groupID: string; applyMessage?: string },
    { status: 'JoinedSuccess' | 'WaitAdminApproval' | 'AlreadyInGroup'; group: WireGroupProfile | null }
  >;
  quitGroup: Op<{ groupID: string }, { groupID: string }>;
  dismissGroup: Op<{ groupID: string }, { groupID: string }>;
  getGroupMemberList: Op<{ groupID: string; offset?: number; count?: number }, { memberList: WireGroupMember[]; offset: number }>;
  getGroupMemberProfile: Op<{ groupID: string; userIDList: string[] }, { memberList: WireGroupMember[] }>;
  addGroupMember: Op<{ groupID: string; userIDList: string[] }, { successUserIDList: string[]; existedUserIDList: string[] }>;
  deleteGroupMember: Op<{ groupID: string; userIDList: string[]; reason?: string }, { userIDList: string[] }>;
  setGroupMemberRole: Op<{ groupID: string; userID: string; role: GroupRole }, Empty>;
  changeGroupOwner: Op<{ groupID: string; newOwnerID: string }, Empty>;
  setGroupMemberMuteTime: Op<{ groupID: string; userID: string; muteTime: number }, { muteUntil: number }>;
  getGroupApplicationList: Op<Empty, { applicationList: WireGroupApplication[] }>;
  handleGroupApplication: Op<{ applicationID: string; handleAction: 'Agree' | 'Reject'; handleMessage?: string }, Empty>;
  getFriendList: Op<Empty, { friendList: WireFriend[] }>;
  addFriend: Op<{ to: string; source?: string; remark?: string; wording?: string }, { status: 'Added' | 'Pending' }>;
  deleteFriend: Op<{ userIDList: string[] }, { userIDList: string[] }>;
  checkFriend: Op<{ userIDList: string[] }, { resultList: { userID: string; relation: string }[] }>;
  updateFriend: Op<{ userID: string; remark: string }, Empty>;
  getFriendApplicationList: Op<Empty, { friendApplicationList: WireFriendApplication[]; unreadCount: number }>;
  acceptFriendApplication: Op<{ userID: string; remark?: string }, Empty>;
  refuseFriendApplication: Op<{ userID: string }, Empty>;
  setFriendApplicationRead: Op<Empty, Empty>;
  getBlacklist: Op<Empty, { userIDList: string[] }>;
  addToBlacklist: Op<{ userIDList: string[] }, { userIDList: string[] }>;
  removeFromBlacklist: Op<{ userIDList: string[] }, { userIDList: string[] }>;
  /**
   * The sender edits a text/custom message's payload, or any message's cloudCustomData. `version` is the
   * edit count of the caller's copy: when the stored message is newer the call fails with MODIFY_CONFLICT.
   */
  modifyMessage: Op<ModifyMessageData, { message: WireMessage }>;
  /** The caller's draft for a conversation (all the caller's devices; '' clears it). */
  setConversationDraft: Op<{ conversationID: string; draftText: string }, { conversationID: string }>;
  /** Group attributes (key/value strings, limits in GROUP_ATTRIBUTE_LIMITS); members only. init replaces all. */
  initGroupAttributes: Op<{ groupID: string; groupAttributes: Record<string, string> }, { groupAttributes: Record<string, string> }>;
  setGroupAttributes: Op<{ groupID: string; groupAttributes: Record<string, string> }, { groupAttributes: Record<string, string> }>;
  /** An empty keyList deletes every attribute. */
  deleteGroupAttributes: Op<{ groupID: string; keyList: string[] }, { keyList: string[] }>;
  /** An empty or missing keyList returns every attribute. */
  getGroupAttributes: Op<{ groupID: string; keyList?: string[] }, { groupAttributes: Record<string, string> }>;
  /** Pushes `userStatus` events when these users go online/offline; the result carries their status now. */
  subscribeUserStatus: Op<
    { userIDList: string[] },
    { failureUserList: { userID: string; code: number; message: string }[]; successUserList: { userID: string; statusType: number }[] }
  >;
  /** Without userIDList: every subscription of the caller. */
  unsubscribeUserStatus: Op<{ userIDList?: string[] }, { failureUserList: { userID: string; code: number; message: string }[] }>;
}

export interface ModifyMessageData {
  conversationID: string;
  messageID: string;
  payload?: Record<string, unknown>;
  cloudCustomData?: string;
  version?: number;
}

/** Tencent's group attribute limits (we apply them to every group type, not only AVChatRoom). */
export const GROUP_ATTRIBUTE_LIMITS = { maxKeys: 16, maxKeyBytes: 32, maxValueBytes: 4096, maxTotalBytes: 16 * 1024 } as const;
/** subscribeUserStatus: users per call (library) and subscriptions per subscriber (ours). */
export const MAX_STATUS_SUBSCRIBE_PER_CALL = 100;
export const MAX_STATUS_SUBSCRIPTIONS = 200;
/** setConversationDraft: the draft text's limit (a message's, SPEC §9). */
export const MAX_DRAFT_BYTES = 12 * 1024;
export type OpName = keyof OpMap;

const conv = { conversationID: 'string' } as const;
const msgRef = { conversationID: 'string', messageID: 'string' } as const;
const users = { userIDList: 'ids' } as const;
const group = { groupID: 'id' } as const;

/** The shape each op's data must have; anything else is refused with BAD_REQUEST naming the field. */
export const REQUEST_SHAPES: Record<OpName, Shape> = {
  login: { userID: 'id', userSig: 'string', language: 'string?' },
  logout: {},
  ping: {},
  sync: { after: 'int', limit: 'int?' },
  sendMessage: {
    clientMsgID: 'id',
    to: 'id',
    conversationType: { oneOf: ['C2C', 'GROUP'] },
    type: 'string',
    payload: 'object',
    cloudCustomData: 'string?',
    needReadReceipt: 'bool?',
    atUserList: 'strings?',
  },
  getMessageList: { ...conv, nextReqMessageID: 'string?', count: 'int?' },
  revokeMessage: msgRef,
  deleteMessage: { ...conv, messageIDList: { list: 'strings', min: 1, max: 30 } },
  getConversationList: {},
  getConversationProfile: conv,
  deleteConversation: conv,
  pinConversation: { ...conv, isPinned: 'bool' },
  muteConversation: { ...conv, isMuted: 'bool' },
  setMessageRead: conv,
  sendMessageReadReceipt: { ...conv, messageIDList: 'strings' },
  getMessageReadReceiptList: { ...conv, messageIDList: 'strings' },
  getGroupMessageReadMemberList: { ...msgRef, filter: 'int', cursor: 'string?', count: 'int?' },
  addMessageReaction: { ...msgRef, reactionID: 'string' },
  removeMessageReaction: { ...msgRef, reactionID: 'string' },
  typing: { to: 'id', status: { oneOf: ['enter', 'leave'] } },
  getUserStatus: users,
  getMyProfile: {},
  getUserProfile: users,
  // gender and birthday are checked by the handler (people/users.ts), which tells a refusal in the caller's language
  updateMyProfile: { nick: 'string?', avatar: 'avatar?', selfSignature: 'string?', gender: 'string?', birthday: 'int?' },
  searchCloudMessages: {
    keywordList: 'strings?',
    keywordListMatchType: { oneOf: ['and', 'or'], optional: true },
    messageTypeList: 'strings?',
    senderUserIDList: { list: 'ids', min: 1, max: 20, optional: true },
    conversationID: 'string?',
    timePosition: 'int?',
    timePeriod: 'int?',
    cursor: 'string?',
    count: 'int?',
  },
  createGroup: {
    groupID: 'id?',
    name: 'string',
    type: { oneOf: GROUP_TYPES },
    avatar: 'avatar?',
    introduction: 'string?',
    notification: 'string?',
    joinOption: { oneOf: JOIN_OPTIONS, optional: true },
    memberList: 'ids?',
    isSupportTopic: 'bool?',
  },
  getGroupList: {},
  getGroupProfile: group,
  searchGroupByID: group,
  updateGroupProfile: {
    ...group,
    name: 'string?',
    avatar: 'avatar?',
    introduction: 'string?',
    notification: 'string?',
    joinOption: { oneOf: JOIN_OPTIONS, optional: true },
    muteAllMembers: 'bool?',
  },
  joinGroup: { ...group, applyMessage: 'string?' },
  quitGroup: group,
  dismissGroup: group,
  getGroupMemberList: { ...group, offset: 'int?', count: 'int?' },
  getGroupMemberProfile: { ...group, ...users },
  addGroupMember: { ...group, ...users },
  deleteGroupMember: { ...group, ...users, reason: 'string?' },
  setGroupMemberRole: { ...group, userID: 'id', role: { oneOf: ['Admin', 'Member'] } },
  changeGroupOwner: { ...group, newOwnerID: 'id' },
  setGroupMemberMuteTime: { ...group, userID: 'id', muteTime: 'int' },
  getGroupApplicationList: {},
  handleGroupApplication: { applicationID: 'string', handleAction: { oneOf: ['Agree', 'Reject'] }, handleMessage: 'string?' },
  getFriendList: {},
  addFriend: { to: 'id', source: 'string?', remark: 'string?', wording: 'string?' },
  deleteFriend: users,
  checkFriend: users,
  updateFriend: { userID: 'id', remark: 'string' },
  getFriendApplicationList: {},
  acceptFriendApplication: { userID: 'id', remark: 'string?' },
  refuseFriendApplication: { userID: 'id' },
  setFriendApplicationRead: {},
  getBlacklist: {},
  addToBlacklist: users,
  removeFromBlacklist: users,
  modifyMessage: { ...msgRef, payload: 'object?', cloudCustomData: 'string?', version: 'int?' },
  setConversationDraft: { ...conv, draftText: 'string' },
  initGroupAttributes: { ...group, groupAttributes: 'object' },
  setGroupAttributes: { ...group, groupAttributes: 'object' },
  deleteGroupAttributes: { ...group, keyList: { list: 'strings', min: 0, max: 16 } },
  getGroupAttributes: { ...group, keyList: { list: 'strings', min: 0, max: 16, optional: true } },
  subscribeUserStatus: { userIDList: { list: 'ids', min: 1, max: 100 } },
  unsubscribeUserStatus: { userIDList: { list: 'ids', min: 0, max: 1000, optional: true } },
  ...CALL_REQUEST_SHAPES,
};

export function isOpName(op: string): op is OpName {
  return Object.prototype.hasOwnProperty.call(REQUEST_SHAPES, op);
}

/** Server-pushed events. Durable ones (with seq) are also returned by `sync`. */
export interface EventMap extends CallEventMap {
  message: WireMessage;
  messageRevoked: { conversationID: string; messageID: string; revoker: string };
  /** To the deleting user's devices: these messages were deleted for this user. */
  messageDeleted: { conversationID: string; messageIDList: string[] };
  /** To the sender: someone read a message that asked for a receipt. */
  messageReadReceipt: { conversationID: string; messageID: string; readCount: number; unreadCount: number; isPeerRead: boolean };
  /** C2C: the peer marked the conversation read up to a sequence. */
  messageReadByPeer: { conversationID: string; lastReadSequence: number };
  /** reactedByMyself is the recipient's own: has this user reacted with reactionID. */
  messageReaction: { conversationID: string; messageID: string; reactionID: string; totalUserCount: number; reactedByMyself: boolean };
  /** One of the user's conversations changed on another device or by the server (pin, mute, read, delete). */
  conversationChanged: { conversationID: string; action: 'read' | 'pinned' | 'muted' | 'deleted' | 'updated' | 'draft' };
  /** modifyMessage: the new content of a message, to every participant (the sender's devices too). */
  messageModified: {
    conversationID: string;
    messageID: string;
    payload: Record<string, unknown>;
    cloudCustomData: string;
    version: number;
  };
  /** A group's attributes after a change, to every member. */
  groupAttributesUpdated: { groupID: string; groupAttributes: Record<string, string> };
  /** Group changes concerning the user: joined, removed, dismissed, profile, roles, applications. */
  groupChanged: { groupID: string; action: string };
  friendChanged: { userID: string; action: string };
  typing: { conversationID: string; from: string; status: 'enter' | 'leave' };
  userStatus: { userID: string; statusType: number };
  /**
   * The account's sessions end: its signatures were revoked (`reason` 'revoked') or it was disabled. Sockets logged
   * in with a signature epoch below `epoch` get this, then close with 4010 (server/messaging/transport/hub.ts).
   */
  kickedOut: { reason: string; epoch?: number };
}
export type EventName = keyof EventMap;
export type EventData<E extends EventName> = EventMap[E];
/**
 * A logged event as `sync` returns it: one of EventMap with its event-log number, or `noop` for a number whose
 * event this user no longer sees (a message deleted for them, an edit of a recalled message).
 */
export type SyncedEvent =
  { [E in EventName]: { ev: E; seq: number; data: EventMap[E] } }[EventName] | { ev: 'noop'; seq: number; data: Empty };
