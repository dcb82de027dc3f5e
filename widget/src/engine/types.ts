/**
 * The chat engine port: what the widget uses to chat, shaped after the @tencentcloud/chat API and object
 * model (SPEC §3, §7) so the Tencent driver is a pass-through and the self-hosted driver a drop-in.
 * Calls resolve like the library: `{ code: 0, data }`; failures reject with `{ code, message }`.
 */
import type { Conversation as TencentConversation, Message as TencentMessage } from '@tencentcloud/chat';
import type { CallConfig, CallEntry, CallSignal, IceServer, WireCall } from '../../../protocol/calls.ts';

/** Event names: the library's TencentCloudChat.EVENT values. */
export const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  MESSAGE_RECEIVED: 'onMessageReceived',
  MESSAGE_MODIFIED: 'onMessageModified',
  MESSAGE_REVOKED: 'onMessageRevoked',
  MESSAGE_READ_BY_PEER: 'onMessageReadByPeer',
  MESSAGE_READ_RECEIPT_RECEIVED: 'onMessageReadReceiptReceived',
  CONVERSATION_LIST_UPDATED: 'onConversationListUpdated',
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'onTotalUnreadMessageCountUpdated',
  GROUP_LIST_UPDATED: 'onGroupListUpdated',
  PROFILE_UPDATED: 'onProfileUpdated',
  USER_STATUS_UPDATED: 'onUserStatusUpdated',
  BLACKLIST_UPDATED: 'blacklistUpdated',
  FRIEND_LIST_UPDATED: 'onFriendListUpdated',
  FRIEND_APPLICATION_LIST_UPDATED: 'onFriendApplicationListUpdated',
  KICKED_OUT: 'kickedOut',
  ERROR: 'error',
  NET_STATE_CHANGE: 'netStateChange',
  /** Not in the library: C2C typing status ({ conversationID, from, status: 'enter' | 'leave' }). */
  TYPING_STATUS: 'onTypingStatusUpdated',
  /** Not in the library as such: group application/role/profile changes ({ groupID, action }). */
  GROUP_CHANGED: 'onGroupChanged',
  /** Not in the library: messages deleted for me on another device ({ conversationID, messageIDList }). */
  MESSAGE_DELETED: 'onMessageDeleted',
  /** A group's attributes after a change ({ groupID, groupAttributes }). */
  GROUP_ATTRIBUTES_UPDATED: 'groupAttributesUpdated',
  /** Not in the library (TUICallKit's own): a call changed ({ action, userID, call }, protocol/calls.ts). */
  CALL_CHANGED: 'onCallChanged',
  /** Not in the library: a WebRTC offer/answer/ICE candidate from someone in my call ({ callID, from, kind, sdp?, candidate? }). */
  CALL_SIGNAL: 'onCallSignal',
  /**
   * Not in the library: a frame on the engine's wire, for QA tools ({ direction: 'in' | 'out', frame }); the
   * self-hosted driver's socket frames, a login's signature blanked. Sent only while someone listens.
   */
  DEBUG_FRAME: 'onDebugFrame',
} as const;
export type EventName = (typeof EVENT)[keyof typeof EVENT];

