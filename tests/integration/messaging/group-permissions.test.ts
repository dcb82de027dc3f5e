import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, nextEvent, until } from './im-helpers.ts';
import type { GroupType, JoinOption } from '../../../protocol/model.ts';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';

/**
 * SPEC §6 group permissions, each management call by the role allowed to make it and by the role just below
 * (refused with 10007, nothing changed), and the group tip every change leaves in the history (operationType:
 * 1 join, 2 quit, 3 removed, 4 admin set, 5 admin cancelled, 6 profile (ownerID after a transfer), 7 member muted).
 */
type Tip = {
  operationType: number;
  operatorID: string;
  userIDList: string[];
  newGroupProfile?: Record<string, unknown>;
  operatorInfo?: { nick: string };
  memberList?: { userID: string; nick: string }[];
};
type Msg = ReturnType<typeof collectMessages>[number] & { type?: string };

const NO_PERMISSION = { code: 10007 };

function tipsOf(got: Msg[], groupID: string): Tip[] {
  return got.filter((m) => m.conversationID === `GROUP${groupID}` && m.type === 'TIMGroupTipElem').map((m) => m.payload as unknown as Tip);
}

async function create(owner: SelfHostedChat, type: GroupType, memberList: string[], joinOption?: JoinOption): Promise<string> {
  const r = await owner.createGroup({ name: `${type} crew`, type, memberList, ...(joinOption ? { joinOption } : {}) });
  return (r.data as { group: { groupID: string } }).group.groupID;
}

async function roleOf(chat: SelfHostedChat, groupID: string, userID: string): Promise<string | undefined> {
  const r = await chat.getGroupMemberProfile({ groupID, userIDList: [userID] });
  return (r.data as { memberList: { role: string }[] }).memberList[0]?.role;
}

const text = (chat: SelfHostedChat, groupID: string, t: string) =>
  chat.sendMessage(chat.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: t } }));

