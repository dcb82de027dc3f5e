import { describe, expect, it } from 'vitest';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { expectCode } from '../calls/call-helpers.ts';
import { imBackends, useImServer } from './backends.ts';
import { TEST_SECRET, collectMessages, textOf, until } from './im-helpers.ts';

const INBOX = 'sealink_service';

/** An anonymous visitor's user ID as owChat issues it (`visitor_<24 hex>`). */
function visitorId(tag: string): string {
  return `visitor_${Buffer.from(tag.padEnd(12, '0').slice(0, 12)).toString('hex')}`;
}

const text = (chat: SelfHostedChat, to: string, body: string) =>
  chat.sendMessage(chat.createTextMessage({ to, conversationType: 'C2C', payload: { text: body } }));

/**
 * Issue #31 item 4: one policy (server/messaging/policy/may-contact.ts) answers who may reach whom, for messages,
 * calls, friend requests and groups. A visitor's only counterpart is the customer-service inbox.
 */
describe.each(imBackends())('who may reach whom, on $name', (backend) => {
  const im = useImServer(backend, { IM_SERVICE_ACCOUNTS: INBOX });

  const inbox = async () => {
    const chat = new SelfHostedChat({ serverUrl: im.url, baseDelayMs: 50, maxDelayMs: 500 });
    await chat.login({ userID: INBOX, userSig: signUserSig(INBOX, TEST_SECRET, 600, Date.now(), { kind: 'service' }) });
    return chat;
  };

  it('lets a visitor and the inbox talk both ways, and nobody else talk with a visitor', async () => {
    const visitor = visitorId('r1');
    const guest = await im.client(visitor);
    const guestEn = await im.client(visitor, { language: 'en_US' });
    const desk = await inbox();
    const alice = await im.client('alice_r1');
    const deskGot = collectMessages(desk);
    const guestGot = collectMessages(guest);

    await text(guest, INBOX, 'hello desk');
    await text(desk, visitor, 'hello visitor');
    const heard = () => deskGot.map(textOf).includes('hello desk') && guestGot.map(textOf).includes('hello visitor');
    await until(heard, 5000, 'the visitor and the desk hear each other');

    // a visitor cannot reach a partner user, and a partner user cannot reach a visitor: told in their language
    expect((await expectCode(text(guest, 'alice_r1', 'hi'), 10007)).message).toContain('访客只能与客服对话');
    expect((await expectCode(text(guestEn, 'alice_r1', 'hi'), 10007)).message).toContain('Visitors can chat with customer service only');
    expect((await expectCode(text(alice, visitor, 'hi'), 10007)).message).toContain('访客只能由客服联系');
    // nothing was stored for either refused send
    expect((await alice.getConversationList()).data.conversationList.map((c) => c.conversationID)).not.toContain(`C2C${visitor}`);
    await desk.destroy();
  });

  it('keeps visitors out of friend requests and groups, both ways', async () => {
    const visitor = visitorId('r2');
    const guest = await im.client(visitor, { language: 'en_US' });
    const bob = await im.client('bob_r2');
    await im.client('carol_r2');

    await expectCode(guest.addFriend({ to: 'bob_r2', source: 'AddSource_Type_Web' }), 10007);
    await expectCode(bob.addFriend({ to: visitor, source: 'AddSource_Type_Web' }), 10007);
    expect((await bob.getFriendApplicationList()).data.friendApplicationList).toEqual([]);

    await expectCode(guest.createGroup({ name: 'Visitors', type: 'Public' }), 10007);
    await expectCode(bob.createGroup({ name: 'Deck', type: 'Private', memberList: ['carol_r2', visitor] }), 10007);
    const { group } = (await bob.createGroup({ name: 'Deck', type: 'Public', joinOption: 'FreeAccess', memberList: ['carol_r2'] })).data;
    await expectCode(bob.addGroupMember({ groupID: group.groupID, userIDList: [visitor] }), 10007);
    await expectCode(guest.joinGroup({ groupID: group.groupID }), 10007);
    const members = (await bob.getGroupMemberList({ groupID: group.groupID, count: 100 })).data.memberList.map((m) => m.userID);
    expect(members.sort()).toEqual(['bob_r2', 'carol_r2']);
  });

  it('still refuses a friend request and a message from someone the receiver blacklisted', async () => {
    const dan = await im.client('dan_r3');
    const eve = await im.client('eve_r3');
    await dan.addToBlacklist({ userIDList: ['eve_r3'] });
    await expectCode(eve.addFriend({ to: 'dan_r3', source: 'AddSource_Type_Web' }), 20007);
    await expectCode(text(eve, 'dan_r3', 'let me in'), 20007);
  });
});