/** The library's TencentCloudChat.TYPES values the widget uses. */
export const TYPES = {
  MSG_TEXT: 'TIMTextElem',
  MSG_IMAGE: 'TIMImageElem',
  MSG_AUDIO: 'TIMSoundElem',
  MSG_FILE: 'TIMFileElem',
  MSG_FACE: 'TIMFaceElem',
  MSG_VIDEO: 'TIMVideoFileElem',
  MSG_LOCATION: 'TIMLocationElem',
  MSG_GRP_TIP: 'TIMGroupTipElem',
  MSG_GRP_SYS_NOTICE: 'TIMGroupSystemNoticeElem',
  MSG_CUSTOM: 'TIMCustomElem',
  MSG_MERGER: 'TIMRelayElem',
  CONV_C2C: 'C2C',
  CONV_GROUP: 'GROUP',
  GRP_WORK: 'Private',
  GRP_PUBLIC: 'Public',
  GRP_MEETING: 'ChatRoom',
  GRP_AVCHATROOM: 'AVChatRoom',
  GRP_COMMUNITY: 'Community',
  GRP_MBR_ROLE_OWNER: 'Owner',
  GRP_MBR_ROLE_ADMIN: 'Admin',
  GRP_MBR_ROLE_MEMBER: 'Member',
  JOIN_OPTIONS_FREE_ACCESS: 'FreeAccess',
  JOIN_OPTIONS_NEED_PERMISSION: 'NeedPermission',
  JOIN_OPTIONS_DISABLE_APPLY: 'DisableApply',
  JOIN_STATUS_SUCCESS: 'JoinedSuccess',
  JOIN_STATUS_ALREADY_IN_GROUP: 'AlreadyInGroup',
  JOIN_STATUS_WAIT_APPROVAL: 'WaitAdminApproval',
  SNS_ADD_TYPE_BOTH: 'Add_Type_Both',
  SNS_DELETE_TYPE_BOTH: 'Delete_Type_Both',
  SNS_CHECK_TYPE_BOTH: 'CheckResult_Type_Both',
  SNS_APPLICATION_SENT_TO_ME: 'Pendency_Type_ComeIn',
  SNS_APPLICATION_SENT_BY_ME: 'Pendency_Type_SendOut',
  SNS_APPLICATION_AGREE_AND_ADD: 'Response_Action_AgreeAndAdd',
  SNS_TYPE_NO_RELATION: 'CheckResult_Type_NoRelation',
  SNS_TYPE_A_WITH_B: 'CheckResult_Type_AWithB',
  SNS_TYPE_B_WITH_A: 'CheckResult_Type_BWithA',
  SNS_TYPE_BOTH_WAY: 'CheckResult_Type_BothWay',
  NET_STATE_CONNECTED: 'connected',
  NET_STATE_CONNECTING: 'connecting',
  NET_STATE_DISCONNECTED: 'disconnected',
  MSG_AT_ALL: '__kImSDK_MesssageAtALL__',
  MSG_REMIND_ACPT_AND_NOTE: 'AcceptAndNotify',
  MSG_REMIND_ACPT_NOT_NOTE: 'AcceptNotNotify',
  USER_STATUS_ONLINE: 1,
  USER_STATUS_OFFLINE: 2,
} as const;

/** A message as the widget sees it: the library's Message plus the SPEC §3 fields it lacks. */
export type Message = Omit<TencentMessage, 'type' | 'conversationType' | 'priority'> & {
  type: string;
  conversationType: string;
  progress: number;
  reactionList: { reactionID: string; totalUserCount: number; reactedByMyself: boolean }[];
  /** Self-hosted: the message's edit count (modifyMessage conflict check); the library keeps its own inside. */
  version?: number;
};

export type Conversation = Omit<TencentConversation, 'type' | 'messageRemindType' | 'groupProfile' | 'userProfile'> & {
  type: string;
  isMuted: boolean;
  groupProfile: Record<string, unknown> | null;
  userProfile: { userID: string; nick: string; avatar: string } | null;
};

export interface ChatResponse<T = object> {
  code: 0;
  data: T;
}
export interface ChatError {
  code: number;
  message: string;
}

export interface MessageOptions {
  to: string;
  conversationType: string;
  payload: Record<string, unknown>;
  cloudCustomData?: string;
  needReadReceipt?: boolean;
  onProgress?: (progress: number) => void;
}

type P<T = object> = Promise<ChatResponse<T>>;

/**
 * Voice and video calls (SPEC §7 'start call (userIDList, type)'): signalling only; media go peer to peer
 * (RTCPeerConnection with the ICE servers given). Events: CALL_CHANGED, CALL_SIGNAL.
 */
