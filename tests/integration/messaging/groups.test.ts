import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMessages, nextEvent, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

let im: ImServer;
beforeAll(async () => {
  im = await startImServer();
});
afterAll(async () => {
  await im?.stop();
});

type Group = { groupID: string; type: string; selfInfo: { role: string } | null; memberCount: number; muteAllMembers: boolean };

describe('groups (real server process, self-hosted driver)', () => {
  it('creates a Work group, delivers to members only, tracks @mentions and refuses outsiders', async () => {
    const owner = await im.client('g_owner');
    const m1 = await im.client('g_m1');
    const m2 = await im.client('g_m2');
    const outsider = await im.client('g_out');
    const got1 = collectMessages(m1);
    const gotOut = collectMessages(outsider);
    const created = await owner.createGroup({ name: 'Repairs', type: 'Private', memberList: ['g_m1', 'g_m2'] });
    const group = (created.data as { group: Group }).group;
    expect(group.memberCount).toBe(3);
    const conversationID = `GROUP${group.groupID}`;
    const at = owner.createTextAtMessage({
      to: group.groupID,
      conversationType: 'GROUP',
      payload: { text: '@g_m1 please check', atUserList: ['g_m1'] },
    });
    await owner.sendMessage(at);
    await until(() => got1.some((m) => textOf(m) === '@g_m1 please check'));
    const conv1 = (await m1.getConversationList()).data.conversationList.find((c) => c.conversationID === conversationID)!;
    expect(conv1.unreadCount).toBe(1);
    expect(conv1.groupAtInfoList).toEqual([expect.objectContaining({ groupID: group.groupID, atType: 1 })]);
    const conv2 = (await m2.getConversationList()).data.conversationList.find((c) => c.conversationID === conversationID)!;
    expect(conv2.groupAtInfoList).toEqual([]);

    // outsiders cannot read, send, revoke in or receive from the group
    await expect(outsider.getMessageList({ conversationID })).rejects.toMatchObject({ code: 10018 });
    await expect(
      outsider.sendMessage(outsider.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: 'let me in' } })),
    ).rejects.toMatchObject({ code: 10018 });
    await expect(outsider.revokeMessage({ ...at, conversationID })).rejects.toMatchObject({ code: 10018 });
    await expect(outsider.getGroupMemberList({ groupID: group.groupID })).rejects.toMatchObject({ code: 10018 });
    // Work groups: invitation only, cannot be dismissed, no admin/mute management (SPEC §6)
    await expect(outsider.joinGroup({ groupID: group.groupID })).rejects.toMatchObject({ code: 10014 });
    await expect(owner.dismissGroup(group.groupID)).rejects.toMatchObject({ code: 10007 });
    await expect(owner.setGroupMemberRole({ groupID: group.groupID, userID: 'g_m1', role: 'Admin' })).rejects.toMatchObject({
      code: 10007,
    });
    // any Work member may add people
    await m1.addGroupMember({ groupID: group.groupID, userIDList: ['g_out'] });
    await owner.sendMessage(owner.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: 'welcome' } }));
    await until(() => gotOut.some((m) => textOf(m) === 'welcome'));
    expect(gotOut.some((m) => textOf(m) === '@g_m1 please check')).toBe(false);
    // a member cannot remove others; the owner can
    await expect(m1.deleteGroupMember({ groupID: group.groupID, userIDList: ['g_m2'] })).rejects.toMatchObject({ code: 10007 });
    await owner.deleteGroupMember({ groupID: group.groupID, userIDList: ['g_out'] });
    await expect(outsider.getMessageList({ conversationID })).rejects.toMatchObject({ code: 10018 });
    await expect(owner.quitGroup(group.groupID)).rejects.toMatchObject({ code: 10009 });
  });

  it('Public group: approval, roles, mutes, mute-all, profile rules, transfer, dismiss', async () => {
    const owner = await im.client('p_owner');
    const admin = await im.client('p_admin');
    const member = await im.client('p_member');
    await expect(owner.createGroup({ name: '  ', type: 'Public' })).rejects.toMatchObject({ code: 10026 });
    const g = ((await owner.createGroup({ name: 'Ship owners', type: 'Public', memberList: ['p_admin'] })).data as { group: Group }).group;
    const joinRes = await member.joinGroup({ groupID: g.groupID, applyMessage: 'hi' });
    expect((joinRes.data as { status: string }).status).toBe('WaitAdminApproval');
    const apps = (await owner.getGroupApplicationList()).data as { applicationList: { applicationID: string; applicant: string }[] };
    expect(apps.applicationList.map((a) => a.applicant)).toEqual(['p_member']);
    await expect(admin.handleGroupApplication({ handleAction: 'Agree', application: apps.applicationList[0]! })).rejects.toMatchObject({
      code: 10007,
    });
    await owner.setGroupMemberRole({ groupID: g.groupID, userID: 'p_admin', role: 'Admin' });
    await admin.handleGroupApplication({ handleAction: 'Agree', application: apps.applicationList[0]! });
    expect(((await member.joinGroup({ groupID: g.groupID })).data as { status: string }).status).toBe('AlreadyInGroup');

    await expect(member.updateGroupProfile({ groupID: g.groupID, notification: 'x' })).rejects.toMatchObject({ code: 10007 });
    await expect(admin.updateGroupProfile({ groupID: g.groupID, notification: 'n'.repeat(151) })).rejects.toMatchObject({ code: 10027 });
    await admin.updateGroupProfile({ groupID: g.groupID, notification: '公告'.repeat(75) });

    // member mute
    const mute = await admin.setGroupMemberMuteTime({ groupID: g.groupID, userID: 'p_member', muteTime: 600 });
    expect(mute.data.muteUntil).toBeGreaterThan(Date.now() / 1000);
    await expect(
      member.sendMessage(member.createTextMessage({ to: g.groupID, conversationType: 'GROUP', payload: { text: 'x' } })),
    ).rejects.toMatchObject({ code: 10017 });
    await expect(admin.setGroupMemberMuteTime({ groupID: g.groupID, userID: 'p_owner', muteTime: 600 })).rejects.toMatchObject({
      code: 10007,
    });
    await admin.setGroupMemberMuteTime({ groupID: g.groupID, userID: 'p_member', muteTime: 0 });
    await member.sendMessage(member.createTextMessage({ to: g.groupID, conversationType: 'GROUP', payload: { text: 'unmuted' } }));
    // mute all: only owner and admins speak
    await owner.updateGroupProfile({ groupID: g.groupID, muteAllMembers: true });
    await expect(
      member.sendMessage(member.createTextMessage({ to: g.groupID, conversationType: 'GROUP', payload: { text: 'y' } })),
    ).rejects.toMatchObject({ code: 10017 });
    await admin.sendMessage(admin.createTextMessage({ to: g.groupID, conversationType: 'GROUP', payload: { text: 'admins speak' } }));

    // transfer, then the old owner is a member and cannot dismiss
    await owner.changeGroupOwner({ groupID: g.groupID, newOwnerID: 'p_admin' });
    await expect(owner.dismissGroup(g.groupID)).rejects.toMatchObject({ code: 10007 });
    await owner.quitGroup(g.groupID);
    const dismissed = nextEvent<{ action: string }>(member, 'onGroupChanged', (d) => d.action === 'dismissed');
    await admin.dismissGroup(g.groupID);
    await dismissed;
    await expect(member.getMessageList({ conversationID: `GROUP${g.groupID}` })).rejects.toMatchObject({ code: 10010 });
  });

  it('pages members by 100 and read receipts by 100 with read/unread filters', async () => {
    const owner = await im.client('r_owner');
    const ids = Array.from({ length: 130 }, (_, i) => `r_u${String(i).padStart(3, '0')}`);
    const readers = [];
    for (const id of ids) readers.push(await im.client(id, { trackConversations: false }));
    const g = ((await owner.createGroup({ name: 'Big', type: 'Public', memberList: ids })).data as { group: Group }).group;
    const first = (await owner.getGroupMemberList({ groupID: g.groupID, count: 100, offset: 0 })).data as {
      memberList: unknown[];
      offset: number;
    };
    expect(first.memberList).toHaveLength(100);
    const second = (await owner.getGroupMemberList({ groupID: g.groupID, count: 100, offset: first.offset })).data as {
      memberList: unknown[];
      offset: number;
    };
    expect(second.memberList).toHaveLength(31);
    expect(second.offset).toBe(0);

    const sent = (
      await owner.sendMessage(
        owner.createTextMessage({ to: g.groupID, conversationType: 'GROUP', payload: { text: 'please read' }, needReadReceipt: true }),
      )
    ).data.message;
    let receipts = 0;
    owner.on('onMessageReadReceiptReceived', () => receipts++);
    for (const r of readers.slice(0, 5)) await r.sendMessageReadReceipt([{ ...sent, conversationID: `GROUP${g.groupID}` }]);
    await until(() => receipts === 5, 5000, 'receipts');
    const read = (await owner.getGroupMessageReadMemberList({ message: sent, filter: 0, count: 100 })).data as {
      readUserInfoList: { userID: string }[];
      isCompleted: boolean;
    };
    expect(read.readUserInfoList.map((u) => u.userID)).toEqual(ids.slice(0, 5));
    const unread1 = (await owner.getGroupMessageReadMemberList({ message: sent, filter: 1, count: 100 })).data as {
      unreadUserInfoList: unknown[];
      isCompleted: boolean;
      cursor: string;
    };
    expect(unread1.unreadUserInfoList).toHaveLength(100);
    expect(unread1.isCompleted).toBe(false);
    const unread2 = (await owner.getGroupMessageReadMemberList({ message: sent, filter: 1, cursor: unread1.cursor, count: 100 })).data as {
      unreadUserInfoList: unknown[];
      isCompleted: boolean;
    };
    expect(unread2.unreadUserInfoList).toHaveLength(25);
    expect(unread2.isCompleted).toBe(true);
    const info = (await owner.getMessageReadReceiptList([sent])).data.messageList[0]!;
    expect(info.readReceiptInfo).toMatchObject({ readCount: 5, unreadCount: 125 });
  });

  it('creates a Community with topics (isSupportTopic), never a given groupID for it, and refuses topics on other types', async () => {
    const owner = await im.client('t_owner');
    const member = await im.client('t_member');
    const created = await owner.createGroup({
      groupID: 'chosen_id',
      name: 'Harbour pilots',
      type: 'Community',
      isSupportTopic: true,
      memberList: ['t_member'],
    });
    const community = (created.data as { group: Group & { isSupportTopic: boolean } }).group;
    expect(community).toMatchObject({ type: 'Community', isSupportTopic: true, memberCount: 2 });
    expect(community.groupID).not.toBe('chosen_id');
    // members see it too, and it stays so
    const seen = (await member.getGroupProfile({ groupID: community.groupID })).data as { group: { isSupportTopic: boolean } };
    expect(seen.group.isSupportTopic).toBe(true);
    const plain = (await owner.createGroup({ name: 'Dock crew', type: 'Community' })).data as { group: { isSupportTopic: boolean } };
    expect(plain.group.isSupportTopic).toBe(false);
    await expect(owner.createGroup({ name: 'Night shift', type: 'Public', isSupportTopic: true })).rejects.toMatchObject({ code: 10004 });
    const groups = (await owner.getGroupList()).data.groupList as { name: string }[];
    expect(groups.map((g) => g.name).sort()).toEqual(['Dock crew', 'Harbour pilots']);
  });
});
