import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../widget/src/engine/types.ts';
import { collectMessages, nextEvent, rawSocket, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';
import { objectContaining, stringContaining } from '../../helpers/matchers.ts';

let im: ImServer;
beforeAll(async () => {
  im = await startImServer({ IM_SENSITIVE_WORDS: 'forbiddenword,违禁' });
});
afterAll(async () => {
  await im?.stop();
});

describe('one-to-one chat over the self-hosted driver (real server process)', () => {
  it('logs in, sends and receives, keeps history, counts unread, marks read, revokes', async () => {
    const alice = await im.client('alice');
    const bob = await im.client('bob');
    const bobPhone = await im.client('bob'); // a second device of bob
    const gotByBob = collectMessages(bob);
    const gotByPhone = collectMessages(bobPhone);
    const alicePhone = await im.client('alice');
    const gotByAlicePhone = collectMessages(alicePhone);

    const sent: Message[] = [];
    for (let i = 0; i < 5; i++) {
      const m = alice.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: `hello ${i}` } });
      const r = await alice.sendMessage(m);
      expect(r.data.message.status).toBe('success');
      expect(r.data.message.sequence).toBeGreaterThan(0);
      sent.push(r.data.message);
    }
    await until(() => gotByBob.length === 5 && gotByPhone.length === 5 && gotByAlicePhone.length === 5, 5000, 'deliveries');
    expect(gotByBob.map(textOf)).toEqual(['hello 0', 'hello 1', 'hello 2', 'hello 3', 'hello 4']);
    expect(gotByBob[0]!.conversationID).toBe('C2Calice');
    expect(gotByAlicePhone[0]!.conversationID).toBe('C2Cbob');

    // history pages with nextReqMessageID
    const page1 = await bob.getMessageList({ conversationID: 'C2Calice', count: 3 });
    expect(page1.data.messageList.map(textOf)).toEqual(['hello 2', 'hello 3', 'hello 4']);
    expect(page1.data.isCompleted).toBe(false);
    const page2 = await bob.getMessageList({ conversationID: 'C2Calice', nextReqMessageID: page1.data.nextReqMessageID, count: 3 });
    expect(page2.data.messageList.map(textOf)).toEqual(['hello 0', 'hello 1']);
    expect(page2.data.isCompleted).toBe(true);

    // conversation list and unread
    const list = await bob.getConversationList();
    const conv = list.data.conversationList.find((c) => c.conversationID === 'C2Calice')!;
    expect(conv.unreadCount).toBe(5);
    expect((conv.lastMessage as { messageForShow: string }).messageForShow).toBe('hello 4');
    const readByPeer = nextEvent(alice, 'onMessageReadByPeer');
    await bob.setMessageRead({ conversationID: 'C2Calice' });
    await readByPeer;
    expect((await bob.getConversationList()).data.conversationList.find((c) => c.conversationID === 'C2Calice')!.unreadCount).toBe(0);

    // revoke: own message, everyone is told
    const revoked = nextEvent<{ ID: string }[]>(bob, 'onMessageRevoked');
    await alice.revokeMessage(sent[4]!);
    expect((await revoked)[0]!.ID).toBe(sent[4]!.ID);
    const after = await bob.getMessageList({ conversationID: 'C2Calice', count: 1 });
    expect(after.data.messageList[0]!.isRevoked).toBe(true);
    expect(after.data.messageList[0]!.payload).toEqual({});
    // bob cannot revoke alice's message
    await expect(bob.revokeMessage({ ...sent[3]!, conversationID: 'C2Calice' })).rejects.toMatchObject({ code: 10007 });
  });

  it('pins, mutes and deletes a conversation for one user only', async () => {
    const carol = await im.client('carol');
    const dave = await im.client('dave');
    await carol.sendMessage(carol.createTextMessage({ to: 'dave', conversationType: 'C2C', payload: { text: 'hi dave' } }));
    await dave.pinConversation({ conversationID: 'C2Ccarol', isPinned: true });
    await dave.setMessageRemindType({ conversationID: 'C2Ccarol', messageRemindType: 'AcceptNotNotify' });
    let c = (await dave.getConversationList()).data.conversationList.find((x) => x.conversationID === 'C2Ccarol')!;
    expect([c.isPinned, c.isMuted]).toEqual([true, true]);
    await dave.deleteConversation('C2Ccarol');
    expect((await dave.getConversationList()).data.conversationList.find((x) => x.conversationID === 'C2Ccarol')).toBeUndefined();
    expect((await dave.getMessageList({ conversationID: 'C2Ccarol' })).data.messageList).toEqual([]);
    // carol still has it
    expect((await carol.getMessageList({ conversationID: 'C2Cdave' })).data.messageList.map(textOf)).toEqual(['hi dave']);
    // a new message brings the conversation back, with only the new history
    await carol.sendMessage(carol.createTextMessage({ to: 'dave', conversationType: 'C2C', payload: { text: 'again' } }));
    c = (await dave.getConversationList()).data.conversationList.find((x) => x.conversationID === 'C2Ccarol')!;
    expect(c.unreadCount).toBe(1);
    expect((await dave.getMessageList({ conversationID: 'C2Ccarol' })).data.messageList.map(textOf)).toEqual(['again']);
  });

  it('refuses sensitive words (80001), oversized messages (8001) and files that were never uploaded (7004)', async () => {
    const erin = await im.client('erin');
    const frank = await im.client('frank');
    const got = collectMessages(frank);
    await expect(
      erin.sendMessage(erin.createTextMessage({ to: 'frank', conversationType: 'C2C', payload: { text: 'a ForbiddenWord here' } })),
    ).rejects.toMatchObject({ code: 80001, message: stringContaining('敏感词') });
    await expect(
      erin.sendMessage(erin.createTextMessage({ to: 'frank', conversationType: 'C2C', payload: { text: 'x'.repeat(13 * 1024) } })),
    ).rejects.toMatchObject({ code: 8001 });
    await expect(
      erin.sendMessage(
        erin.createImageMessage({ to: 'frank', conversationType: 'C2C', payload: { url: '/im/files/AAAAAAAAAAAAAAAAAAAAAAAA' } }),
      ),
    ).rejects.toMatchObject({ code: 7004 });
    await erin.sendMessage(erin.createTextMessage({ to: 'frank', conversationType: 'C2C', payload: { text: 'clean' } }));
    await until(() => got.length === 1);
    expect(got.map(textOf)).toEqual(['clean']);
    expect((await frank.getMessageList({ conversationID: 'C2Cerin' })).data.messageList.map(textOf)).toEqual(['clean']);
  });

  it('answers a resend of the same message ID with the stored message, never a copy', async () => {
    const gina = await im.client('gina');
    const m = gina.createTextMessage({ to: 'hank', conversationType: 'C2C', payload: { text: 'once' } });
    await im.client('hank');
    const first = await gina.sendMessage(m);
    const again = await gina.sendMessage({ ...m });
    expect(again.data.message.sequence).toBe(first.data.message.sequence);
    expect((await gina.getMessageList({ conversationID: 'C2Chank' })).data.messageList).toHaveLength(1);
  });

  it("gives a send's own socket its event-log number in the ack instead of the event; the user's other sockets get the event", async () => {
    const peer = await im.client('ack_b');
    const phone = await rawSocket(im.url);
    const laptop = await rawSocket(im.url);
    try {
      for (const s of [phone, laptop])
        expect(await s.ask('login', { userID: 'ack_a', userSig: im.sig('ack_a') })).toMatchObject({ code: 0 });
      const send = { clientMsgID: 'ack-1', to: 'ack_b', conversationType: 'C2C', type: 'TIMTextElem', payload: { text: 'on my way' } };
      const ack = await phone.ask('sendMessage', send);
      const { seq } = ack.data as { seq: number };
      expect(seq).toBeGreaterThan(0);
      await until(() => laptop.frames.some((f) => f.ev === 'message'), 5000, 'the event on the other device');
      expect(laptop.frames.find((f) => f.ev === 'message')).toMatchObject({ seq, data: { ID: 'ack-1' } });
      // the sending socket's next durable event follows that number without a gap
      await peer.sendMessage(peer.createTextMessage({ to: 'ack_a', conversationType: 'C2C', payload: { text: 'ok' } }));
      await until(() => phone.frames.some((f) => f.ev === 'message'), 5000, 'the reply on the sending device');
      expect(phone.frames.filter((f) => f.ev === 'message')).toEqual([
        expect.objectContaining({ seq: seq + 1, data: objectContaining({ payload: { text: 'ok' } }) }),
      ]);
      // a resend of a stored message carries no number (catch-up has that event)
      const again = await phone.ask('sendMessage', send);
      expect(again).toMatchObject({ code: 0, data: { message: { ID: 'ack-1' } } });
      expect((again.data as { seq?: number }).seq).toBeUndefined();
    } finally {
      phone.close();
      laptop.close();
    }
  });
});