export interface CallEngine {
  getCallConfig(): P<CallConfig>;
  /** type 1 voice, 2 video; with groupID a group call among its members. */
  startCall(options: { userIDList: string[]; type: number; groupID?: string }): P<CallEntry>;
  acceptCall(options: { callID: string }): P<CallEntry>;
  rejectCall(options: { callID: string }): P<{ call: WireCall }>;
  cancelCall(options: { callID: string }): P<{ call: WireCall }>;
  hangUpCall(options: { callID: string }): P<{ call: WireCall }>;
  joinCall(options: { callID: string }): P<CallEntry>;
  switchCallToAudio(options: { callID: string }): P<{ call: WireCall }>;
  /** After a reconnect: this socket carries on my part in the call. */
  resumeCall(options: { callID: string }): P<CallEntry>;
  /** Fresh ICE servers (a new TURN credential) for the call I am in, before the ones I have expire. */
  getCallIceServers(options: { callID: string }): P<{ iceServers: IceServer[] }>;
  sendCallSignal(options: CallSignal & { to: string }): P;
  /** Calls ringing for me or that I am in (after a reload); with groupID, the group's running call. */
  getCallList(options: { groupID?: string }): P<{ callList: WireCall[] }>;
}

/** The port. Method names and options are the library's (SPEC §7 'Messaging SDK calls'). */
export interface ChatEngine extends CallEngine {
  readonly kind: 'self' | 'tencent';
  login(options: { userID: string; userSig: string }): P;
  /** A fresh signature for the logged-in user, used from the next reconnect and upload on (self-hosted). */
  renewUserSig?(userSig: string): void;
  /**
   * Uploads an image for a group face or one's own avatar and resolves its absolute URL (self-hosted: POST
   * /im/upload?kind=image, checked by its bytes; the server keeps it once a group or profile uses it). Absent on
   * Tencent's engine: its library uploads only message media.
   */
  uploadImage?(file: Blob): Promise<string>;
  logout(): P;
  destroy(): Promise<void>;
  isReady(): boolean;
  /** Checks the connection now (self-hosted: a ping, and the socket is given up without an answer in time). */
  probeConnection?(): void;
  getLoginUser(): string;
  on(event: string, handler: (event: { name: string; data: unknown }) => void): void;
  off(event: string, handler: (event: { name: string; data: unknown }) => void): void;

