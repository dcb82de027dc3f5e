import type { ChatSDK, Conversation as LibraryConversation, Message as LibraryMessage } from '@tencentcloud/chat';
import { conversationTarget, parseConversationId } from '../../../../protocol/model.ts';
import { EVENT, TYPES } from '../types.ts';
import type { ChatEngine, ChatResponse, Conversation, Message, MessageOptions } from '../types.ts';
import TIMUploadPlugin from 'tim-upload-plugin';
import { TencentCalls } from './calls.ts';
import { ReadyGate, gatedSdk } from './ready-gate.ts';
import {
  LIBRARY_REACTIONS_UPDATED,
  TYPING_BUSINESS_ID,
  adaptConversation,
  adaptMessage,
  isLibraryMessage,
  libraryConversationType,
  reactionChanges,
  typingOf,
} from './adapt.ts';

type R<T = object> = Promise<ChatResponse<T>>;
type Handler = (event: { name: string; data: unknown }) => void;

/**
 * The Tencent driver: the port over @tencentcloud/chat, selected when an SDKAppID is configured. Calls pass
 * straight through; only the few places where the port is simpler than the library are mapped (friend calls
 * take both-way types, memberList objects, typing as an online-only custom message, mute as remind type).
 * It follows the library's rules: `tim-upload-plugin` is registered (pictures, files, voice and video are
 * uploaded through it), and calls that need a sign-in wait for SDK_READY (ready-gate.ts). Voice and video calls
 * are not available on this driver (calls.ts).
 */
export class TencentChat extends TencentCalls implements ChatEngine {
  readonly kind = 'tencent' as const;
  #sdk: ChatSDK; // the library behind the ready gate
  #gate = new ReadyGate();
  #wrapped = new Map<Handler, (event: { name: string; data: unknown }) => void>();

