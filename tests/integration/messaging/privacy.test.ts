import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import { nextEvent, rawSocket } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

type Raw = Awaited<ReturnType<typeof rawSocket>>;
type Status = { userID: string; statusType: number }[];

async function loggedIn(im: ImServer, userID: string): Promise<Raw> {
  const c = await rawSocket(im.url);
  expect(await c.ask('login', { userID, userSig: im.sig(userID), language: 'en_US' })).toMatchObject({ code: 0 });
  return c;
}

for (const backend of imBackends()) {
  describe(`privacy rules (${backend.name})`, () => {
    const im = useImServer(backend);

    it('shows read-member lists and receipt counts only for the caller own messages', async () => {
      const member = await loggedIn(im, 'pv_member');
      const owner = await loggedIn(im, 'pv_owner');
      const created = await owner.ask('createGroup', { name: 'Receipts', type: 'Public', memberList: ['pv_member'] });
      const groupID = (created.data as { group: { groupID: string } }).group.groupID;
      const conversationID = `GROUP${groupID}`;
      const sent = await owner.ask('sendMessage', {
        clientMsgID: 'pv_m1',
        to: groupID,
        conversationType: 'GROUP',
        type: 'TIMTextElem',
        payload: { text: 'read me' },
        needReadReceipt: true,
      });
      const messageID = (sent.data as { message: { ID: string } }).message.ID;
      const members = (c: Raw) => c.ask('getGroupMessageReadMemberList', { conversationID, messageID, filter: 1 });
      expect(await members(owner)).toMatchObject({ code: 0, data: { unreadUserInfoList: [{ userID: 'pv_member' }] } });
      expect(await members(member)).toMatchObject({ code: 10007 });
      const receipts = (c: Raw) => c.ask('getMessageReadReceiptList', { conversationID, messageIDList: [messageID] });
      expect(await receipts(owner)).toMatchObject({ code: 0, data: { messageList: [{ ID: messageID }] } });
      expect(await receipts(member)).toMatchObject({ code: 0, data: { messageList: [] } });
      member.close();
      owner.close();
    });

    it('shows a non-member only the public card of a group', async () => {
      const owner = await loggedIn(im, 'pc_owner');
      const stranger = await loggedIn(im, 'pc_stranger');
      const created = await owner.ask('createGroup', {
        name: 'Harbour',
        type: 'Public',
        avatar: 'https://example.com/a.png',
        introduction: 'members only intro',
        notification: 'members only notice',
      });
      const groupID = (created.data as { group: { groupID: string } }).group.groupID;
      const full = {
        groupID,
        name: 'Harbour',
        introduction: 'members only intro',
        notification: 'members only notice',
        ownerID: 'pc_owner',
      };
      expect(await owner.ask('getGroupProfile', { groupID })).toMatchObject({ code: 0, data: { group: full } });
      for (const op of ['getGroupProfile', 'searchGroupByID']) {
        const r = await stranger.ask(op, { groupID });
        expect(r, op).toMatchObject({
          code: 0,
          data: {
            group: {
              groupID,
              type: 'Public',
              name: 'Harbour',
              avatar: 'https://example.com/a.png',
              memberCount: 1,
              introduction: '',
              notification: '',
              ownerID: '',
              selfInfo: null,
            },
          },
        });
        expect(JSON.stringify(r), op).not.toMatch(/members only|pc_owner/);
      }
      owner.close();
      stranger.close();
    });

    it('shows online status only to users who share a conversation or are friends', async () => {
      const watcher = await im.client('ps_watch');
      const updates: Status = [];
      watcher.on('onUserStatusUpdated', (e) => updates.push(...(e.data as Status)));
      // the stranger is online, but shares nothing with the watcher: offline to it, and no pushes
      const stranger = await im.client('ps_stranger');
      expect((await watcher.getUserStatus({ userIDList: ['ps_stranger', 'ps_watch'] })).data).toEqual({
        successUserList: [
          { userID: 'ps_stranger', statusType: 2 },
          { userID: 'ps_watch', statusType: 1 },
        ],
      });
      expect((await watcher.subscribeUserStatus({ userIDList: ['ps_stranger'] })).data).toMatchObject({
        successUserList: [{ userID: 'ps_stranger', statusType: 2 }],
      });
      await stranger.destroy();
      const again = await im.client('ps_stranger');
      await new Promise((r) => setTimeout(r, 300));
      expect(updates).toEqual([]);

      // once they share a C2C conversation, the kept subscription counts
      await again.sendMessage(again.createTextMessage({ to: 'ps_watch', conversationType: 'C2C', payload: { text: 'hello' } }));
      expect((await watcher.getUserStatus({ userIDList: ['ps_stranger'] })).data).toEqual({
        successUserList: [{ userID: 'ps_stranger', statusType: 1 }],
      });
      const offline = nextEvent<Status>(watcher, 'onUserStatusUpdated');
      await again.destroy();
      expect(await offline).toEqual([{ userID: 'ps_stranger', statusType: 2 }]);

      // a common group counts too
      const mate = await im.client('ps_mate');
      expect((await watcher.getUserStatus({ userIDList: ['ps_mate'] })).data).toEqual({
        successUserList: [{ userID: 'ps_mate', statusType: 2 }],
      });
      await mate.createGroup({ name: 'Crew', type: 'Public', memberList: ['ps_watch'] });
      expect((await watcher.getUserStatus({ userIDList: ['ps_mate'] })).data).toEqual({
        successUserList: [{ userID: 'ps_mate', statusType: 1 }],
      });

      // and so do friends
      const friend = await im.client('ps_friend');
      const friendStatus = async () => (await watcher.getUserStatus({ userIDList: ['ps_friend'] })).data.successUserList[0]!.statusType;
      expect(await friendStatus()).toBe(2);
      await watcher.addFriend({ to: 'ps_friend' });
      expect(await friendStatus()).toBe(2); // an application is not a friendship
      await friend.acceptFriendApplication({ userID: 'ps_watch' });
      expect(await friendStatus()).toBe(1);
    });
  });
}
