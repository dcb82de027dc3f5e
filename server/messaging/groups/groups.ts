import type { GroupRole, GroupType } from '../../../protocol/model.ts';
import { GROUP_TIP, conversationIdOf } from '../../../protocol/model.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { groupMemberIds, groupMembership } from '../access.ts';
import { nowSeconds } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { addMembers, groupTip, managers, memberCount, newGroupId, notifyGroup, removeMembers } from './membership.ts';
import { MAX_MUTE_SECONDS, checkProfile, defaultJoinOption, require } from './rules.ts';
import { groupMembers, groupProfiles } from './store.ts';
import { assertMayGroup } from '../policy/may-contact.ts';
import { keepAvatarUpload } from '../files/avatar-upload.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

async function profileOf(im: Im, groupId: string, viewer: string) {
  const [group] = await groupProfiles(im.db, [groupId], viewer);
  if (!group) throw new ImError(ErrorCode.GROUP_NOT_FOUND);
  return group;
}

async function membership(im: Im, groupId: string, userId: string) {
  const m = await groupMembership(im.db, groupId, userId);
  return { ...m, type: m.groupType as GroupType };
}

export async function createGroup(im: Im, caller: Caller, d: D<'createGroup'>): R<'createGroup'> {
  checkProfile(d.name, d.notification);
  // no visitor enters a group, as its owner or a member (policy/may-contact.ts)
  assertMayGroup(caller, d.memberList ?? []);
  if (d.isSupportTopic && d.type !== 'Community') throw new ImError(ErrorCode.BAD_REQUEST, 'isSupportTopic is for Community groups only');
  const groupId = d.type === 'Community' || !d.groupID ? newGroupId() : d.groupID;
  await keepAvatarUpload(im.db, d.avatar);
  const inserted = await im.db
    .insertInto('im_group')
    .values({
      group_id: groupId,
      type: d.type,
      name: d.name.trim(),
      avatar: d.avatar ?? '',
      introduction: (d.introduction ?? '').slice(0, 240),
      notification: d.notification ?? '',
      owner_id: caller.userId,
      join_option: d.joinOption ?? defaultJoinOption(d.type),
      is_support_topic: d.isSupportTopic ?? false,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new ImError(ErrorCode.GROUP_ID_TAKEN);
  await addMembers(im, groupId, [caller.userId], 'Owner');
  const others = (d.memberList ?? []).filter((u) => u !== caller.userId);
  const added = d.type === 'AVChatRoom' ? [] : await addMembers(im, groupId, others);
  await notifyGroup(im, [caller.userId, ...added], groupId, 'created');
  if (added.length) await groupTip(im, groupId, caller.userId, GROUP_TIP.JOIN, added);
  return { group: await profileOf(im, groupId, caller.userId) };
}

export async function getGroupList(im: Im, caller: Caller): R<'getGroupList'> {
  const rows = await im.db.selectFrom('im_group_member').select('group_id').where('user_id', '=', caller.userId).execute();
  return {
    groupList: await groupProfiles(
      im.db,
      rows.map((r) => r.group_id),
      caller.userId,
    ),
  };
}

export async function getGroupProfile(im: Im, caller: Caller, d: D<'getGroupProfile'>): R<'getGroupProfile'> {
  return { group: await profileOf(im, d.groupID, caller.userId) };
}
export const searchGroupByID = getGroupProfile;

export async function updateGroupProfile(im: Im, caller: Caller, d: D<'updateGroupProfile'>): R<'updateGroupProfile'> {
  const me = await membership(im, d.groupID, caller.userId);
  checkProfile(d.name, d.notification);
  const set: Record<string, unknown> = {};
  if (
    d.name !== undefined ||
    d.notification !== undefined ||
    d.introduction !== undefined ||
    d.avatar !== undefined ||
    d.joinOption !== undefined
  ) {
    require('editProfile', me.role, me.type);
    if (d.name !== undefined) set.name = d.name.trim();
    if (d.notification !== undefined) set.notification = d.notification;
    if (d.introduction !== undefined) set.introduction = d.introduction.slice(0, 240);
    if (d.avatar !== undefined) {
      await keepAvatarUpload(im.db, d.avatar);
      set.avatar = d.avatar.slice(0, 512);
    }
    if (d.joinOption !== undefined) set.join_option = me.type === 'Private' ? 'DisableApply' : d.joinOption;
  }
  if (d.muteAllMembers !== undefined) {
    require('muteAll', me.role, me.type);
    set.mute_all = d.muteAllMembers;
  }
  if (Object.keys(set).length) {
    await im.db.updateTable('im_group').set(set).where('group_id', '=', d.groupID).execute();
    const { name, notification, introduction, avatar, join_option: joinOption, mute_all: muteAllMembers } = set;
    const changed = Object.fromEntries(
      Object.entries({ name, notification, introduction, avatar, joinOption, muteAllMembers }).filter(([, v]) => v !== undefined),
    );
    await groupTip(im, d.groupID, caller.userId, GROUP_TIP.PROFILE_UPDATED, [], [], changed);
    await notifyGroup(im, await groupMemberIds(im.db, d.groupID), d.groupID, 'profile');
  }
  return { group: await profileOf(im, d.groupID, caller.userId) };
}

export async function joinGroup(im: Im, caller: Caller, d: D<'joinGroup'>): R<'joinGroup'> {
  assertMayGroup(caller, []);
  const group = await profileOf(im, d.groupID, caller.userId);
  if (group.selfInfo) return { status: 'AlreadyInGroup', group };
  // AVChatRoom: anyone joins at once, whatever joinOption says (the library's live groups have no approval)
  const free = group.type === 'AVChatRoom' || group.joinOption === 'FreeAccess';
  if (!free && (group.type === 'Private' || group.joinOption === 'DisableApply')) throw new ImError(ErrorCode.JOIN_FORBIDDEN);
  if (free) {
    await addMembers(im, d.groupID, [caller.userId]);
    await groupTip(im, d.groupID, caller.userId, GROUP_TIP.JOIN, [caller.userId]);
    await notifyGroup(im, [caller.userId], d.groupID, 'joined');
    return { status: 'JoinedSuccess', group: await profileOf(im, d.groupID, caller.userId) };
  }
  const pending = await im.db
    .selectFrom('im_group_application')
    .select('id')
    .where('group_id', '=', d.groupID)
    .where('applicant', '=', caller.userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!pending)
    await im.db
      .insertInto('im_group_application')
      .values({ group_id: d.groupID, applicant: caller.userId, wording: (d.applyMessage ?? '').slice(0, 200) })
      .execute();
  await notifyGroup(im, await managers(im, d.groupID), d.groupID, 'application');
  return { status: 'WaitAdminApproval', group: null };
}

export async function quitGroup(im: Im, caller: Caller, d: D<'quitGroup'>): R<'quitGroup'> {
  const me = await membership(im, d.groupID, caller.userId);
  if (me.role === 'Owner') throw new ImError(ErrorCode.OWNER_CANNOT_QUIT);
  await removeMembers(im, d.groupID, [caller.userId]);
  await groupTip(im, d.groupID, caller.userId, GROUP_TIP.QUIT, [caller.userId]);
  await notifyGroup(im, [caller.userId], d.groupID, 'quit');
  return { groupID: d.groupID };
}

export async function dismissGroup(im: Im, caller: Caller, d: D<'dismissGroup'>): R<'dismissGroup'> {
  const me = await membership(im, d.groupID, caller.userId);
  require('dismiss', me.role, me.type);
  const members = await groupMemberIds(im.db, d.groupID);
  await im.db.updateTable('im_group').set({ dismissed: true }).where('group_id', '=', d.groupID).execute();
  await im.db.deleteFrom('im_user_conversation').where('conversation_id', '=', conversationIdOf('GROUP', d.groupID)).execute();
  await notifyGroup(im, members, d.groupID, 'dismissed');
  return { groupID: d.groupID };
}

export async function getGroupMemberList(im: Im, caller: Caller, d: D<'getGroupMemberList'>): R<'getGroupMemberList'> {
  await membership(im, d.groupID, caller.userId);
  const count = Math.min(Math.max(d.count ?? 100, 1), 100);
  const offset = Math.max(d.offset ?? 0, 0);
  const memberList = await groupMembers(im.db, d.groupID, offset, count);
  return { memberList, offset: memberList.length < count ? 0 : offset + count };
}

export async function getGroupMemberProfile(im: Im, caller: Caller, d: D<'getGroupMemberProfile'>): R<'getGroupMemberProfile'> {
  await membership(im, d.groupID, caller.userId);
  return { memberList: await groupMembers(im.db, d.groupID, 0, 100, d.userIDList.slice(0, 100)) };
}

export async function addGroupMember(im: Im, caller: Caller, d: D<'addGroupMember'>): R<'addGroupMember'> {
  const me = await membership(im, d.groupID, caller.userId);
  require('addMember', me.role, me.type);
  assertMayGroup(caller, d.userIDList);
  const before = new Set(await groupMemberIds(im.db, d.groupID));
  const added = await addMembers(im, d.groupID, d.userIDList.slice(0, 500));
  if (added.length) {
    await groupTip(im, d.groupID, caller.userId, GROUP_TIP.JOIN, added);
    await notifyGroup(im, added, d.groupID, 'joined');
  }
  return { successUserIDList: added, existedUserIDList: d.userIDList.filter((u) => before.has(u)) };
}

export async function deleteGroupMember(im: Im, caller: Caller, d: D<'deleteGroupMember'>): R<'deleteGroupMember'> {
  const me = await membership(im, d.groupID, caller.userId);
  require('removeMember', me.role, me.type);
  const removed = await removeMembers(
    im,
    d.groupID,
    d.userIDList.filter((u) => u !== caller.userId),
  );
  if (removed.length) {
    await groupTip(im, d.groupID, caller.userId, GROUP_TIP.KICKED, removed, removed);
    await notifyGroup(im, removed, d.groupID, 'removed');
  }
  return { userIDList: removed };
}

async function targetRole(im: Im, groupId: string, userId: string): Promise<GroupRole> {
  const row = await im.db
    .selectFrom('im_group_member')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ImError(ErrorCode.NOT_IN_CONVERSATION, 'User is not in the group');
  return row.role as GroupRole;
}

export async function setGroupMemberRole(im: Im, caller: Caller, d: D<'setGroupMemberRole'>): R<'setGroupMemberRole'> {
  const me = await membership(im, d.groupID, caller.userId);
  require('setRole', me.role, me.type);
  if ((await targetRole(im, d.groupID, d.userID)) === 'Owner') throw new ImError(ErrorCode.NO_PERMISSION);
  await im.db
    .updateTable('im_group_member')
    .set({ role: d.role })
    .where('group_id', '=', d.groupID)
    .where('user_id', '=', d.userID)
    .execute();
  await groupTip(im, d.groupID, caller.userId, d.role === 'Admin' ? GROUP_TIP.SET_ADMIN : GROUP_TIP.CANCEL_ADMIN, [d.userID]);
  await notifyGroup(im, [d.userID], d.groupID, 'role');
  return {};
}

export async function changeGroupOwner(im: Im, caller: Caller, d: D<'changeGroupOwner'>): R<'changeGroupOwner'> {
  const me = await membership(im, d.groupID, caller.userId);
  require('transfer', me.role, me.type);
  if (d.newOwnerID === caller.userId || (await memberCount(im, d.groupID)) < 2) throw new ImError(ErrorCode.BAD_REQUEST, 'newOwnerID');
  await targetRole(im, d.groupID, d.newOwnerID);
  await im.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('im_group_member')
      .set({ role: 'Member' })
      .where('group_id', '=', d.groupID)
      .where('user_id', '=', caller.userId)
      .execute();
    await tx
      .updateTable('im_group_member')
      .set({ role: 'Owner' })
      .where('group_id', '=', d.groupID)
      .where('user_id', '=', d.newOwnerID)
      .execute();
    await tx.updateTable('im_group').set({ owner_id: d.newOwnerID }).where('group_id', '=', d.groupID).execute();
  });
  await groupTip(im, d.groupID, caller.userId, GROUP_TIP.PROFILE_UPDATED, [d.newOwnerID], [], { ownerID: d.newOwnerID });
  await notifyGroup(im, await groupMemberIds(im.db, d.groupID), d.groupID, 'owner');
  return {};
}

