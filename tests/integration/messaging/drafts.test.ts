import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../widget/src/engine/types.ts';
import { imBackends, useImServer } from './backends.ts';
import { nextEvent, until } from './im-helpers.ts';

const draftOf = (list: Conversation[], id: string) => list.find((c) => c.conversationID === id)?.draftText;

for (const backend of imBackends()) {
  describe(`conversation drafts (${backend.name})`, () => {
    const im = useImServer(backend);

    it('keeps a draft per user and conversation, on every device of the user, also after a reconnect', async () => {
      const amy = await im.client('dr_amy');
      const amyPhone = await im.client('dr_amy');
      const amyTablet = await im.client('dr_amy');
      const ben = await im.client('dr_ben');
      await amy.sendMessage(amy.createTextMessage({ to: 'dr_ben', conversationType: 'C2C', payload: { text: 'hello' } }));

      const states: string[] = [];
      amyTablet.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
      amyTablet.goOffline();
      await until(() => states.includes('disconnected'));

      const onPhone = nextEvent<Conversation[]>(
        amyPhone,
        'onConversationListUpdated',
        (l) => draftOf(l, 'C2Cdr_ben') === 'about the hull survey',
      );
      await amy.setConversationDraft({ conversationID: 'C2Cdr_ben', draftText: 'about the hull survey' });
      expect(draftOf((await amy.getConversationList()).data.conversationList, 'C2Cdr_ben')).toBe('about the hull survey');
      await onPhone;
      // only amy's: ben's side of the conversation has no draft
      expect(draftOf((await ben.getConversationList()).data.conversationList, 'C2Cdr_amy')).toBe('');

      // the tablet was offline: it learns the draft at catch-up
      const onTablet = nextEvent<Conversation[]>(
        amyTablet,
        'onConversationListUpdated',
        (l) => draftOf(l, 'C2Cdr_ben') === 'about the hull survey',
      );
      amyTablet.goOnline();
      await onTablet;

      // '' clears it everywhere
      const cleared = nextEvent<Conversation[]>(amyPhone, 'onConversationListUpdated', (l) => draftOf(l, 'C2Cdr_ben') === '');
      await amy.setConversationDraft({ conversationID: 'C2Cdr_ben', draftText: '' });
      await cleared;
    });

    it('refuses oversized drafts and conversations the user is not in', async () => {
      const cat = await im.client('dr_cat');
      await im.client('dr_dan');
      await expect(cat.setConversationDraft({ conversationID: 'C2Cdr_dan', draftText: '船'.repeat(4097) })).rejects.toMatchObject({
        code: 10004,
      });
      await expect(cat.setConversationDraft({ conversationID: 'C2Cnobody_here', draftText: 'hi' })).rejects.toMatchObject({ code: 20003 });
      const owner = await im.client('dr_owner');
      const group = ((await owner.createGroup({ name: 'Drafts', type: 'Public' })).data as { group: { groupID: string } }).group;
      await expect(cat.setConversationDraft({ conversationID: `GROUP${group.groupID}`, draftText: 'hi' })).rejects.toMatchObject({
        code: 10018,
      });
      await owner.setConversationDraft({ conversationID: `GROUP${group.groupID}`, draftText: 'agenda' });
      expect(draftOf((await owner.getConversationList()).data.conversationList, `GROUP${group.groupID}`)).toBe('agenda');
      // deleting the conversation drops its draft
      await owner.deleteConversation(`GROUP${group.groupID}`);
      expect((await owner.getConversationProfile(`GROUP${group.groupID}`)).data.conversation.draftText).toBe('');
    });
  });
}
