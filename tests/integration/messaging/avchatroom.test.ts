import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, until } from './im-helpers.ts';

for (const backend of imBackends()) {
  describe(`AVChatRoom (${backend.name})`, () => {
    const im = useImServer(backend);

    it('lets anyone join without approval, whatever joinOption says, and counts no unread messages', async () => {
      const host = await im.client('av_host');
      const viewer = await im.client('av_viewer');
      const groupID = ((await host.createGroup({ name: 'Launch', type: 'AVChatRoom', joinOption: 'NeedPermission' })).data as { group: { groupID: string } }).group.groupID;
      expect((await viewer.joinGroup({ groupID })).data).toMatchObject({ status: 'JoinedSuccess' });
      // a Public group with the same option still asks the admins
      const publicID = ((await host.createGroup({ name: 'Club', type: 'Public', joinOption: 'NeedPermission' })).data as { group: { groupID: string } }).group.groupID;
      expect((await viewer.joinGroup({ groupID: publicID })).data).toMatchObject({ status: 'WaitAdminApproval' });

      const got = collectMessages(viewer);
      await host.sendMessage(host.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text: 'we are live' } }));
      await until(() => got.some((m) => m.payload.text === 'we are live'));
      const conv = (await viewer.getConversationList()).data.conversationList.find((c) => c.conversationID === `GROUP${groupID}`)!;
      expect(conv.unreadCount).toBe(0);
    });
  });
}
