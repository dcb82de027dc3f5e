import { describe, expect, it } from 'vitest';
import type { Message } from '../../../widget/src/engine/types.ts';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, nextEvent, textOf, until } from './im-helpers.ts';

type Modified = Partial<Message>[];

for (const backend of imBackends()) {
  describe(`modifyMessage (${backend.name})`, () => {
    const im = useImServer(backend, { IM_SENSITIVE_WORDS: 'forbidden' });

    it('lets the sender edit text and cloudCustomData; every device of both users learns it, history shows it', async () => {
      const amy = await im.client('mo_amy');
      const amyTablet = await im.client('mo_amy');
      const ben = await im.client('mo_ben');
      const got = collectMessages(ben);
      const sent = (
        await amy.sendMessage(amy.createTextMessage({ to: 'mo_ben', conversationType: 'C2C', payload: { text: 'quote: 100 USD' } }))
      ).data.message;
      await until(() => got.length === 1);

      const onBen = nextEvent<Modified>(ben, 'onMessageModified');
      const onTablet = nextEvent<Modified>(amyTablet, 'onMessageModified');
      sent.payload = { text: 'quote: 120 USD' };
      sent.cloudCustomData = '{"edited":true}';
      const r = await amy.modifyMessage(sent);
      expect(r.data.message).toMatchObject({
        ID: sent.ID,
        isModified: true,
        version: 1,
        payload: { text: 'quote: 120 USD' },
        cloudCustomData: '{"edited":true}',
      });
      expect((await onBen)[0]).toEqual({
        ID: sent.ID,
        conversationID: 'C2Cmo_amy',
        payload: { text: 'quote: 120 USD' },
        cloudCustomData: '{"edited":true}',
        isModified: true,
        version: 1,
      });
      expect((await onTablet)[0]).toMatchObject({ ID: sent.ID, conversationID: 'C2Cmo_ben', version: 1 });

      const history = (await ben.getMessageList({ conversationID: 'C2Cmo_amy' })).data.messageList;
      expect(history.at(-1)).toMatchObject({
        ID: sent.ID,
        isModified: true,
        version: 1,
        payload: { text: 'quote: 120 USD' },
        cloudCustomData: '{"edited":true}',
      });
      // search finds the new text, not the old one
      const found = (await ben.searchCloudMessages({ keywordList: ['120'] })).data as { totalCount: number };
      expect(found.totalCount).toBe(1);
      expect(((await ben.searchCloudMessages({ keywordList: ['100'] })).data as { totalCount: number }).totalCount).toBe(0);

      // ben offline: the next edit reaches him at catch-up, seen from his side of the conversation
      const states: string[] = [];
      ben.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
      ben.goOffline();
      await until(() => states.includes('disconnected'));
      await amy.modifyMessage({ ...r.data.message, payload: { text: 'quote: 110 USD' } });
      const caughtUp = nextEvent<Modified>(ben, 'onMessageModified');
      ben.goOnline();
      expect((await caughtUp)[0]).toMatchObject({
        ID: sent.ID,
        conversationID: 'C2Cmo_amy',
        payload: { text: 'quote: 110 USD' },
        version: 2,
      });
    });

    it('refuses others, stale copies (2480), recalled messages, media payloads, sensitive or oversized content', async () => {
      const cat = await im.client('mo_cat');
      const catPhone = await im.client('mo_cat');
      const dan = await im.client('mo_dan');
      const got = collectMessages(dan);
      const sent = (await cat.sendMessage(cat.createTextMessage({ to: 'mo_dan', conversationType: 'C2C', payload: { text: 'first' } })))
        .data.message;
      await until(() => got.length === 1);
      // only the sender
      const dansCopy = { ...(got[0] as unknown as Message), payload: { text: 'not yours' } };
      await expect(dan.modifyMessage(dansCopy)).rejects.toMatchObject({ code: 10007 });
      // the phone's copy is version 0; the laptop edits first, then the phone's edit conflicts
      const phoneCopy = (await catPhone.getMessageList({ conversationID: 'C2Cmo_dan' })).data.messageList.at(-1)!;
      expect(phoneCopy.version).toBe(0);
      await cat.modifyMessage({ ...sent, payload: { text: 'second' } });
      await expect(catPhone.modifyMessage({ ...phoneCopy, payload: { text: 'third' } })).rejects.toMatchObject({ code: 2480 });
      const fresh = (await catPhone.getMessageList({ conversationID: 'C2Cmo_dan' })).data.messageList.at(-1)!;
      expect(fresh).toMatchObject({ version: 1, payload: { text: 'second' } });
      expect((await catPhone.modifyMessage({ ...fresh, payload: { text: 'third' } })).data.message.version).toBe(2);
      // moderation and limits as for a send
      await expect(cat.modifyMessage({ ...fresh, version: 2, payload: { text: 'a forbidden word' } })).rejects.toMatchObject({
        code: 80001,
      });
      await expect(cat.modifyMessage({ ...fresh, version: 2, payload: { text: 'x'.repeat(13 * 1024) } })).rejects.toMatchObject({
        code: 8001,
      });
      await expect(cat.modifyMessage({ ...fresh, version: 2, payload: { text: '   ' } })).rejects.toMatchObject({ code: 10004 });
      // a face message: its payload is not editable, its cloudCustomData is
      const face = (
        await cat.sendMessage(cat.createFaceMessage({ to: 'mo_dan', conversationType: 'C2C', payload: { index: 1, data: 'smile' } }))
      ).data.message;
      await expect(cat.modifyMessage({ ...face, payload: { index: 2, data: 'frown' } })).resolves.toMatchObject({
        data: { message: { payload: { index: 1, data: 'smile' } } },
      });
      expect((await cat.modifyMessage({ ...face, version: 1, cloudCustomData: 'tag' })).data.message).toMatchObject({
        cloudCustomData: 'tag',
        version: 2,
      });
      // not after a recall; dan, offline meanwhile, catches up on the recall without the edit's content
      const states: string[] = [];
      dan.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
      const edits: Modified = [];
      dan.on('onMessageModified', (e) => edits.push(...(e.data as Modified)));
      dan.goOffline();
      await until(() => states.includes('disconnected'));
      await cat.modifyMessage({ ...fresh, version: 2, payload: { text: 'secret, then recalled' } });
      await cat.revokeMessage(sent);
      const recalled = nextEvent<Modified>(dan, 'onMessageRevoked');
      dan.goOnline();
      expect((await recalled)[0]).toMatchObject({ ID: sent.ID });
      expect(edits.filter((m) => m.ID === sent.ID)).toEqual([]);
      await expect(cat.modifyMessage({ ...fresh, version: 3, payload: { text: 'too late' } })).rejects.toMatchObject({ code: 20022 });
      expect(textOf((await dan.getMessageList({ conversationID: 'C2Cmo_cat' })).data.messageList.at(-2)!)).toBe('');
    });

    it('reaches a member who was offline at catch-up, and group outsiders cannot edit', async () => {
      const owner = await im.client('mo_owner');
      const member = await im.client('mo_member');
      const outsider = await im.client('mo_out');
      const group = (
        (await owner.createGroup({ name: 'Edits', type: 'Public', memberList: ['mo_member'] })).data as { group: { groupID: string } }
      ).group;
      const got = collectMessages(member);
      const sent = (
        await owner.sendMessage(
          owner.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: 'meeting at 9' } }),
        )
      ).data.message;
      await until(() => got.some((m) => m.ID === sent.ID));

      const states: string[] = [];
      member.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
      member.goOffline();
      await until(() => states.includes('disconnected'));
      await owner.modifyMessage({ ...sent, payload: { text: 'meeting at 10' } });
      await expect(outsider.modifyMessage({ ...sent, payload: { text: 'hijack' } })).rejects.toMatchObject({ code: 10018 });
      const caughtUp = nextEvent<Modified>(member, 'onMessageModified');
      member.goOnline();
      expect((await caughtUp)[0]).toMatchObject({
        ID: sent.ID,
        conversationID: `GROUP${group.groupID}`,
        payload: { text: 'meeting at 10' },
        version: 1,
      });
    });
  });
}
