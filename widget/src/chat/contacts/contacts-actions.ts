import { conversationIdOf } from '../../../../protocol/model.ts';
import { TYPES, type ChatEngine } from '../../engine/types.ts';
import type { ChatController } from '../controller.ts';
import type { ContactGroup, ContactUser, FriendApplication } from '../store/contacts.ts';
import { remarkFits } from '../lib/remark.ts';

/**
 * The contact calls of SPEC §7 (friend list, applications, blacklist, groups, remark, delete, check) on the
 * engine port, feeding the contacts slice. Failures toast their SPEC §8 text (server message when it has one).
 */

type Profile = { userID: string; nick?: string; avatar?: string };

function fail(chat: ChatController, key: string, err: unknown): void {
  console.warn(`[hy-chat] ${key}`, err);
  const message = (err as { message?: string } | null)?.message;
  chat.toast('error', message ? `${chat.t(`contacts:errors.${key}`)}: ${message}` : chat.t(`contacts:errors.${key}`));
}

async function profiles(engine: ChatEngine, userIDList: string[]): Promise<Map<string, Profile>> {
  if (userIDList.length === 0) return new Map();
  const r = await engine.getUserProfile({ userIDList });
  return new Map((r.data as { profileList: Profile[] }).profileList.map((p) => [p.userID, p]));
}

export async function loadFriends(chat: ChatController): Promise<void> {
  const r = await chat.engine.getFriendList();
  const list = (r.data as { friendList: { userID: string; remark: string; profile?: Profile }[] }).friendList;
  chat.contacts.friends = list.map<ContactUser>((f) => ({
    userID: f.userID,
    remark: f.remark ?? '',
    nick: f.profile?.nick ?? '',
    avatar: f.profile?.avatar ?? '',
  }));
}

export async function loadApplications(chat: ChatController): Promise<void> {
  const r = await chat.engine.getFriendApplicationList();
  const data = r.data as {
    friendApplicationList: { userID: string; nick?: string; type: string; wording?: string; time?: number }[];
    unreadCount: number;
  };
  chat.contacts.applications = data.friendApplicationList.map<FriendApplication>((a) => ({
    userID: a.userID,
    nick: a.nick ?? '',
    direction: a.type === TYPES.SNS_APPLICATION_SENT_TO_ME ? 'in' : 'out',
    wording: a.wording ?? '',
    time: a.time ?? 0,
  }));
  chat.contacts.unreadApplications = data.unreadCount;
}

export async function loadBlacklist(chat: ChatController): Promise<void> {
  const r = await chat.engine.getBlacklist();
  const ids = (r.data as { userIDList: string[] }).userIDList;
  const known = await profiles(chat.engine, ids);
  chat.contacts.blacklist = ids.map((userID) => ({ userID, nick: known.get(userID)?.nick ?? '', avatar: '', remark: '' }));
}

export async function loadGroups(chat: ChatController): Promise<void> {
  const r = await chat.engine.getGroupList();
  chat.contacts.groups = (r.data as { groupList: ContactGroup[] }).groupList.map((g) => ({
    groupID: g.groupID,
    name: g.name,
    type: g.type,
    memberCount: g.memberCount,
  }));
}

export async function loadContacts(chat: ChatController): Promise<void> {
  const results = await Promise.allSettled([loadFriends(chat), loadApplications(chat), loadBlacklist(chat), loadGroups(chat)]);
  for (const r of results) if (r.status === 'rejected') console.warn('[hy-chat] contacts load failed', r.reason);
  chat.contacts.loaded = true;
}

/** SPEC §2: opening 'new contacts' marks the applications read. */
export async function markApplicationsRead(chat: ChatController): Promise<void> {
  if (chat.contacts.unreadApplications === 0) return;
  chat.contacts.unreadApplications = 0;
  await chat.engine.setFriendApplicationRead().catch((err: unknown) => console.warn('[hy-chat] mark read failed', err));
}

/** Contact search by user ID (SPEC §5: only if non-empty); null when there is no such user. */
export async function searchUser(chat: ChatController, userID: string): Promise<ContactUser | null> {
  const id = userID.trim();
  if (!id) return null;
  const found = (await profiles(chat.engine, [id])).get(id);
  return found ? { userID: id, nick: found.nick ?? '', avatar: found.avatar ?? '', remark: '' } : null;
}

