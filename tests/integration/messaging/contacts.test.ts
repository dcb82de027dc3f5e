import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, startImServer } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';

/**
 * Contact rules the contact screen relies on (SPEC §4, §5, §8), on the real server: refused applications,
 * the both-way relation, remarks (96 bytes, friends only) and the blacklist, allowed and refused, with the
 * error texts in both languages.
 */
let im: ImServer;
beforeAll(async () => {
  im = await startImServer();
});
afterAll(async () => {
  await im?.stop();
});

const relation = async (chat: SelfHostedChat, userID: string) =>
  ((await chat.checkFriend({ userIDList: [userID] })).data as { resultList: { relation: string }[] }).resultList[0]!.relation;
const applications = async (chat: SelfHostedChat) =>
  ((await chat.getFriendApplicationList()).data as { friendApplicationList: { userID: string; type: string }[] }).friendApplicationList;
const text = (chat: SelfHostedChat, to: string, body: string) =>
  chat.sendMessage(chat.createTextMessage({ to, conversationType: 'C2C', payload: { text: body } }));

describe('contacts on the server', () => {
  it('a refused application leaves no friendship and no pending request; refusing or accepting nothing fails', async () => {
    const a = await im.client('ct_a', { language: 'en_US' });
    const b = await im.client('ct_b', { language: 'en_US' });
    await a.addFriend({ to: 'ct_b', source: 'AddSource_Type_Web', wording: 'hi' });
    expect(await applications(a)).toEqual([expect.objectContaining({ userID: 'ct_b', type: 'Pendency_Type_SendOut' })]);
    const told = nextEvent(a, 'onFriendApplicationListUpdated');
    await b.refuseFriendApplication({ userID: 'ct_a' });
    await told; // the requester's list follows
    expect(await applications(a)).toEqual([]);
    expect(await applications(b)).toEqual([]);
    expect(await relation(a, 'ct_b')).toBe('CheckResult_Type_NoRelation');
    expect(await relation(b, 'ct_a')).toBe('CheckResult_Type_NoRelation');
    await expect(b.refuseFriendApplication({ userID: 'ct_a' })).rejects.toMatchObject({ code: expect.any(Number) as number });
    await expect(b.acceptFriendApplication({ userID: 'ct_a' })).rejects.toMatchObject({ code: expect.any(Number) as number });
    // and an unknown user cannot be asked
    await expect(a.addFriend({ to: 'ct_nobody' })).rejects.toMatchObject({ code: 20003 });
  });

  it('the relation is checked both ways and only both counts; remarks are 96 bytes and only between friends', async () => {
    const c = await im.client('ct_c', { language: 'en_US' });
    const d = await im.client('ct_d', { language: 'zh_CN' });
    await c.addFriend({ to: 'ct_d', remark: 'x'.repeat(96) });
    // a pending request is no friendship: no remark yet (SPEC §5)
    await expect(c.updateFriend({ userID: 'ct_d', remark: 'Dee' })).rejects.toMatchObject({ code: 30002 });
    await d.acceptFriendApplication({ userID: 'ct_c' });
    expect(await relation(c, 'ct_d')).toBe('CheckResult_Type_BothWay');
    expect(await relation(d, 'ct_c')).toBe('CheckResult_Type_BothWay');
    await c.updateFriend({ userID: 'ct_d', remark: 'a'.repeat(96) }); // exactly 96 bytes
    await c.updateFriend({ userID: 'ct_d', remark: '船'.repeat(48) }); // 48 wide characters = 96
    await expect(c.updateFriend({ userID: 'ct_d', remark: 'a'.repeat(97) })).rejects.toMatchObject({
      code: 30001,
      message: 'Failed to change remark: remark length must not exceed 96 bytes',
    });
    await expect(d.updateFriend({ userID: 'ct_c', remark: '船'.repeat(48) + 'a' })).rejects.toMatchObject({
      code: 30001,
      message: '修改备注失败：备注长度不能超过96字节',
    });
    await expect(c.addFriend({ to: 'ct_d', remark: 'é'.repeat(49) })).rejects.toMatchObject({ code: 30001 });
    // deleting ends it both ways: no relation, no remark
    await d.deleteFriend({ userIDList: ['ct_c'] });
    expect(await relation(c, 'ct_d')).toBe('CheckResult_Type_NoRelation');
    await expect(c.updateFriend({ userID: 'ct_d', remark: 'again' })).rejects.toMatchObject({ code: 30002 });
  });

  it('a blacklisted user can neither message nor befriend you (error in the sender language); removing restores it', async () => {
    const e = await im.client('ct_e', { language: 'zh_CN' });
    const f = await im.client('ct_f', { language: 'en_US' });
    await e.addFriend({ to: 'ct_f' });
    await f.acceptFriendApplication({ userID: 'ct_e' });
    await text(e, 'ct_f', 'before'); // allowed
    await f.addToBlacklist({ userIDList: ['ct_e'] });
    expect((await f.getBlacklist()).data.userIDList).toEqual(['ct_e']);
    expect(await relation(f, 'ct_e')).toBe('CheckResult_Type_NoRelation'); // blocking ends the friendship
    await expect(text(e, 'ct_f', 'blocked')).rejects.toMatchObject({ code: 20007, message: '消息被拒收：您在对方的黑名单中' });
    await expect(e.addFriend({ to: 'ct_f' })).rejects.toMatchObject({ code: 20007 });
    // the one who blocked may still write (only the blocked side is refused)
    await text(f, 'ct_e', 'one way');
    const english = await im.client('ct_e', { language: 'en_US' });
    await expect(text(english, 'ct_f', 'blocked')).rejects.toMatchObject({
      code: 20007,
      message: "The message was refused: you are in the receiver's blacklist",
    });
    await f.removeFromBlacklist({ userIDList: ['ct_e'] });
    await text(e, 'ct_f', 'after');
  });
});
