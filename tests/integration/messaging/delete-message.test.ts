import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT } from '../../../widget/src/engine/types.ts';
import { collectMessages, nextEvent, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';
import { arrayContaining, stringContaining } from '../../helpers/matchers.ts';

let im: ImServer;
beforeAll(async () => {
  im = await startImServer();
});
afterAll(async () => {
  await im?.stop();
});

async function texts(chat: Awaited<ReturnType<ImServer['client']>>, conversationID: string): Promise<string[]> {
  return (await chat.getMessageList({ conversationID, count: 50 })).data.messageList.map(textOf);
}

describe('deleteMessage (for me only)', () => {
  it('hides messages for the deleting user on every device, not for the peer', async () => {
    const annPhone = await im.client('del_ann');
    const annLaptop = await im.client('del_ann');
    const annTablet = await im.client('del_ann');
    const bo = await im.client('del_bo');
    const tabletStates: string[] = [];
    annTablet.on(EVENT.NET_STATE_CHANGE, (e) => tabletStates.push((e.data as { state: string }).state));
    annTablet.goOffline(); // catches up from the event log later
    await until(() => tabletStates.includes('disconnected'));
    const sent = [];
    for (const text of ['one', 'two', 'three']) {
      sent.push(
        (await annPhone.sendMessage(annPhone.createTextMessage({ to: 'del_bo', conversationType: 'C2C', payload: { text } }))).data.message,
      );
    }
    const annGot = collectMessages(annPhone);
    await bo.sendMessage(bo.createTextMessage({ to: 'del_ann', conversationType: 'C2C', payload: { text: 'four' } }));
    await until(() => annGot.length === 1);
    const reply = annGot[0] as unknown as (typeof sent)[number];

    const onLaptop = nextEvent<{ conversationID: string; messageIDList: string[] }>(annLaptop, EVENT.MESSAGE_DELETED);
    const r = await annPhone.deleteMessage([sent[1]!, reply]);
    expect(r.data.messageList.map((m) => m.isDeleted)).toEqual([true, true]);
    expect(await onLaptop).toEqual({ conversationID: 'C2Cdel_bo', messageIDList: arrayContaining([sent[1]!.ID, reply.ID]) });

    // history, conversation list and search of the deleter omit them; the peer still has everything
    expect(await texts(annLaptop, 'C2Cdel_bo')).toEqual(['one', 'three']);
    expect(await texts(bo, 'C2Cdel_ann')).toEqual(['one', 'two', 'three', 'four']);
    const annConv = (await annLaptop.getConversationProfile('C2Cdel_bo')).data.conversation;
    expect((annConv.lastMessage as { payload: unknown } | undefined)?.payload).toEqual({ text: 'three' });
    expect(annConv.unreadCount).toBe(0);
    const boConv = (await bo.getConversationProfile('C2Cdel_ann')).data.conversation;
    expect((boConv.lastMessage as { payload: unknown } | undefined)?.payload).toEqual({ text: 'four' });
    const found = (await annLaptop.searchCloudMessages({ keywordList: ['two'] })).data as { totalCount: number };
    expect(found.totalCount).toBe(0);
    expect(((await bo.searchCloudMessages({ keywordList: ['two'] })).data as { totalCount: number }).totalCount).toBe(1);

    // the offline device catches up: the deleted messages never arrive, and it is told about the deletion
    const caught = collectMessages(annTablet);
    const deletions: unknown[] = [];
    annTablet.on(EVENT.MESSAGE_DELETED, (e) => deletions.push(e.data));
    annTablet.goOnline();
    await until(() => deletions.length === 1, 5000, 'catch-up of the deletion');
    expect(caught.map(textOf)).toEqual(['one', 'three']);

    // deleting again is harmless and logs nothing new
    await annPhone.deleteMessage([sent[1]!]);
    expect(await texts(annPhone, 'C2Cdel_bo')).toEqual(['one', 'three']);
  });

  it('refuses outsiders, unknown IDs and malformed lists', async () => {
    const owner = await im.client('del_owner');
    const member = await im.client('del_member');
    const outsider = await im.client('del_outsider');
    await owner.createGroup({ groupID: 'del_group', name: 'Deck crew', type: 'Public', memberList: ['del_member'] });
    const m = (
      await owner.sendMessage(owner.createTextMessage({ to: 'del_group', conversationType: 'GROUP', payload: { text: 'muster at 8' } }))
    ).data.message;

    // not in the group: 10018, nothing deleted for anyone
    await expect(outsider.deleteMessage([m])).rejects.toMatchObject({ code: 10018 });
    // a C2C message of others is not in the outsider's own C2C conversation: not found
    const c2c = (
      await owner.sendMessage(owner.createTextMessage({ to: 'del_member', conversationType: 'C2C', payload: { text: 'private' } }))
    ).data.message;
    await expect(outsider.deleteMessage([{ ...c2c, conversationID: 'C2Cdel_member' }])).rejects.toMatchObject({ code: 20022 });
    await expect(member.deleteMessage([{ ...m, ID: 'm-unknown' }])).rejects.toMatchObject({ code: 20022 });
    // edge validation: empty or more than 30 IDs, mixed conversations
    await expect(member.deleteMessage([])).rejects.toMatchObject({ code: 10004 });
    await expect(member.deleteMessage(Array.from({ length: 31 }, () => m))).rejects.toMatchObject({
      code: 10004,
      message: stringContaining('messageIDList'),
    });
    await expect(member.deleteMessage([m, c2c])).rejects.toMatchObject({ code: 10004 });
    expect((await member.getMessageList({ conversationID: 'GROUPdel_group' })).data.messageList.map(textOf)).toContain('muster at 8');

    // a member deletes it for themselves; the owner keeps it
    await member.deleteMessage([m]);
    expect((await member.getMessageList({ conversationID: 'GROUPdel_group' })).data.messageList.map(textOf)).not.toContain('muster at 8');
    expect((await owner.getMessageList({ conversationID: 'GROUPdel_group' })).data.messageList.map(textOf)).toContain('muster at 8');
  });
});
