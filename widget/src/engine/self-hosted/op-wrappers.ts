import { ErrorCode, ImError } from '../../../../protocol/errors.ts';
import type { CreateGroupData, OpMap, OpName } from '../../../../protocol/ops.ts';
import { TYPES } from '../types.ts';
import type { ChatResponse, Conversation, Message, MessageOptions } from '../types.ts';
import { conversationFromWire, fromWire, mergedEntry, mergedMessage } from './message-factory.ts';
import type { MergedEntry } from './message-factory.ts';

type R<T = object> = Promise<ChatResponse<T>>;

/**
 * The port's request/response calls, mapped one to one onto protocol ops (the library's option names in,
 * `{ code: 0, data }` out). The driver supplies the connection.
 */
export abstract class SelfHostedOps {
  protected abstract call<K extends OpName>(op: K, data: OpMap[K]['data']): Promise<OpMap[K]['result']>;
  protected abstract me(): string;
  protected abstract draft(type: string, options: MessageOptions): Message;

  protected async wrap<K extends OpName>(op: K, data: OpMap[K]['data']): R<OpMap[K]['result']> {
    return { code: 0, data: await this.call(op, data) };
  }

  createTextMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_TEXT, o);
  }
  createTextAtMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_TEXT, o);
  }
  createImageMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_IMAGE, o);
  }
  createVideoMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_VIDEO, o);
  }
  createAudioMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_AUDIO, o);
  }
  createFileMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_FILE, o);
  }
  createFaceMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_FACE, o);
  }
  createLocationMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_LOCATION, o);
  }
  createCustomMessage(o: MessageOptions): Message {
    return this.draft(TYPES.MSG_CUSTOM, o);
  }
  createMergerMessage(o: MessageOptions): Message {
    const list = Array.isArray(o.payload.messageList) ? (o.payload.messageList as Message[]) : [];
    return this.draft(TYPES.MSG_MERGER, { ...o, payload: { ...o.payload, messageList: list.map(mergedEntry) } });
  }
  createForwardMessage(o: Omit<MessageOptions, 'payload'> & { payload: Message }): Message {
    const source = o.payload;
    const { file: _file, ...payload } = source.payload as Record<string, unknown>;
    if (source.status !== 'success' || (_file && !payload.url))
      throw new ImError(ErrorCode.BAD_REQUEST, 'payload: only sent messages can be forwarded');
    const { onProgress: _p, ...rest } = o as MessageOptions;
    return this.draft(source.type, { ...rest, payload });
  }
  downloadMergerMessage(message: Message): R<Message> {
    const payload = message.payload as Record<string, unknown>;
    const entries = Array.isArray(payload.messageList) ? (payload.messageList as MergedEntry[]) : [];
    return Promise.resolve({
      code: 0,
      data: { ...message, payload: { ...payload, messageList: entries.map((e) => mergedMessage(e, this.me())) } },
    });
  }

  async revokeMessage(message: Message): R<{ message: Message }> {
    await this.call('revokeMessage', { conversationID: message.conversationID, messageID: message.ID });
    message.isRevoked = true;
    message.revoker = this.me();
    return { code: 0, data: { message } };
  }
  async deleteMessage(messageList: Message[]): R<{ messageList: Message[] }> {
    const conversationID = messageList[0]?.conversationID ?? '';
    if (messageList.some((m) => m.conversationID !== conversationID))
      throw new ImError(ErrorCode.BAD_REQUEST, 'messageList: one conversation only');
    await this.call('deleteMessage', { conversationID, messageIDList: messageList.map((m) => m.ID) });
    for (const m of messageList) m.isDeleted = true;
    return { code: 0, data: { messageList } };
  }
  async modifyMessage(message: Message): R<{ message: Message }> {
    const editable = message.type === TYPES.MSG_TEXT || message.type === TYPES.MSG_CUSTOM;
    const r = await this.call('modifyMessage', {
      conversationID: message.conversationID,
      messageID: message.ID,
      ...(editable ? { payload: message.payload as Record<string, unknown> } : {}),
      cloudCustomData: message.cloudCustomData ?? '',
      version: message.version ?? 0,
    });
    Object.assign(message, fromWire(r.message, this.me()));
    return { code: 0, data: { message } };
  }
  setMessageRead(o: { conversationID: string }) {
    return this.wrap('setMessageRead', o);
  }
  async sendMessageReadReceipt(list: Message[]): R {
    const byConversation = new Map<string, string[]>();
    for (const m of list) byConversation.set(m.conversationID, [...(byConversation.get(m.conversationID) ?? []), m.ID]);
    for (const [conversationID, messageIDList] of byConversation)
      await this.call('sendMessageReadReceipt', { conversationID, messageIDList });
    return { code: 0, data: {} };
  }
  async getMessageReadReceiptList(list: Message[]): R<{ messageList: Message[] }> {
    const first = list[0];
    if (!first) return { code: 0, data: { messageList: [] } };
    const r = await this.call('getMessageReadReceiptList', { conversationID: first.conversationID, messageIDList: list.map((m) => m.ID) });
    for (const info of r.messageList) {
      const m = list.find((x) => x.ID === info.ID);
      if (m) {
        m.readReceiptInfo = info.readReceiptInfo;
        m.isPeerRead = Boolean(info.readReceiptInfo.isPeerRead);
      }
    }
    return { code: 0, data: { messageList: list } };
  }
  getGroupMessageReadMemberList(o: { message: Message; filter: number; cursor?: string; count?: number }) {
    return this.wrap('getGroupMessageReadMemberList', {
      conversationID: o.message.conversationID,
      messageID: o.message.ID,
      filter: o.filter,
      cursor: o.cursor,
      count: o.count,
    });
  }
  addMessageReaction(m: Message, reactionID: string) {
    return this.wrap('addMessageReaction', { conversationID: m.conversationID, messageID: m.ID, reactionID });
  }
  removeMessageReaction(m: Message, reactionID: string) {
    return this.wrap('removeMessageReaction', { conversationID: m.conversationID, messageID: m.ID, reactionID });
  }
  /** Results as library Message objects (flow, status, revoker…), like getMessageList's. */
  async searchCloudMessages(o: Record<string, unknown>) {
    const r = await this.call('searchCloudMessages', o);
    const me = this.me();
    return {
      code: 0 as const,
      data: { ...r, searchResultList: r.searchResultList.map((g) => ({ ...g, messageList: g.messageList.map((w) => fromWire(w, me)) })) },
    };
  }
  setTypingStatus(o: { to: string; status: 'enter' | 'leave' }) {
    return this.wrap('typing', o);
  }

  async getConversationProfile(conversationID: string): R<{ conversation: Conversation }> {
    const r = await this.call('getConversationProfile', { conversationID });
    return { code: 0, data: { conversation: conversationFromWire(r.conversation, this.me()) } };
  }
  deleteConversation(conversationID: string) {
    return this.wrap('deleteConversation', { conversationID });
  }
  pinConversation(o: { conversationID: string; isPinned: boolean }) {
    return this.wrap('pinConversation', o);
  }
  setMessageRemindType(o: { conversationID: string; messageRemindType: string }) {
    return this.wrap('muteConversation', {
      conversationID: o.conversationID,
      isMuted: o.messageRemindType !== TYPES.MSG_REMIND_ACPT_AND_NOTE,
    });
  }

  setConversationDraft(o: { conversationID: string; draftText: string }) {
    return this.wrap('setConversationDraft', { conversationID: o.conversationID, draftText: o.draftText });
  }

  getMyProfile() {
    return this.wrap('getMyProfile', {});
  }
  getUserProfile(o: { userIDList: string[] }) {
    return this.wrap('getUserProfile', o);
  }
  updateMyProfile(o: { nick?: string; avatar?: string; selfSignature?: string; gender?: string; birthday?: number }) {
    return this.wrap('updateMyProfile', o);
  }
  getUserStatus(o: { userIDList: string[] }) {
    return this.wrap('getUserStatus', o);
  }

  subscribeUserStatus(o: { userIDList: string[] }) {
    return this.wrap('subscribeUserStatus', { userIDList: o.userIDList });
  }
  unsubscribeUserStatus(o: { userIDList?: string[] }) {
    return this.wrap('unsubscribeUserStatus', o.userIDList ? { userIDList: o.userIDList } : {});
  }

  /** The library's options: members by ID or as `{ userID }` objects. */
  createGroup(o: Omit<CreateGroupData, 'memberList'> & { memberList?: (string | { userID: string })[] }) {
    const { memberList, ...rest } = o;
    return this.wrap('createGroup', {
      ...rest,
      ...(Array.isArray(memberList) ? { memberList: memberList.map((m) => (typeof m === 'string' ? m : m.userID)) } : {}),
    });
  }
  getGroupList() {
    return this.wrap('getGroupList', {});
  }
  getGroupProfile(o: { groupID: string }) {
    return this.wrap('getGroupProfile', { groupID: o.groupID });
  }
  searchGroupByID(groupID: string) {
    return this.wrap('searchGroupByID', { groupID });
  }
  updateGroupProfile(o: Record<string, unknown>) {
    return this.wrap('updateGroupProfile', o as OpMap['updateGroupProfile']['data']);
  }
  joinGroup(o: { groupID: string; applyMessage?: string }) {
    return this.wrap('joinGroup', o);
  }
  quitGroup(groupID: string) {
    return this.wrap('quitGroup', { groupID });
  }
  dismissGroup(groupID: string) {
    return this.wrap('dismissGroup', { groupID });
  }
  getGroupMemberList(o: { groupID: string; count?: number; offset?: number }) {
    return this.wrap('getGroupMemberList', o);
  }
  getGroupMemberProfile(o: { groupID: string; userIDList: string[] }) {
    return this.wrap('getGroupMemberProfile', o);
  }
  addGroupMember(o: { groupID: string; userIDList: string[] }) {
    return this.wrap('addGroupMember', o);
  }
  deleteGroupMember(o: { groupID: string; userIDList: string[]; reason?: string }) {
    return this.wrap('deleteGroupMember', o);
  }
  setGroupMemberRole(o: { groupID: string; userID: string; role: string }) {
    return this.wrap('setGroupMemberRole', o as OpMap['setGroupMemberRole']['data']);
  }
  changeGroupOwner(o: { groupID: string; newOwnerID: string }) {
    return this.wrap('changeGroupOwner', o);
  }
  setGroupMemberMuteTime(o: { groupID: string; userID: string; muteTime: number }) {
    return this.wrap('setGroupMemberMuteTime', o);
  }
  getGroupApplicationList() {
    return this.wrap('getGroupApplicationList', {});
  }
  handleGroupApplication(o: { handleAction: 'Agree' | 'Reject'; application: Record<string, unknown>; handleMessage?: string }) {
    return this.wrap('handleGroupApplication', {
      applicationID: String(o.application.applicationID),
      handleAction: o.handleAction,
      handleMessage: o.handleMessage,
    });
  }

  initGroupAttributes(o: { groupID: string; groupAttributes: Record<string, string> }) {
    return this.wrap('initGroupAttributes', { groupID: o.groupID, groupAttributes: o.groupAttributes });
  }
  setGroupAttributes(o: { groupID: string; groupAttributes: Record<string, string> }) {
    return this.wrap('setGroupAttributes', { groupID: o.groupID, groupAttributes: o.groupAttributes });
  }
  deleteGroupAttributes(o: { groupID: string; keyList: string[] }) {
    return this.wrap('deleteGroupAttributes', { groupID: o.groupID, keyList: o.keyList });
  }
  getGroupAttributes(o: { groupID: string; keyList?: string[] }) {
    return this.wrap('getGroupAttributes', { groupID: o.groupID, keyList: o.keyList ?? [] });
  }

  getCallConfig() {
    return this.wrap('getCallConfig', {});
  }
  startCall(o: { userIDList: string[]; type: number; groupID?: string }) {
    return this.wrap('startCall', o.groupID ? o : { userIDList: o.userIDList, type: o.type });
  }
  acceptCall(o: { callID: string }) {
    return this.wrap('acceptCall', { callID: o.callID });
  }
  rejectCall(o: { callID: string }) {
    return this.wrap('rejectCall', { callID: o.callID });
  }
  cancelCall(o: { callID: string }) {
    return this.wrap('cancelCall', { callID: o.callID });
  }
  hangUpCall(o: { callID: string }) {
    return this.wrap('hangUpCall', { callID: o.callID });
  }
  joinCall(o: { callID: string }) {
    return this.wrap('joinCall', { callID: o.callID });
  }
  switchCallToAudio(o: { callID: string }) {
    return this.wrap('switchCallToAudio', { callID: o.callID });
  }
  resumeCall(o: { callID: string }) {
    return this.wrap('resumeCall', { callID: o.callID });
  }
  getCallIceServers(o: { callID: string }) {
    return this.wrap('getCallIceServers', { callID: o.callID });
  }
  sendCallSignal(o: OpMap['sendCallSignal']['data']) {
    return this.wrap('sendCallSignal', o);
  }
  getCallList(o: { groupID?: string } = {}) {
    return this.wrap('getCallList', o.groupID ? { groupID: o.groupID } : {});
  }

  getFriendList() {
    return this.wrap('getFriendList', {});
  }
  addFriend(o: { to: string; source?: string; remark?: string; wording?: string }) {
    return this.wrap('addFriend', o);
  }
  deleteFriend(o: { userIDList: string[] }) {
    return this.wrap('deleteFriend', { userIDList: o.userIDList });
  }
  checkFriend(o: { userIDList: string[] }) {
    return this.wrap('checkFriend', { userIDList: o.userIDList });
  }
  updateFriend(o: { userID: string; remark: string }) {
    return this.wrap('updateFriend', { userID: o.userID, remark: o.remark });
  }
  getFriendApplicationList() {
    return this.wrap('getFriendApplicationList', {});
  }
  acceptFriendApplication(o: { userID: string; remark?: string }) {
    return this.wrap('acceptFriendApplication', { userID: o.userID, remark: o.remark });
  }
  refuseFriendApplication(o: { userID: string }) {
    return this.wrap('refuseFriendApplication', { userID: o.userID });
  }
  setFriendApplicationRead() {
    return this.wrap('setFriendApplicationRead', {});
  }
  getBlacklist() {
    return this.wrap('getBlacklist', {});
  }
  addToBlacklist(o: { userIDList: string[] }) {
    return this.wrap('addToBlacklist', o);
  }
  removeFromBlacklist(o: { userIDList: string[] }) {
    return this.wrap('removeFromBlacklist', o);
  }
}