for (const backend of imBackends()) {
  describe(`group permissions (${backend.name})`, () => {
    const im = useImServer(backend);

    for (const type of ['Public', 'ChatRoom', 'Community'] as const) {
      it(`${type}: owner, admin and member rights, each change with its tip`, async () => {
        const p = `${type.slice(0, 2).toLowerCase()}_`;
        const [o, a, m1, m2, m3] = ['o', 'a', 'm1', 'm2', 'm3'].map((x) => p + x) as [string, string, string, string, string];
        const owner = await im.client(o);
        const admin = await im.client(a);
        const member = await im.client(m1);
        const member2 = await im.client(m2);
        await im.client(m3);
        const got = collectMessages(member2) as Msg[];
        await owner.updateMyProfile({ nick: 'Olga the owner' });
        await admin.updateMyProfile({ nick: 'Ada the admin' });
        const groupID = await create(owner, type, [a, m1, m2, m3]);
        const tips = () => tipsOf(got, groupID);

        // admins: only the owner names them
        await expect(member.setGroupMemberRole({ groupID, userID: a, role: 'Admin' })).rejects.toMatchObject(NO_PERMISSION);
        await owner.setGroupMemberRole({ groupID, userID: a, role: 'Admin' });
        expect(await roleOf(owner, groupID, a)).toBe('Admin');
        await expect(admin.setGroupMemberRole({ groupID, userID: m1, role: 'Admin' })).rejects.toMatchObject(NO_PERMISSION);
        expect(await roleOf(owner, groupID, m1)).toBe('Member');
        await until(() => tips().some((t) => t.operationType === 4 && t.userIDList[0] === a), 5000, 'admin tip');
        // the tip names people with their nicks (the widget shows them instead of IDs)
        expect(tips().find((t) => t.operationType === 4)).toMatchObject({
          operatorInfo: { nick: 'Olga the owner' },
          memberList: [{ userID: a, nick: 'Ada the admin' }],
        });

        // name and notice: owner and admins
        await expect(member.updateGroupProfile({ groupID, name: 'Mine now' })).rejects.toMatchObject(NO_PERMISSION);
        await admin.updateGroupProfile({ groupID, name: 'Harbour crew' });
        await owner.updateGroupProfile({ groupID, notification: 'Muster at 08:00' });
        const profile = (await member.getGroupProfile({ groupID })).data as { group: { name: string; notification: string } };
        expect(profile.group).toMatchObject({ name: 'Harbour crew', notification: 'Muster at 08:00' });
        await until(() => tips().some((t) => t.operationType === 6 && t.newGroupProfile?.notification === 'Muster at 08:00'));
        expect(tips().find((t) => t.operationType === 6)).toMatchObject({ operatorID: a, newGroupProfile: { name: 'Harbour crew' } });

        // member mute (30 days at most): owner and admins, never the owner, an admin only by the owner
        await expect(member.setGroupMemberMuteTime({ groupID, userID: m2, muteTime: 60 })).rejects.toMatchObject(NO_PERMISSION);
        await expect(admin.setGroupMemberMuteTime({ groupID, userID: o, muteTime: 60 })).rejects.toMatchObject(NO_PERMISSION);
        await expect(admin.setGroupMemberMuteTime({ groupID, userID: m2, muteTime: 2_592_001 })).rejects.toMatchObject({ code: 10004 });
        await admin.setGroupMemberMuteTime({ groupID, userID: m2, muteTime: 2_592_000 });
        await expect(text(member2, groupID, 'muted?')).rejects.toMatchObject({ code: 10017 });
        await until(() => tips().some((t) => t.operationType === 7 && t.userIDList[0] === m2));
        await owner.setGroupMemberMuteTime({ groupID, userID: m2, muteTime: 0 });
        await text(member2, groupID, 'free again');
        // an admin is muted by the owner only, not by another admin
        await owner.setGroupMemberRole({ groupID, userID: m3, role: 'Admin' });
        await expect(admin.setGroupMemberMuteTime({ groupID, userID: m3, muteTime: 60 })).rejects.toMatchObject(NO_PERMISSION);
        await owner.setGroupMemberMuteTime({ groupID, userID: m3, muteTime: 60 });
        await owner.setGroupMemberMuteTime({ groupID, userID: m3, muteTime: 0 });
        await owner.setGroupMemberRole({ groupID, userID: m3, role: 'Member' });

        // mute all: owner and admins set it, then only they speak
        await expect(member.updateGroupProfile({ groupID, muteAllMembers: true })).rejects.toMatchObject(NO_PERMISSION);
        await admin.updateGroupProfile({ groupID, muteAllMembers: true });
        await expect(text(member, groupID, 'hello?')).rejects.toMatchObject({ code: 10017 });
        await text(admin, groupID, 'admins speak');
        await text(owner, groupID, 'owner speaks');
        await until(() => tips().some((t) => t.operationType === 6 && t.newGroupProfile?.muteAllMembers === true));
        await owner.updateGroupProfile({ groupID, muteAllMembers: false });
        await text(member, groupID, 'hello again');

        // removing members: the owner only (admins neither)
        await expect(admin.deleteGroupMember({ groupID, userIDList: [m3] })).rejects.toMatchObject(NO_PERMISSION);
        await expect(member.deleteGroupMember({ groupID, userIDList: [m3] })).rejects.toMatchObject(NO_PERMISSION);
        expect(await roleOf(owner, groupID, m3)).toBe('Member');
        await owner.deleteGroupMember({ groupID, userIDList: [m3] });
        expect(await roleOf(owner, groupID, m3)).toBeUndefined();
        await until(() => tips().some((t) => t.operationType === 3 && t.userIDList[0] === m3));

        // adding members outside Work groups: owner and admins
        await expect(member.addGroupMember({ groupID, userIDList: [m3] })).rejects.toMatchObject(NO_PERMISSION);
        await admin.addGroupMember({ groupID, userIDList: [m3] });
        await until(() => tips().some((t) => t.operationType === 1 && t.userIDList[0] === m3));

        // an admin back to member: owner only
        await owner.setGroupMemberRole({ groupID, userID: a, role: 'Member' });
        await until(() => tips().some((t) => t.operationType === 5 && t.userIDList[0] === a));
        await expect(admin.updateGroupProfile({ groupID, notification: 'no longer' })).rejects.toMatchObject(NO_PERMISSION);
        await owner.setGroupMemberRole({ groupID, userID: a, role: 'Admin' });

        // transfer: the owner only, to a member; the old owner becomes a member
        await expect(admin.changeGroupOwner({ groupID, newOwnerID: a })).rejects.toMatchObject(NO_PERMISSION);
        await expect(owner.changeGroupOwner({ groupID, newOwnerID: `${p}nobody` })).rejects.toMatchObject({ code: 10018 });
        await owner.changeGroupOwner({ groupID, newOwnerID: m1 });
        expect([await roleOf(owner, groupID, o), await roleOf(owner, groupID, m1)]).toEqual(['Member', 'Owner']);
        await until(() => tips().some((t) => t.operationType === 6 && t.newGroupProfile?.ownerID === m1));

        // quit: anyone but the owner
        await expect(member.quitGroup(groupID)).rejects.toMatchObject({ code: 10009 });
        await owner.quitGroup(groupID);
        await until(() => tips().some((t) => t.operationType === 2 && t.userIDList[0] === o));

        // dismiss: the owner only (not an admin, not the former owner)
        await expect(admin.dismissGroup(groupID)).rejects.toMatchObject(NO_PERMISSION);
        await expect(owner.dismissGroup(groupID)).rejects.toMatchObject({ code: 10018 });
        const dismissed = nextEvent<{ groupID: string; action: string }>(
          member2,
          'onGroupChanged',
          (d) => d.groupID === groupID && d.action === 'dismissed',
        );
        await member.dismissGroup(groupID);
        await dismissed;
        await expect(member2.getGroupProfile({ groupID })).rejects.toMatchObject({ code: 10010 });
      });
    }

    it('join applications: managers see and handle them, members and applicants cannot', async () => {
      const owner = await im.client('ja_o');
      const admin = await im.client('ja_a');
      const member = await im.client('ja_m');
      const applicant = await im.client('ja_x');
      const groupID = await create(owner, 'Public', ['ja_a', 'ja_m'], 'NeedPermission');
      await owner.setGroupMemberRole({ groupID, userID: 'ja_a', role: 'Admin' });
      const told = nextEvent<{ groupID: string; action: string }>(
        admin,
        'onGroupChanged',
        (d) => d.groupID === groupID && d.action === 'application',
      );
      expect((await applicant.joinGroup({ groupID, applyMessage: 'crew' })).data).toMatchObject({ status: 'WaitAdminApproval' });
      await told;
      const list = (c: SelfHostedChat) =>
        c.getGroupApplicationList().then((r) => (r.data as { applicationList: { groupID: string; applicant: string }[] }).applicationList);
      expect(await list(member)).toEqual([]);
      expect(await list(applicant)).toEqual([]);
      const [app] = await list(admin);
      expect(app).toMatchObject({ groupID, applicant: 'ja_x', applicationType: 0 });
      await expect(member.handleGroupApplication({ handleAction: 'Agree', application: app! })).rejects.toMatchObject(NO_PERMISSION);
      await expect(applicant.handleGroupApplication({ handleAction: 'Agree', application: app! })).rejects.toMatchObject({ code: 10018 });
      const agreed = nextEvent<{ groupID: string; action: string }>(applicant, 'onGroupChanged', (d) => d.action === 'applicationAgreed');
      await admin.handleGroupApplication({ handleAction: 'Agree', application: app! });
      await agreed;
      expect(await roleOf(owner, groupID, 'ja_x')).toBe('Member');
      expect(await list(owner)).toEqual([]);
      // handled once: a second answer is refused
      await expect(owner.handleGroupApplication({ handleAction: 'Reject', application: app! })).rejects.toMatchObject({ code: 10004 });
      // joining a group that takes no applications
      const closed = await create(owner, 'Public', [], 'DisableApply');
      await expect(applicant.joinGroup({ groupID: closed })).rejects.toMatchObject({ code: 10014 });
      // a free group: joined at once; a second time: already a member
      const open = await create(owner, 'Public', [], 'FreeAccess');
      expect((await applicant.joinGroup({ groupID: open })).data).toMatchObject({ status: 'JoinedSuccess' });
      expect((await applicant.joinGroup({ groupID: open })).data).toMatchObject({ status: 'AlreadyInGroup' });
    });

    it('Work: anyone adds, the owner alone removes, nobody dismisses, no admins or mutes', async () => {
      const owner = await im.client('wk_o');
      const member = await im.client('wk_m');
      await im.client('wk_n');
      const got = collectMessages(member) as Msg[];
      const groupID = await create(owner, 'Private', ['wk_m']);
      await member.addGroupMember({ groupID, userIDList: ['wk_n'] });
      await expect(member.deleteGroupMember({ groupID, userIDList: ['wk_n'] })).rejects.toMatchObject(NO_PERMISSION);
      await expect(owner.setGroupMemberRole({ groupID, userID: 'wk_m', role: 'Admin' })).rejects.toMatchObject(NO_PERMISSION);
      await expect(owner.setGroupMemberMuteTime({ groupID, userID: 'wk_m', muteTime: 60 })).rejects.toMatchObject(NO_PERMISSION);
      await expect(owner.updateGroupProfile({ groupID, muteAllMembers: true })).rejects.toMatchObject(NO_PERMISSION);
      await expect(member.updateGroupProfile({ groupID, name: 'ours' })).rejects.toMatchObject(NO_PERMISSION);
      await owner.updateGroupProfile({ groupID, name: 'Engine room' });
      await expect(owner.dismissGroup(groupID)).rejects.toMatchObject(NO_PERMISSION);
      await owner.deleteGroupMember({ groupID, userIDList: ['wk_n'] });
      await owner.changeGroupOwner({ groupID, newOwnerID: 'wk_m' });
      expect(await roleOf(member, groupID, 'wk_m')).toBe('Owner');
      await until(() => tipsOf(got, groupID).filter((t) => [1, 3, 6].includes(t.operationType)).length >= 4);
      // a lone owner has nobody to transfer to
      const alone = await create(owner, 'Public', []);
      await expect(owner.changeGroupOwner({ groupID: alone, newOwnerID: 'wk_o' })).rejects.toMatchObject({ code: 10004 });
    });

    it('AVChatRoom: the owner neither removes members nor names admins', async () => {
      const host = await im.client('avp_o');
      const viewer = await im.client('avp_v');
      const groupID = await create(host, 'AVChatRoom', []);
      await viewer.joinGroup({ groupID });
      await expect(host.deleteGroupMember({ groupID, userIDList: ['avp_v'] })).rejects.toMatchObject(NO_PERMISSION);
      await expect(host.setGroupMemberRole({ groupID, userID: 'avp_v', role: 'Admin' })).rejects.toMatchObject(NO_PERMISSION);
      await expect(viewer.updateGroupProfile({ groupID, notification: 'x' })).rejects.toMatchObject(NO_PERMISSION);
      await host.updateGroupProfile({ groupID, notification: 'Live at 9' });
    });
  });
}
