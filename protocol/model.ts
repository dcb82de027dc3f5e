/**
 * Objects on the wire (SPEC §3). Type names and string values follow the chat library so the engine port
 * can hand them to the widget unchanged ('TIMTextElem', 'C2C', 'GROUP', 'Private', 'Owner', ...).
 */
export const MESSAGE_TYPES = {
  TEXT: 'TIMTextElem',
  IMAGE: 'TIMImageElem',
  AUDIO: 'TIMSoundElem',
  VIDEO: 'TIMVideoFileElem',
  FILE: 'TIMFileElem',
  FACE: 'TIMFaceElem',
  LOCATION: 'TIMLocationElem',
  CUSTOM: 'TIMCustomElem',
  MERGER: 'TIMRelayElem',
  GROUP_TIP: 'TIMGroupTipElem',
  SYSTEM: 'TIMGroupSystemNoticeElem',
} as const;
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
export const MESSAGE_TYPE_LIST: readonly string[] = Object.values(MESSAGE_TYPES);
/** Types a client may send itself (tips and system notices come from the server). */
export const SENDABLE_TYPES: readonly string[] = MESSAGE_TYPE_LIST.filter(
  (t) => t !== MESSAGE_TYPES.GROUP_TIP && t !== MESSAGE_TYPES.SYSTEM,
);

export type ConversationType = 'C2C' | 'GROUP';
export const GROUP_TYPES = ['Private', 'Public', 'ChatRoom', 'AVChatRoom', 'Community'] as const;
/** Library names: Private = Work, ChatRoom = Meeting. */
export type GroupType = (typeof GROUP_TYPES)[number];
export type GroupRole = 'Owner' | 'Admin' | 'Member';
export const JOIN_OPTIONS = ['FreeAccess', 'NeedPermission', 'DisableApply'] as const;
export type JoinOption = (typeof JOIN_OPTIONS)[number];
/** Mentions everyone in a group (library constant). */
export const AT_ALL = '__kImSDK_MesssageAtALL__';
/** Group tip operation types (library GRP_TIP_*). */
export const GROUP_TIP = { JOIN: 1, QUIT: 2, KICKED: 3, SET_ADMIN: 4, CANCEL_ADMIN: 5, PROFILE_UPDATED: 6, MEMBER_UPDATED: 7 } as const;

export interface ReadReceiptInfo {
  isPeerRead?: boolean;
  readCount?: number;
  unreadCount?: number;
}

export interface WireMessage {
  ID: string;
  /** Per-conversation sequence number, assigned when committed. */
  sequence: number;
  type: string;
  conversationID: string;
  conversationType: ConversationType;
  from: string;
  to: string;
  nick: string;
  avatar: string;
  /** Seconds since the epoch. */
  time: number;
  payload: Record<string, unknown>;
  cloudCustomData: string;
  atUserList: string[];
  needReadReceipt: boolean;
  readReceiptInfo: ReadReceiptInfo;
  isRevoked: boolean;
  revoker: string;
  isDeleted: boolean;
  hasRiskContent: boolean;
  reactionList: { reactionID: string; totalUserCount: number; reactedByMyself: boolean }[];
  /** modifyMessage: set once the sender edited the message; version counts the edits (absent = 0). */
  isModified?: boolean;
  version?: number;
}

export interface GroupAtInfo {
  groupID: string;
  messageSequence: number;
  /** 1 @me, 2 @all, 3 both. */
  atType: number;
}

export interface WireGroupProfile {
  groupID: string;
  type: GroupType;
  name: string;
  avatar: string;
  introduction: string;
  notification: string;
  ownerID: string;
  memberCount: number;
  joinOption: JoinOption;
  muteAllMembers: boolean;
  /** A Community created with topics. */
  isSupportTopic: boolean;
  createTime: number;
  selfInfo: { role: GroupRole; muteUntil: number } | null;
}

/** Tencent Chat's genders (TencentCloudChat.TYPES.GENDER_*). */
export const GENDERS = ['Gender_Type_Unknown', 'Gender_Type_Female', 'Gender_Type_Male'] as const;
export type Gender = (typeof GENDERS)[number];

