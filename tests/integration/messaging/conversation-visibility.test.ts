import { describe, expect, it } from 'vitest';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { imBackends, useImServer } from './backends.ts';
import { textOf } from './im-helpers.ts';

async function listed(chat: SelfHostedChat, conversationID: string) {
  return (await chat.getConversationList()).data.conversationList.find((c) => c.conversationID === conversationID);
}
async function history(chat: SelfHostedChat, conversationID: string): Promise<string[]> {
  return (await chat.getMessageList({ conversationID })).data.messageList.map(textOf);
}
function say(chat: SelfHostedChat, to: string, text: string, conversationType: 'C2C' | 'GROUP' = 'C2C') {
  return chat.sendMessage(chat.createTextMessage({ to, conversationType, payload: { text } }));
}

for (const backend of imBackends()) {
  describe(`a deleted conversation comes back with the next message (${backend.name})`, () => {
    const im = useImServer(backend);

    it('every time, for the receiver and for the sender, with only the history after the delete', async () => {
      const ivy = await im.client('cv_ivy');
      const jack = await im.client('cv_jack');
      // deleted before its first message
      await ivy.deleteConversation('C2Ccv_jack');
      await say(jack, 'cv_ivy', 'first');
      expect((await listed(ivy, 'C2Ccv_jack'))?.unreadCount).toBe(1);
      expect(await history(ivy, 'C2Ccv_jack')).toEqual(['first']);

      for (const round of [1, 2]) {
        await ivy.deleteConversation('C2Ccv_jack');
        expect(await listed(ivy, 'C2Ccv_jack')).toBeUndefined();
        await say(jack, 'cv_ivy', `round ${round}`);
        expect((await listed(ivy, 'C2Ccv_jack'))?.unreadCount).toBe(1);
        expect(await history(ivy, 'C2Ccv_jack')).toEqual([`round ${round}`]);
      }
      // the other side was never hidden and kept everything
      expect(await history(jack, 'C2Ccv_ivy')).toEqual(['first', 'round 1', 'round 2']);

      // the sender's own deleted conversation comes back with its own message
      await jack.deleteConversation('C2Ccv_ivy');
      await say(jack, 'cv_ivy', 'from jack');
      expect(await listed(jack, 'C2Ccv_ivy')).toBeDefined();
      expect(await history(jack, 'C2Ccv_ivy')).toEqual(['from jack']);
    });

    it('in a group, for the member who deleted it only', async () => {
      const owner = await im.client('cv_owner');
      const member = await im.client('cv_member');
      const other = await im.client('cv_other');
      const group = (
        (await owner.createGroup({ name: 'Dry dock', type: 'Public', memberList: ['cv_member', 'cv_other'] })).data as {
          group: { groupID: string };
        }
      ).group;
      const id = `GROUP${group.groupID}`;
      await say(owner, group.groupID, 'agenda', 'GROUP');
      await member.deleteConversation(id);
      expect(await listed(member, id)).toBeUndefined();
      await say(owner, group.groupID, 'minutes', 'GROUP');
      expect((await listed(member, id))?.unreadCount).toBe(1);
      expect(await history(member, id)).toEqual(['minutes']);
      // (the group's creation tip has no text)
      expect((await history(other, id)).filter(Boolean)).toEqual(['agenda', 'minutes']);
    });
  });
}
