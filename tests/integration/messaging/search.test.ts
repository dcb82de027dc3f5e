import { describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../../protocol/model.ts';
import type { SearchData } from '../../../protocol/ops.ts';
import { imBackends, useImServer } from './backends.ts';
import type { ImServer } from './im-helpers.ts';

type Chat = Awaited<ReturnType<ImServer['client']>>;
/** The driver's answer: the results as library Message objects. */
type SearchResult = Awaited<ReturnType<Chat['searchCloudMessages']>>['data'];

async function search(chat: Chat, d: SearchData): Promise<SearchResult> {
  return (await chat.searchCloudMessages({ ...d })).data;
}
const texts = (r: SearchResult) => r.searchResultList.flatMap((g) => g.messageList.map((m) => (m.payload as { text?: string }).text ?? ''));

async function say(chat: Chat, to: string, text: string, conversationType: 'C2C' | 'GROUP' = 'C2C') {
  return (await chat.sendMessage(chat.createTextMessage({ to, conversationType, payload: { text } }))).data.message;
}

for (const backend of imBackends()) {
  describe(`searchCloudMessages (${backend.name})`, () => {
    const im = useImServer(backend);

    it('finds Chinese keywords of one, two and more characters and English ones, case-insensitive, all keywords together', async () => {
      const ann = await im.client('se_ann');
      const bo = await im.client('se_bo');
      for (const text of ['今天下午维修发动机', '船', 'Engine overhaul QUOTE', '报价单已发送 engine', '100% 完成_好'])
        await say(ann, 'se_bo', text);
      expect(texts(await search(bo, { keywordList: ['船'] }))).toEqual(['船']);
      expect(texts(await search(bo, { keywordList: ['维修'] }))).toEqual(['今天下午维修发动机']);
      expect(texts(await search(bo, { keywordList: ['维修发动机'] }))).toEqual(['今天下午维修发动机']);
      expect(texts(await search(bo, { keywordList: ['发'] }))).toEqual(['报价单已发送 engine', '今天下午维修发动机']);
      expect(texts(await search(bo, { keywordList: ['ENGINE'] }))).toEqual(['报价单已发送 engine', 'Engine overhaul QUOTE']);
      expect(texts(await search(bo, { keywordList: ['eng', 'quote'] }))).toEqual(['Engine overhaul QUOTE']);
      expect(texts(await search(bo, { keywordList: ['发送', 'engine'] }))).toEqual(['报价单已发送 engine']);
      expect(texts(await search(bo, { keywordList: ['维修', 'overhaul'], keywordListMatchType: 'or' }))).toEqual([
        'Engine overhaul QUOTE',
        '今天下午维修发动机',
      ]);
      // wildcards are literal; a keyword of punctuation alone still works (no index narrows it)
      expect(texts(await search(bo, { keywordList: ['%'] }))).toEqual(['100% 完成_好']);
      expect(texts(await search(bo, { keywordList: ['成_'] }))).toEqual(['100% 完成_好']);
      expect((await search(bo, { keywordList: ['修维'] })).totalCount).toBe(0);
      // the sender sees the same
      expect((await search(ann, { keywordList: ['维修'] })).totalCount).toBe(1);
    });

    it('respects message types, senders, time and conversation, and pages with the cursor', async () => {
      const ann = await im.client('sf_ann');
      const bo = await im.client('sf_bo');
      const cy = await im.client('sf_cy');
      for (let i = 0; i < 5; i++) await say(ann, 'sf_bo', `航次 ${i}`);
      await say(bo, 'sf_ann', '航次 reply');
      await say(cy, 'sf_bo', '航次 from cy');
      const custom = bo.createCustomMessage({
        to: 'sf_cy',
        conversationType: 'C2C',
        payload: { data: '{}', description: '航次 card', extension: '' },
      });
      await bo.sendMessage(custom);

      expect((await search(bo, { keywordList: ['航次'] })).totalCount).toBe(8);
      expect((await search(bo, { keywordList: ['航次'], messageTypeList: ['TIMCustomElem'] })).totalCount).toBe(1);
      expect((await search(bo, { keywordList: ['航次'], messageTypeList: ['TIMTextElem'] })).totalCount).toBe(7);
      expect(texts(await search(bo, { keywordList: ['航次'], senderUserIDList: ['sf_cy'] }))).toEqual(['航次 from cy']);
      const many = Array.from({ length: 21 }, (_, i) => `u${i}`);
      await expect(search(bo, { keywordList: ['航次'], senderUserIDList: many })).rejects.toMatchObject({ code: 10004 });
      expect((await search(bo, { keywordList: ['航次'], conversationID: 'C2Csf_ann' })).totalCount).toBe(6);
      const inCy = await search(bo, { keywordList: ['航次'], conversationID: 'C2Csf_cy' });
      expect(inCy.searchResultList.map((g) => g.conversationID)).toEqual(['C2Csf_cy']);
      expect(inCy.totalCount).toBe(2);
      const now = Math.floor(Date.now() / 1000);
      expect((await search(bo, { keywordList: ['航次'], timePosition: now - 3600 })).totalCount).toBe(0);
      expect((await search(bo, { keywordList: ['航次'], timePosition: now + 5, timePeriod: 600 })).totalCount).toBe(8);

      const seen: string[] = [];
      let cursor = '';
      let pages = 0;
      do {
        const page = await search(bo, { keywordList: ['航次'], conversationID: 'C2Csf_ann', count: 4, cursor });
        expect(page.totalCount).toBe(6);
        seen.push(...page.searchResultList.flatMap((g) => g.messageList.map((m) => m.ID)));
        cursor = page.cursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(2);
      expect(new Set(seen).size).toBe(6);

      // a global page groups by conversation; each group counts every match there, not only this page's
      const first = await search(bo, { keywordList: ['航次'], count: 3 });
      expect(first.searchResultList).toEqual([
        expect.objectContaining({ conversationID: 'C2Csf_cy', messageCount: 2 }),
        expect.objectContaining({ conversationID: 'C2Csf_ann', messageCount: 6 }),
      ]);
      expect(first.searchResultList.map((g) => g.messageList.length)).toEqual([2, 1]);
    });

    it('searches every group type, Community included, for members only', async () => {
      const owner = await im.client('sg_owner');
      const member = await im.client('sg_member');
      const outsider = await im.client('sg_out');
      for (const type of GROUP_TYPES) {
        const created = await owner.createGroup({
          name: type,
          type,
          joinOption: 'FreeAccess',
          ...(type === 'AVChatRoom' ? {} : { memberList: ['sg_member'] }),
        });
        const { groupID } = (created.data as { group: { groupID: string } }).group;
        if (type === 'AVChatRoom') await member.joinGroup({ groupID });
        await say(owner, groupID, `机舱检查 ${type}`, 'GROUP');
      }
      const found = await search(member, { keywordList: ['机舱'], count: 20 });
      // an AVChatRoom keeps no history (SPEC §9): its messages reach the members online and are never stored
      const stored = GROUP_TYPES.filter((t) => t !== 'AVChatRoom');
      expect(texts(found).sort()).toEqual(stored.map((t) => `机舱检查 ${t}`).sort());
      expect((await search(outsider, { keywordList: ['机舱'] })).totalCount).toBe(0);
    });

    it('never finds what the user cannot see: others’ conversations, groups left, history cleared, messages deleted or recalled', async () => {
      const ann = await im.client('sp_ann');
      const bo = await im.client('sp_bo');
      const cy = await im.client('sp_cy');
      await say(ann, 'sp_cy', '密码 ann to cy');
      expect((await search(bo, { keywordList: ['密码'] })).totalCount).toBe(0);
      await expect(search(bo, { keywordList: ['密码'], conversationID: 'GROUPnot_a_group' })).rejects.toBeDefined();

      const created = await ann.createGroup({ name: 'Left', type: 'Public', memberList: ['sp_bo'] });
      const { groupID } = (created.data as { group: { groupID: string } }).group;
      await say(ann, groupID, '密码 in group', 'GROUP');
      expect((await search(bo, { keywordList: ['密码'] })).totalCount).toBe(1);
      await bo.quitGroup(groupID);
      expect((await search(bo, { keywordList: ['密码'] })).totalCount).toBe(0);

      await say(ann, 'sp_bo', '密码 old');
      await bo.deleteConversation('C2Csp_ann');
      await say(ann, 'sp_bo', '密码 new');
      expect(texts(await search(bo, { keywordList: ['密码'] }))).toEqual(['密码 new']);

      const gone = await say(ann, 'sp_bo', '密码 deleted');
      await bo.deleteMessage([{ ...gone, conversationID: 'C2Csp_ann' }]);
      const recalled = await say(ann, 'sp_bo', '密码 recalled');
      await ann.revokeMessage(recalled);
      expect(texts(await search(bo, { keywordList: ['密码'] }))).toEqual(['密码 new']);
      expect(texts(await search(ann, { keywordList: ['密码'], conversationID: 'C2Csp_bo' }))).toEqual([
        '密码 deleted',
        '密码 new',
        '密码 old',
      ]);
      expect((await search(cy, { keywordList: ['密码'] })).totalCount).toBe(1);
    });
  });
}
