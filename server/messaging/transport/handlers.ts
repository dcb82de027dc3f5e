import type { OpMap, OpName } from '../../../protocol/ops.ts';
import type { Caller, Im } from '../context.ts';
import * as conversations from '../conversations/conversations.ts';
import * as friendships from '../people/friendships.ts';
import * as groups from '../groups/groups.ts';
import * as search from '../messages/search.ts';
import * as messages from '../messages/messages.ts';
import * as receipts from '../messages/receipts.ts';
import * as users from '../people/users.ts';
import { setConversationDraft } from '../conversations/drafts.ts';
import * as groupAttributes from '../groups/attributes.ts';
import { modifyMessage } from '../messages/modify.ts';
import { subscribeUserStatus, unsubscribeUserStatus } from '../people/user-status.ts';
import * as calls from '../calls/signalling.ts';

export type Handler<K extends OpName> = (im: Im, caller: Caller, data: OpMap[K]['data']) => Promise<OpMap[K]['result']>;
export type Handlers = { [K in Exclude<OpName, 'login' | 'logout' | 'ping'>]?: Handler<K> };

/** Every op after login, by name (login, logout and ping are the session's own, session.ts). */
export const handlers: Handlers = {
  sync: users.sync,
  typing: users.typing,
  getUserStatus: users.getUserStatus,
  getMyProfile: users.getMyProfile,
  getUserProfile: users.getUserProfile,
  updateMyProfile: users.updateMyProfile,
  sendMessage: messages.sendMessage,
  getMessageList: messages.getMessageList,
  revokeMessage: messages.revokeMessage,
  deleteMessage: messages.deleteMessage,
  addMessageReaction: messages.addMessageReaction,
  removeMessageReaction: messages.removeMessageReaction,
  getConversationList: conversations.getConversationList,
  getConversationProfile: conversations.getConversationProfile,
  deleteConversation: conversations.deleteConversation,
  pinConversation: conversations.pinConversation,
  muteConversation: conversations.muteConversation,
  setMessageRead: conversations.setMessageRead,
  sendMessageReadReceipt: receipts.sendMessageReadReceipt,
  getMessageReadReceiptList: receipts.getMessageReadReceiptList,
  getGroupMessageReadMemberList: receipts.getGroupMessageReadMemberList,
  getFriendList: friendships.getFriendList,
  addFriend: friendships.addFriend,
  deleteFriend: friendships.deleteFriend,
  checkFriend: friendships.checkFriend,
  updateFriend: friendships.updateFriend,
  getFriendApplicationList: friendships.getFriendApplicationList,
  acceptFriendApplication: friendships.acceptFriendApplication,
  refuseFriendApplication: friendships.refuseFriendApplication,
  setFriendApplicationRead: friendships.setFriendApplicationRead,
  getBlacklist: friendships.getBlacklist,
  addToBlacklist: friendships.addToBlacklist,
  removeFromBlacklist: friendships.removeFromBlacklist,
  searchCloudMessages: search.searchCloudMessages,
  createGroup: groups.createGroup,
  getGroupList: groups.getGroupList,
  getGroupProfile: groups.getGroupProfile,
  searchGroupByID: groups.searchGroupByID,
  updateGroupProfile: groups.updateGroupProfile,
  joinGroup: groups.joinGroup,
  quitGroup: groups.quitGroup,
  dismissGroup: groups.dismissGroup,
  getGroupMemberList: groups.getGroupMemberList,
  getGroupMemberProfile: groups.getGroupMemberProfile,
  addGroupMember: groups.addGroupMember,
  deleteGroupMember: groups.deleteGroupMember,
  setGroupMemberRole: groups.setGroupMemberRole,
  changeGroupOwner: groups.changeGroupOwner,
  setGroupMemberMuteTime: groups.setGroupMemberMuteTime,
  getGroupApplicationList: groups.getGroupApplicationList,
  handleGroupApplication: groups.handleGroupApplication,
  modifyMessage,
  setConversationDraft,
  initGroupAttributes: groupAttributes.initGroupAttributes,
  setGroupAttributes: groupAttributes.setGroupAttributes,
  deleteGroupAttributes: groupAttributes.deleteGroupAttributes,
  getGroupAttributes: groupAttributes.getGroupAttributes,
  subscribeUserStatus,
  unsubscribeUserStatus,
  getCallConfig: calls.getCallConfig,
  startCall: calls.startCall,
  acceptCall: calls.acceptCall,
  rejectCall: calls.rejectCall,
  cancelCall: calls.cancelCall,
  hangUpCall: calls.hangUpCall,
  joinCall: calls.joinCall,
  switchCallToAudio: calls.switchCallToAudio,
  resumeCall: calls.resumeCall,
  getCallIceServers: calls.getCallIceServers,
  sendCallSignal: calls.sendCallSignal,
  getCallList: calls.getCallList,
};
