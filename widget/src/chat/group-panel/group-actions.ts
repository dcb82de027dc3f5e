import type { ChatController } from '../controller.ts';
import type { GroupMember } from '../store/groups.ts';
import { MAX_NOTICE_CHARS, MEMBER_PAGE, MUTE_SECONDS } from './rights.ts';

/**
 * The group-management panel's calls (SPEC §7): each shows its success text, or the server's message on failure
 * (in the user's language), and reloads the group so every tab shows the result. Resolves true on success.
 */
async function run(chat: ChatController, groupID: string, call: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    await call();
    if (success) chat.toast('success', chat.t(success));
    if (chat.groups.byID[groupID]) await chat.loadGroup(groupID);
    return true;
  } catch (err) {
    chat.toast('error', (err as { message?: string }).message || chat.t('groups.failed'));
    return false;
  }
}

/** SPEC §5: the notice is at most 150 characters and is sent only when non-empty and changed. */
export async function saveNotice(chat: ChatController, groupID: string, text: string): Promise<boolean> {
  if ([...text].length > MAX_NOTICE_CHARS) {
    chat.toast('error', chat.t('groups.noticeTooLong'));
    return false;
  }
  if (!text.trim() || text === (chat.groups.byID[groupID]?.notification ?? '')) return true;
  return run(chat, groupID, () => chat.engine.updateGroupProfile({ groupID, notification: text }), 'groups.noticeChanged');
}

/** SPEC §5: the name is required and sent only when changed. */
export async function saveName(chat: ChatController, groupID: string, name: string): Promise<boolean> {
  if (!name.trim()) {
    chat.toast('error', chat.t('groups.nameEmpty'));
    return false;
  }
  if (name.trim() === chat.groups.byID[groupID]?.name) return true;
  return run(chat, groupID, () => chat.engine.updateGroupProfile({ groupID, name: name.trim() }), 'groups.nameChanged');
}

/** The next page of 100 members (SPEC §7 getGroupMemberList count 100, offset). */
export async function loadMoreMembers(chat: ChatController, groupID: string): Promise<void> {
  const group = chat.groups.byID[groupID];
  if (!group?.nextOffset) return;
  try {
    const r = await chat.engine.getGroupMemberList({ groupID, count: MEMBER_PAGE, offset: group.nextOffset });
    const page = r.data as { memberList: GroupMember[]; offset?: number };
    const known = new Set(group.members.map((m) => m.userID));
    group.members = [...group.members, ...page.memberList.filter((m) => !known.has(m.userID))];
    group.nextOffset = page.offset ?? 0;
  } catch (err) {
    chat.toast('error', (err as { message?: string }).message || chat.t('groups.failed'));
  }
}

export const addMembers = (chat: ChatController, groupID: string, userIDList: string[]) =>
  run(chat, groupID, () => chat.engine.addGroupMember({ groupID, userIDList }), 'groups.membersAdded');

export const removeMember = (chat: ChatController, groupID: string, userID: string) =>
  run(chat, groupID, () => chat.engine.deleteGroupMember({ groupID, userIDList: [userID], reason: '' }), 'groups.memberRemoved');

/** SPEC §4: Admin toggles to Member and vice versa. */
export const toggleAdmin = (chat: ChatController, groupID: string, member: GroupMember) =>
  run(chat, groupID, () =>
    chat.engine.setGroupMemberRole({ groupID, userID: member.userID, role: member.role === 'Admin' ? 'Member' : 'Admin' }),
  );

export const transferOwner = (chat: ChatController, groupID: string, newOwnerID: string) =>
  run(chat, groupID, () => chat.engine.changeGroupOwner({ groupID, newOwnerID }), 'groups.transferred');

/** SPEC §9: mute 30 days, unmute 0. */
export const muteMember = (chat: ChatController, groupID: string, userID: string, mute: boolean) =>
  run(
    chat,
    groupID,
    () => chat.engine.setGroupMemberMuteTime({ groupID, userID, muteTime: mute ? MUTE_SECONDS : 0 }),
    mute ? 'groups.muteSet' : 'groups.muteCancelled',
  );

/** Mute all: the switch moves at once and moves back if the server refuses. */
export async function setMuteAll(chat: ChatController, groupID: string, muteAllMembers: boolean): Promise<boolean> {
  const group = chat.groups.byID[groupID];
  if (group) group.muteAllMembers = muteAllMembers;
  const ok = await run(
    chat,
    groupID,
    () => chat.engine.updateGroupProfile({ groupID, muteAllMembers }),
    muteAllMembers ? 'groups.muteSet' : 'groups.muteCancelled',
  );
  if (!ok && group) group.muteAllMembers = !muteAllMembers;
  return ok;
}

/** Dismiss (owner) or quit (others); then back to the conversation list (SPEC §4). */
export async function leave(chat: ChatController, groupID: string, how: 'dismiss' | 'quit'): Promise<void> {
  try {
    await (how === 'dismiss' ? chat.engine.dismissGroup(groupID) : chat.engine.quitGroup(groupID));
    chat.toast('success', chat.t(how === 'dismiss' ? 'groups.dismissed' : 'groups.quitDone'));
    chat.leaveGroup(groupID);
  } catch (err) {
    chat.toast('error', (err as { message?: string }).message || chat.t('groups.failed'));
  }
}