  createTextMessage(options: MessageOptions): Message;
  createTextAtMessage(options: MessageOptions): Message;
  createImageMessage(options: MessageOptions): Message;
  createVideoMessage(options: MessageOptions): Message;
  createAudioMessage(options: MessageOptions): Message;
  createFileMessage(options: MessageOptions): Message;
  createFaceMessage(options: MessageOptions): Message;
  createLocationMessage(options: MessageOptions): Message;
  createCustomMessage(options: MessageOptions): Message;
  /** payload: { messageList, title, abstractList, compatibleText } (the library's merger options). */
  createMergerMessage(options: MessageOptions): Message;
  /** A copy of a sent message for another conversation; uploaded media keep their URL (nothing uploaded again). */
  createForwardMessage(options: Omit<MessageOptions, 'payload'> & { payload: Message }): Message;
  /** The messages inside a merger message (payload.messageList as Message objects). */
  downloadMergerMessage(message: Message): P<Message>;
  sendMessage(message: Message): P<{ message: Message }>;
  resendMessage(message: Message): P<{ message: Message }>;
  revokeMessage(message: Message): P<{ message: Message }>;
  /** Deletes messages of one conversation for me only (every device of mine); others keep them. */
  deleteMessage(messageList: Message[]): P<{ messageList: Message[] }>;
  getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
    /** Page size: default 15; the self-hosted server gives up to 100, Tencent's library 15 at most. */
    count?: number;
  }): P<{ messageList: Message[]; nextReqMessageID: string; isCompleted: boolean }>;
  setMessageRead(options: { conversationID: string }): P;
  sendMessageReadReceipt(messageList: Message[]): P;
  getMessageReadReceiptList(messageList: Message[]): P<{ messageList: Message[] }>;
  getGroupMessageReadMemberList(options: { message: Message; filter: number; cursor?: string; count?: number }): P;
  addMessageReaction(message: Message, reactionID: string): P;
  removeMessageReaction(message: Message, reactionID: string): P;
  searchCloudMessages(options: Record<string, unknown>): P;
  /**
   * The sender edits a sent message: change `payload` (text/custom) or `cloudCustomData` on the message object and
   * pass it; resolves with the stored message. Others get MESSAGE_MODIFIED; 2480 when another device edited first.
   */
  modifyMessage(message: Message): P<{ message: Message }>;
  /** C2C typing status (the library sends it as an online-only custom message). */
  setTypingStatus(options: { to: string; status: 'enter' | 'leave' }): P;

  getConversationList(): P<{ conversationList: Conversation[] }>;
  getConversationProfile(conversationID: string): P<{ conversation: Conversation }>;
  deleteConversation(conversationID: string): P;
  pinConversation(options: { conversationID: string; isPinned: boolean }): P;
  setMessageRemindType(options: { conversationID: string; messageRemindType: string }): P;
  /** Kept per user on the server: Conversation.draftText on all the user's devices ('' clears). */
  setConversationDraft(options: { conversationID: string; draftText: string }): P;
  getTotalUnreadMessageCount(): number;

  getMyProfile(): P;
  getUserProfile(options: { userIDList: string[] }): P;
  /** Tencent's profile fields: gender one of GENDERS (protocol/model.ts), birthday yyyymmdd (0: none). */
  updateMyProfile(options: { nick?: string; avatar?: string; selfSignature?: string; gender?: string; birthday?: number }): P;
  getUserStatus(options: { userIDList: string[] }): P;
  /** USER_STATUS_UPDATED ([{ userID, statusType }]) when these users go online (1) or offline (2); ≤ 100 per call. */
  subscribeUserStatus(options: { userIDList: string[] }): P;
  /** Without userIDList: every subscription. */
  unsubscribeUserStatus(options: { userIDList?: string[] }): P;

  createGroup(options: Record<string, unknown>): P;
  getGroupList(): P;
  getGroupProfile(options: { groupID: string }): P;
  searchGroupByID(groupID: string): P;
  updateGroupProfile(options: Record<string, unknown>): P;
  joinGroup(options: { groupID: string; applyMessage?: string }): P;
  quitGroup(groupID: string): P;
  dismissGroup(groupID: string): P;
  getGroupMemberList(options: { groupID: string; count?: number; offset?: number }): P;
  getGroupMemberProfile(options: { groupID: string; userIDList: string[] }): P;
  addGroupMember(options: { groupID: string; userIDList: string[] }): P;
  deleteGroupMember(options: { groupID: string; userIDList: string[]; reason?: string }): P;
  setGroupMemberRole(options: { groupID: string; userID: string; role: string }): P;
  changeGroupOwner(options: { groupID: string; newOwnerID: string }): P;
  setGroupMemberMuteTime(options: { groupID: string; userID: string; muteTime: number }): P;
  getGroupApplicationList(): P;
  handleGroupApplication(options: { handleAction: 'Agree' | 'Reject'; application: Record<string, unknown>; handleMessage?: string }): P;
  /** Group attributes (string key/value; ≤ 16 keys, key ≤ 32 B, value ≤ 4 KB, all ≤ 16 KB); init replaces all. */
  initGroupAttributes(options: {
    groupID: string;
    groupAttributes: Record<string, string>;
  }): P<{ groupAttributes: Record<string, string> }>;
  setGroupAttributes(options: { groupID: string; groupAttributes: Record<string, string> }): P<{ groupAttributes: Record<string, string> }>;
  /** An empty keyList deletes all. */
  deleteGroupAttributes(options: { groupID: string; keyList: string[] }): P<{ keyList: string[] }>;
  /** An empty keyList returns all. */
  getGroupAttributes(options: { groupID: string; keyList?: string[] }): P<{ groupAttributes: Record<string, string> }>;

  getFriendList(): P;
  addFriend(options: { to: string; source?: string; remark?: string; wording?: string }): P;
  deleteFriend(options: { userIDList: string[] }): P;
  checkFriend(options: { userIDList: string[] }): P;
  updateFriend(options: { userID: string; remark: string }): P;
  getFriendApplicationList(): P;
  acceptFriendApplication(options: { userID: string; remark?: string }): P;
  refuseFriendApplication(options: { userID: string }): P;
  setFriendApplicationRead(): P;
  getBlacklist(): P;
  addToBlacklist(options: { userIDList: string[] }): P;
  removeFromBlacklist(options: { userIDList: string[] }): P;
}
