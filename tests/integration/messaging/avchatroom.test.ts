import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, until } from './im-helpers.ts';

for (const backend of imBackends()) {
  describe(`AVChatRoom (${backend.name})`, () => {
    const im = useImServer(backend);

    it('lets anyone join without approval, whatever joinOption says, and counts no unread messages', async () => {
      const host = await im.client('av_host');
      const viewer = await im.client('av_viewer');
      const groupID = (
        (await host.createGroup({ name: 'Launch', type: 'AVChatRoom', joinOption: 'NeedPermission' })).data as {
          group: { groupID: string };
        }
      ).group.groupID;
      expect((await viewer.joinGroup({ groupID })).data).toMatchObject({ status: 'JoinedSuccess' });
      // a Public group with the same option still asks the admins
      const publicID = (
        (await host.createGroup({ name: 'Club', type: 'Public', joinOption: 'NeedPermission' })).data as { group: { groupID: string } }
      ).group.groupID;
      expect((await viewer.joinGroup({ groupID: publicID })).data).toMatchObject({ status: 'WaitAdminApproval' });

      const got = collectMessages(viewer);
      await host.sendMessage(host.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'we are live' } }));
      await until(() => got.some((m) => m.payload.text === 'we are live'));
      const conv = (await viewer.getConversationList()).data.conversationList.find((c) => c.conversationID === `GROUP${groupID}`)!;
      expect(conv.unreadCount).toBe(0);
    });

    it('keeps no history: messages and tips go live to the members online, nothing is stored for them', async () => {
      const host = await im.client('avh_host');
      const online = await im.client('avh_online');
      const groupID = ((await host.createGroup({ name: 'Sea trial', type: 'AVChatRoom' })).data as { group: { groupID: string } }).group
        .groupID;
      const got = collectMessages(host) as (ReturnType<typeof collectMessages>[number] & { type: string })[];
      await online.joinGroup({ groupID });
      // the join tip reached the host live
      await until(() => got.some((m) => m.type === 'TIMGroupTipElem' && (m.payload.userIDList as string[])[0] === 'avh_online'));
      const seen = collectMessages(online);
      const sent = await host.sendMessage(
        host.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'engines on' } }),
      );
      expect(sent.data.message).toMatchObject({ from: 'avh_host', payload: { text: 'engines on' } });
      await until(() => seen.some((m) => m.payload.text === 'engines on'));
      // nobody's history holds it, a later viewer never sees it, a reconnect brings nothing back
      const conversationID = `GROUP${groupID}`;
      for (const chat of [host, online]) expect((await chat.getMessageList({ conversationID })).data.messageList).toEqual([]);
      const late = await im.client('avh_late');
      await late.joinGroup({ groupID });
      expect((await late.getMessageList({ conversationID })).data.messageList).toEqual([]);
      // a Public group, by contrast, keeps its messages
      const publicID = ((await host.createGroup({ name: 'Crew', type: 'Public' })).data as { group: { groupID: string } }).group.groupID;
      await host.sendMessage(host.createTextMessage({ to: publicID, conversationType: 'GROUP', payload: { text: 'kept' } }));
      expect(
        (await host.getMessageList({ conversationID: `GROUP${publicID}` })).data.messageList.map((m) => m.payload as unknown),
      ).toContainEqual({
        text: 'kept',
      });
    });
  });
}