/** SPEC §4: the relation both ways; only 'both' counts as friends. */
export async function relationWith(chat: ChatController, userID: string): Promise<string> {
  const r = await chat.engine.checkFriend({ userIDList: [userID] });
  return (r.data as { resultList: { relation: string }[] }).resultList[0]?.relation ?? TYPES.SNS_TYPE_NO_RELATION;
}

export async function sendFriendRequest(chat: ChatController, to: string, remark: string, wording: string): Promise<boolean> {
  if (!remarkFits(remark)) {
    chat.toast('error', chat.t('contacts:errors.remarkTooLong'));
    return false;
  }
  try {
    const r = await chat.engine.addFriend({ to, source: 'AddSource_Type_Web', remark, wording });
    const added = (r.data as { status?: string }).status === 'Added';
    chat.toast('success', chat.t(added ? 'contacts:done.friendAdded' : 'contacts:done.applicationSent'));
    await Promise.all([loadFriends(chat), loadApplications(chat)]);
    return true;
  } catch (err) {
    fail(chat, 'sendApplication', err);
    return false;
  }
}

export async function acceptApplication(chat: ChatController, userID: string): Promise<void> {
  try {
    await chat.engine.acceptFriendApplication({ userID });
    chat.toast('success', chat.t('contacts:done.friendAdded'));
  } catch (err) {
    fail(chat, 'accept', err);
  }
  await Promise.all([loadFriends(chat), loadApplications(chat)]).catch(() => undefined);
}

export async function refuseApplication(chat: ChatController, userID: string): Promise<void> {
  try {
    await chat.engine.refuseFriendApplication({ userID });
    chat.toast('success', chat.t('contacts:done.refused'));
  } catch (err) {
    fail(chat, 'refuse', err);
  }
  await loadApplications(chat).catch(() => undefined);
}

/** SPEC §5: at most 96 bytes, only between friends (both ways); the server enforces both. */
export async function changeRemark(chat: ChatController, userID: string, remark: string): Promise<boolean> {
  if (!remarkFits(remark)) {
    chat.toast('error', chat.t('contacts:errors.remarkTooLong'));
    return false;
  }
  try {
    await chat.engine.updateFriend({ userID, remark });
    chat.toast('success', chat.t('contacts:done.remarkChanged'));
    await loadFriends(chat);
    return true;
  } catch (err) {
    const code = (err as { code?: number }).code;
    if (code === 30001) chat.toast('error', chat.t('contacts:errors.remarkTooLong'));
    else fail(chat, 'remark', err);
    return false;
  }
}

export async function removeFriend(chat: ChatController, userID: string): Promise<void> {
  try {
    await chat.engine.deleteFriend({ userIDList: [userID] });
    chat.toast('success', chat.t('contacts:done.friendDeleted'));
    await loadFriends(chat);
  } catch (err) {
    fail(chat, 'deleteFriend', err);
  }
}

export async function block(chat: ChatController, userID: string): Promise<void> {
  try {
    await chat.engine.addToBlacklist({ userIDList: [userID] });
    chat.toast('success', chat.t('contacts:done.blocked'));
    await Promise.all([loadBlacklist(chat), loadFriends(chat)]);
  } catch (err) {
    fail(chat, 'block', err);
  }
}

export async function unblock(chat: ChatController, userID: string): Promise<void> {
  try {
    await chat.engine.removeFromBlacklist({ userIDList: [userID] });
    chat.toast('success', chat.t('contacts:done.unblocked'));
    await loadBlacklist(chat);
  } catch (err) {
    fail(chat, 'unblock', err);
  }
}

/** 'Send message' / a picked user: the conversations screen on that conversation. */
export function openChatWith(chat: ChatController, type: 'C2C' | 'GROUP', id: string): void {
  chat.contacts.screen = 'conversations';
  void chat.openConversation(conversationIdOf(type, id)).catch((err: unknown) => fail(chat, 'enterConversation', err));
}