/** A birthday as Tencent keeps it: 0 (not given) or a real date written yyyymmdd, from 1900-01-01 to today. */
export function isBirthday(v: number, now = new Date()): boolean {
  if (v === 0) return true;
  if (!Number.isSafeInteger(v) || v < 19000101) return false;
  const y = Math.floor(v / 10000);
  const m = Math.floor(v / 100) % 100;
  const d = v % 100;
  const date = new Date(Date.UTC(y, m - 1, d));
  const today = now.getUTCFullYear() * 10000 + (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && v <= today;
}

export interface WireUserProfile {
  userID: string;
  nick: string;
  avatar: string;
  selfSignature: string;
  /** getMyProfile and getUserProfile only (Tencent's profile fields); absent where a profile rides along elsewhere. */
  gender?: Gender;
  birthday?: number;
}

export interface WireConversation {
  conversationID: string;
  type: ConversationType;
  unreadCount: number;
  isPinned: boolean;
  isMuted: boolean;
  groupAtInfoList: GroupAtInfo[];
  lastMessage: {
    ID: string;
    type: string;
    from: string;
    lastTime: number;
    payload: Record<string, unknown>;
    isRevoked: boolean;
    messageForShow: string;
  } | null;
  groupProfile: WireGroupProfile | null;
  userProfile: WireUserProfile | null;
  remark: string;
  /** The user's own unsent text for this conversation (setConversationDraft), '' when none. */
  draftText?: string;
}

export interface WireGroupMember {
  userID: string;
  nick: string;
  avatar: string;
  role: GroupRole;
  muteUntil: number;
  joinTime: number;
}

export interface WireGroupApplication {
  applicationID: string;
  groupID: string;
  /** 0 the applicant applied, 2 an invitee. */
  applicationType: number;
  applicant: string;
  applicantNick: string;
  userID: string;
  nick: string;
  avatar: string;
  wording: string;
  time: number;
}

export interface WireFriend {
  userID: string;
  remark: string;
  addTime: number;
  profile: WireUserProfile;
}

export interface WireFriendApplication {
  userID: string;
  /** 'Pendency_Type_ComeIn' (to me) or 'Pendency_Type_SendOut' (by me). */
  type: string;
  wording: string;
  source: string;
  nick: string;
  avatar: string;
  time: number;
}

/** `C2C{userID}` / `GROUP{groupID}` ↔ parts. */
export function isConversationType(v: string): v is ConversationType {
  return v === 'C2C' || v === 'GROUP';
}
export function conversationIdOf(type: ConversationType, target: string): string {
  return `${type}${target}`;
}
export function parseConversationId(id: string): { type: ConversationType; target: string } | null {
  if (id.startsWith('C2C') && id.length > 3) return { type: 'C2C', target: id.slice(3) };
  if (id.startsWith('GROUP') && id.length > 5) return { type: 'GROUP', target: id.slice(5) };
  return null;
}
/** The user or group ID a conversation ID names (an ID without the C2C/GROUP prefix as it is). */
export function conversationTarget(id: string): string {
  return parseConversationId(id)?.target ?? id;
}
/** The group ID of a group conversation ID, '' for any other. */
export function groupIdOf(id: string): string {
  const parsed = parseConversationId(id);
  return parsed?.type === 'GROUP' ? parsed.target : '';
}

/** User and group IDs: library-style ASCII identifiers. */
export const ID_PATTERN = /^[A-Za-z0-9_@.-]{1,64}$/;

/** The path of a file uploaded to us: POST /im/upload answers `url: /im/files/<id>`. */
export const OWN_FILE_PATH = /^\/im\/files\/[A-Za-z0-9_-]{1,64}$/;
/** Printable characters only: no space, control character or DEL (browsers drop some, so they could hide a scheme). */
const PRINTABLE = /^[\x21-\x7e\u00a1-\uffff]*$/;

/**
 * The one rule for an avatar or group face URL, wherever one is stored (updateMyProfile, createGroup,
 * updateGroupProfile, the admin API's FaceUrl): '' (none), an absolute http(s) URL (at most 2048 characters, no
 * whitespace, control character, backslash, quote or angle bracket), or the path of a file uploaded to us
 * (`/im/files/<id>`). `javascript:`, `data:`, `//evil.example` and the like are refused.
 */
export function isAvatarUrl(v: string): boolean {
  if (v === '' || OWN_FILE_PATH.test(v)) return true;
  if (v.length > 2048 || !PRINTABLE.test(v) || /[\\<>"]/.test(v) || !/^https?:\/\/[^/\\?#@]/i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