  constructor(sdk: ChatSDK) {
    super();
    sdk.registerPlugin({ 'tim-upload-plugin': TIMUploadPlugin });
    this.#sdk = gatedSdk(sdk, this.#gate);
    sdk.on(EVENT.SDK_READY, () => this.#gate.ready());
    sdk.on(EVENT.SDK_NOT_READY, () => this.#gate.notReady());
    sdk.on(EVENT.KICKED_OUT, () => this.#gate.out());
    // Messages arrive as library objects: give them the port's extra fields; typing signals become TYPING_STATUS.
    sdk.on(EVENT.MESSAGE_RECEIVED, (event: { data: LibraryMessage[] }) => {
      for (const m of event.data) {
        const typing = typingOf(adaptMessage(m));
        if (typing) for (const h of this.#typingHandlers) h({ name: EVENT.TYPING_STATUS, data: typing });
      }
    });
  }
  #typingHandlers = new Set<Handler>();

  async login(o: { userID: string; userSig: string }): R {
    this.#gate.waiting();
    try {
      return (await this.#sdk.login(o)) as ChatResponse;
    } catch (err) {
      this.#gate.out();
      throw err;
    }
  }
  async logout(): R {
    this.#gate.out();
    await this.#sdk.logout();
    return { code: 0, data: {} };
  }
  destroy(): Promise<void> {
    return this.#sdk.destroy();
  }
  isReady(): boolean {
    return this.#sdk.isReady();
  }
  getLoginUser(): string {
    return String(this.#sdk.getLoginUser());
  }
  on(event: string, handler: Handler): void {
    if (event === EVENT.TYPING_STATUS) {
      this.#typingHandlers.add(handler);
      return;
    }
    const wrapped =
      event === EVENT.MESSAGE_RECEIVED
        ? (e: { name: string; data: unknown }) =>
            handler({ ...e, data: Array.isArray(e.data) ? e.data.filter((m: Message) => !typingOf(m)) : e.data })
        : event === EVENT.CONVERSATION_LIST_UPDATED
          ? (e: { name: string; data: unknown }) =>
              handler({ ...e, data: Array.isArray(e.data) ? e.data.map((c: LibraryConversation) => adaptConversation(c)) : e.data })
          : handler;
    this.#wrapped.set(handler, wrapped);
    this.#sdk.on(event, wrapped);
    if (event === EVENT.MESSAGE_MODIFIED) {
      // the library reports reactions in their own event; the port carries them as MESSAGE_MODIFIED
      const reactions = (e: { name: string; data: unknown }) => handler({ name: EVENT.MESSAGE_MODIFIED, data: reactionChanges(e.data) });
      this.#reactionWrapped.set(handler, reactions);
      this.#sdk.on(LIBRARY_REACTIONS_UPDATED, reactions);
    }
  }
  #reactionWrapped = new Map<Handler, Handler>();
  off(event: string, handler: Handler): void {
    if (event === EVENT.TYPING_STATUS) {
      this.#typingHandlers.delete(handler);
      return;
    }
    this.#sdk.off(event, this.#wrapped.get(handler) ?? handler);
    this.#wrapped.delete(handler);
    const reactions = this.#reactionWrapped.get(handler);
    if (event === EVENT.MESSAGE_MODIFIED && reactions) {
      this.#sdk.off(LIBRARY_REACTIONS_UPDATED, reactions);
      this.#reactionWrapped.delete(handler);
    }
  }

  #opts(o: MessageOptions): Parameters<ChatSDK['createTextMessage']>[0] {
    return { ...o, conversationType: libraryConversationType(o.conversationType) };
  }
  createTextMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createTextMessage(this.#opts(o)));
  }
  createTextAtMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createTextAtMessage(this.#opts(o)));
  }
  createImageMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createImageMessage(this.#opts(o)));
  }
  createVideoMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createVideoMessage(this.#opts(o)));
  }
  createAudioMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createAudioMessage(this.#opts(o)));
  }
  createFileMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createFileMessage(this.#opts(o)));
  }
  createFaceMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createFaceMessage(this.#opts(o)));
  }
  createLocationMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createLocationMessage(this.#opts(o)));
  }
  createCustomMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createCustomMessage(this.#opts(o)));
  }
  createMergerMessage(o: MessageOptions) {
    return adaptMessage(this.#sdk.createMergerMessage(this.#opts(o)));
  }
  createForwardMessage(o: Omit<MessageOptions, 'payload'> & { payload: Message }) {
    const { payload, ...rest } = o;
    return adaptMessage(
      this.#sdk.createForwardMessage({
        ...rest,
        conversationType: libraryConversationType(o.conversationType),
        payload: this.#lib(payload),
      }),
    );
  }
  async downloadMergerMessage(m: Message): R<Message> {
    const r = (await this.#sdk.downloadMergerMessage(this.#lib(m))) as ChatResponse<LibraryMessage>;
    const list: unknown = (r.data.payload as { messageList?: unknown }).messageList;
    if (Array.isArray(list)) (list as LibraryMessage[]).forEach(adaptMessage);
    return { ...r, data: adaptMessage(r.data) };
  }
  /** A port message handed back to the library: its own object (see adaptMessage), checked and narrowed. */
  #lib(m: Message): LibraryMessage {
    if (!isLibraryMessage(m)) throw Object.assign(new Error(`not a message of this chat: ${m.ID}`), { code: 10004 });
    return m;
  }
  async sendMessage(m: Message): R<{ message: Message }> {
    const r = (await this.#sdk.sendMessage(this.#lib(m))) as ChatResponse<{ message: LibraryMessage }>;
    return { ...r, data: { ...r.data, message: adaptMessage(r.data.message) } };
  }
  resendMessage(m: Message): R<{ message: Message }> {
    return this.#sdk.resendMessage(this.#lib(m));
  }
  revokeMessage(m: Message): R<{ message: Message }> {
    return this.#sdk.revokeMessage(this.#lib(m));
  }
  deleteMessage(messageList: Message[]): R<{ messageList: Message[] }> {
    return this.#sdk.deleteMessage(messageList.map((m) => this.#lib(m)));
  }
  async getMessageList(o: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): R<{ messageList: Message[]; nextReqMessageID: string; isCompleted: boolean }> {
    // the library pages by 15 at most
    const { count: _count, ...options } = o;
    const r = (await this.#sdk.getMessageList(options)) as ChatResponse<{
      messageList: LibraryMessage[];
      nextReqMessageID: string;
      isCompleted: boolean;
    }>;
    return { ...r, data: { ...r.data, messageList: r.data.messageList.map(adaptMessage) } };
  }
  async modifyMessage(m: Message): R<{ message: Message }> {
    const r = (await this.#sdk.modifyMessage(this.#lib(m))) as ChatResponse<{ message: LibraryMessage }>;
    return { ...r, data: { ...r.data, message: adaptMessage(r.data.message) } };
  }
  setMessageRead(o: { conversationID: string }): R {
    return this.#sdk.setMessageRead(o);
  }
  sendMessageReadReceipt(list: Message[]): R {
    return this.#sdk.sendMessageReadReceipt(list.map((m) => this.#lib(m)));
  }
  getMessageReadReceiptList(list: Message[]): R<{ messageList: Message[] }> {
    return this.#sdk.getMessageReadReceiptList(list.map((m) => this.#lib(m)));
  }
  getGroupMessageReadMemberList(o: { message: Message; filter: number; cursor?: string; count?: number }): R {
    return this.#sdk.getGroupMessageReadMemberList({
      ...o,
      message: this.#lib(o.message),
      cursor: o.cursor ?? '',
      count: o.count ?? 100,
    });
  }
  addMessageReaction(m: Message, reactionID: string): R {
    return this.#sdk.addMessageReaction(this.#lib(m), reactionID);
  }
  removeMessageReaction(m: Message, reactionID: string): R {
    return this.#sdk.removeMessageReaction(this.#lib(m), reactionID);
  }
  searchCloudMessages(o: Record<string, unknown>): R {
    return this.#sdk.searchCloudMessages(o);
  }
  async setTypingStatus(o: { to: string; status: 'enter' | 'leave' }): R {
    const data = JSON.stringify({
      businessID: TYPING_BUSINESS_ID,
      typingStatus: o.status === 'enter' ? 1 : 0,
      version: 1,
      userAction: 14,
      actionParam: o.status === 'enter' ? 'EIMAMSG_InputStatus_Ing' : 'EIMAMSG_InputStatus_End',
    });
    const m = this.#sdk.createCustomMessage({
      to: o.to,
      conversationType: TYPES.CONV_C2C as never,
      payload: { data, description: '', extension: '' },
    });
    return (await this.#sdk.sendMessage(m, { onlineUserOnly: true })) as ChatResponse;
  }

  async getConversationList(): R<{ conversationList: Conversation[] }> {
    const r = (await this.#sdk.getConversationList()) as ChatResponse<{ conversationList: LibraryConversation[] }>;
    return { code: 0, data: { ...r.data, conversationList: r.data.conversationList.map(adaptConversation) } };
  }
  async getConversationProfile(id: string): R<{ conversation: Conversation }> {
    const r = (await this.#sdk.getConversationProfile(id)) as ChatResponse<{ conversation: LibraryConversation }>;
    return { code: 0, data: { conversation: adaptConversation(r.data.conversation) } };
  }
  deleteConversation(id: string): R {
    return this.#sdk.deleteConversation(id);
  }
  pinConversation(o: { conversationID: string; isPinned: boolean }): R {
    return this.#sdk.pinConversation(o);
  }
  setMessageRemindType(o: { conversationID: string; messageRemindType: string }): R {
    const parsed = parseConversationId(o.conversationID);
    const target = parsed?.type === 'GROUP' ? { groupID: parsed.target } : { userIDList: [conversationTarget(o.conversationID)] };
    return this.#sdk.setMessageRemindType({ ...target, messageRemindType: o.messageRemindType } as never);
  }
  setConversationDraft(o: { conversationID: string; draftText: string }): R {
    return this.#sdk.setConversationDraft(o);
  }
  getTotalUnreadMessageCount(): number {
    return this.#sdk.getTotalUnreadMessageCount();
  }

  getMyProfile(): R {
    return this.#sdk.getMyProfile();
  }
  getUserProfile(o: { userIDList: string[] }): R {
    return this.#sdk.getUserProfile(o);
  }
  updateMyProfile(o: { nick?: string; avatar?: string; selfSignature?: string; gender?: string; birthday?: number }): R {
    // the SDK types its gender as an enum whose values are Tencent's Gender_Type_* strings
    type Options = Parameters<ChatSDK['updateMyProfile']>[0];
    return this.#sdk.updateMyProfile({ ...o, gender: o.gender as Options['gender'] });
  }
  getUserStatus(o: { userIDList: string[] }): R {
    return this.#sdk.getUserStatus(o);
  }
  subscribeUserStatus(o: { userIDList: string[] }): R {
    return this.#sdk.subscribeUserStatus(o);
  }
  unsubscribeUserStatus(o: { userIDList?: string[] }): R {
    return this.#sdk.unsubscribeUserStatus({ userIDList: o.userIDList });
  }

  createGroup(o: Record<string, unknown>): R {
    const memberList = Array.isArray(o.memberList)
      ? (o.memberList as unknown[]).map((m) => (typeof m === 'string' ? { userID: m } : m))
      : undefined;
    return this.#sdk.createGroup({ ...o, ...(memberList ? { memberList } : {}) } as Parameters<ChatSDK['createGroup']>[0]);
  }
  getGroupList(): R {
    return this.#sdk.getGroupList();
  }
  getGroupProfile(o: { groupID: string }): R {
    return this.#sdk.getGroupProfile(o);
  }
  searchGroupByID(groupID: string): R {
    return this.#sdk.searchGroupByID(groupID);
  }
  updateGroupProfile(o: Record<string, unknown>): R {
    return this.#sdk.updateGroupProfile(o as never);
  }
  joinGroup(o: { groupID: string; applyMessage?: string }): R {
    return this.#sdk.joinGroup(o);
  }
  quitGroup(groupID: string): R {
    return this.#sdk.quitGroup(groupID);
  }
  dismissGroup(groupID: string): R {
    return this.#sdk.dismissGroup(groupID);
  }
  getGroupMemberList(o: { groupID: string; count?: number; offset?: number }): R {
    return this.#sdk.getGroupMemberList({ count: 100, offset: 0, ...o });
  }
  getGroupMemberProfile(o: { groupID: string; userIDList: string[] }): R {
    return this.#sdk.getGroupMemberProfile(o);
  }
  addGroupMember(o: { groupID: string; userIDList: string[] }): R {
    return this.#sdk.addGroupMember(o);
  }
  deleteGroupMember(o: { groupID: string; userIDList: string[]; reason?: string }): R {
    return this.#sdk.deleteGroupMember({ reason: '', ...o });
  }
  setGroupMemberRole(o: { groupID: string; userID: string; role: string }): R {
    return this.#sdk.setGroupMemberRole(o as never);
  }
  changeGroupOwner(o: { groupID: string; newOwnerID: string }): R {
    return this.#sdk.changeGroupOwner(o);
  }
  setGroupMemberMuteTime(o: { groupID: string; userID: string; muteTime: number }): R {
    return this.#sdk.setGroupMemberMuteTime(o);
  }
  getGroupApplicationList(): R {
    return this.#sdk.getGroupApplicationList();
  }
  handleGroupApplication(o: { handleAction: 'Agree' | 'Reject'; application: Record<string, unknown>; handleMessage?: string }): R {
    return this.#sdk.handleGroupApplication(o);
  }

  initGroupAttributes(o: { groupID: string; groupAttributes: Record<string, string> }): R<{ groupAttributes: Record<string, string> }> {
    return this.#sdk.initGroupAttributes(o);
  }
  setGroupAttributes(o: { groupID: string; groupAttributes: Record<string, string> }): R<{ groupAttributes: Record<string, string> }> {
    return this.#sdk.setGroupAttributes(o);
  }
  deleteGroupAttributes(o: { groupID: string; keyList: string[] }): R<{ keyList: string[] }> {
    return this.#sdk.deleteGroupAttributes(o);
  }
  /** The library's keyList is required: [] means every attribute. */
  getGroupAttributes(o: { groupID: string; keyList?: string[] }): R<{ groupAttributes: Record<string, string> }> {
    return this.#sdk.getGroupAttributes({ groupID: o.groupID, keyList: o.keyList ?? [] });
  }

  getFriendList(): R {
    return this.#sdk.getFriendList();
  }
  addFriend(o: { to: string; source?: string; remark?: string; wording?: string }): R {
    return this.#sdk.addFriend({ source: 'AddSource_Type_Web', ...o, type: TYPES.SNS_ADD_TYPE_BOTH } as never);
  }
  deleteFriend(o: { userIDList: string[] }): R {
    return this.#sdk.deleteFriend({ ...o, type: 'Delete_Type_Both' } as never);
  }
  checkFriend(o: { userIDList: string[] }): R {
    return this.#sdk.checkFriend({ ...o, type: TYPES.SNS_CHECK_TYPE_BOTH } as never);
  }
  updateFriend(o: { userID: string; remark: string }): R {
    return this.#sdk.updateFriend(o);
  }
  getFriendApplicationList(): R {
    return this.#sdk.getFriendApplicationList();
  }
  acceptFriendApplication(o: { userID: string; remark?: string }): R {
    return this.#sdk.acceptFriendApplication({ ...o, type: TYPES.SNS_APPLICATION_AGREE_AND_ADD } as never);
  }
  refuseFriendApplication(o: { userID: string }): R {
    return this.#sdk.refuseFriendApplication(o);
  }
  setFriendApplicationRead(): R {
    return this.#sdk.setFriendApplicationRead();
  }
  getBlacklist(): R {
    return this.#sdk.getBlacklist();
  }
  addToBlacklist(o: { userIDList: string[] }): R {
    return this.#sdk.addToBlacklist(o);
  }
  removeFromBlacklist(o: { userIDList: string[] }): R {
    return this.#sdk.removeFromBlacklist(o);
  }
}

/** Loads the library on demand (it is large and browser-only) and wraps a chat instance for `sdkAppId`. */
export async function createTencentChat(sdkAppId: number): Promise<TencentChat> {
  const { default: TencentCloudChat } = await import('@tencentcloud/chat');
  const sdk = TencentCloudChat.create({ SDKAppID: sdkAppId });
  sdk.setLogLevel(1);
  return new TencentChat(sdk);
}