export async function setGroupMemberMuteTime(im: Im, caller: Caller, d: D<'setGroupMemberMuteTime'>): R<'setGroupMemberMuteTime'> {
  const me = await membership(im, d.groupID, caller.userId);
  require('muteMember', me.role, me.type);
  const target = await targetRole(im, d.groupID, d.userID);
  if (target === 'Owner' || (target === 'Admin' && me.role !== 'Owner')) throw new ImError(ErrorCode.NO_PERMISSION);
  if (d.muteTime < 0 || d.muteTime > MAX_MUTE_SECONDS) throw new ImError(ErrorCode.BAD_REQUEST, 'muteTime');
  const muteUntil = d.muteTime === 0 ? 0 : nowSeconds() + d.muteTime;
  await im.db
    .updateTable('im_group_member')
    .set({ mute_until: muteUntil })
    .where('group_id', '=', d.groupID)
    .where('user_id', '=', d.userID)
    .execute();
  await groupTip(im, d.groupID, caller.userId, GROUP_TIP.MEMBER_UPDATED, [d.userID]);
  await notifyGroup(im, [d.userID], d.groupID, 'muted');
  return { muteUntil };
}

export async function getGroupApplicationList(im: Im, caller: Caller): R<'getGroupApplicationList'> {
  const rows = await im.db
    .selectFrom('im_group_application as ap')
    .innerJoin('im_group_member as me', (j) =>
      j.onRef('me.group_id', '=', 'ap.group_id').on('me.user_id', '=', caller.userId).on('me.role', 'in', ['Owner', 'Admin']),
    )
    .leftJoin('im_account as a', 'a.user_id', 'ap.applicant')
    .select(['ap.id', 'ap.group_id', 'ap.applicant', 'ap.application_type', 'ap.wording', 'ap.created_at', 'a.nick', 'a.avatar'])
    .where('ap.status', '=', 'pending')
    .orderBy('ap.id')
    .limit(500)
    .execute();
  return {
    applicationList: rows.map((r) => ({
      applicationID: String(r.id),
      groupID: r.group_id,
      applicationType: r.application_type,
      applicant: r.applicant,
      applicantNick: r.nick ?? '',
      userID: r.applicant,
      nick: r.nick ?? '',
      avatar: r.avatar ?? '',
      wording: r.wording,
      time: Math.floor(new Date(r.created_at).getTime() / 1000),
    })),
  };
}

export async function handleGroupApplication(im: Im, caller: Caller, d: D<'handleGroupApplication'>): R<'handleGroupApplication'> {
  const id = Number(d.applicationID);
  const app = Number.isSafeInteger(id)
    ? await im.db.selectFrom('im_group_application').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!app || app.status !== 'pending') throw new ImError(ErrorCode.BAD_REQUEST, 'applicationID');
  const me = await membership(im, app.group_id, caller.userId);
  require('handleApplication', me.role, me.type);
  const status = d.handleAction === 'Agree' ? 'agreed' : 'rejected';
  const updated = await im.db
    .updateTable('im_group_application')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ImError(ErrorCode.BAD_REQUEST, 'applicationID');
  if (status === 'agreed') {
    await addMembers(im, app.group_id, [app.applicant]);
    await groupTip(im, app.group_id, caller.userId, GROUP_TIP.JOIN, [app.applicant]);
  }
  await notifyGroup(
    im,
    [app.applicant, ...(await managers(im, app.group_id))],
    app.group_id,
    status === 'agreed' ? 'applicationAgreed' : 'applicationRejected',
  );
  return {};
}
