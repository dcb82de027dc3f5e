import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectMessages, nextEvent, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

let im: ImServer;
beforeAll(async () => {
  im = await startImServer();
});
afterAll(async () => {
  await im?.stop();
});

describe('offline client', () => {
  it('reports the network state, catches up on messages, revokes, receipts and conversation changes, and resends its outbox once', async () => {
    const amy = await im.client('amy');
    const amyTablet = await im.client('amy');
    const ben = await im.client('ben');
    const gotByAmy = collectMessages(amy);
    const gotByBen = collectMessages(ben);
    const states: string[] = [];
    amy.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
    const revokes: string[] = [];
    amy.on('onMessageRevoked', (e) => revokes.push(...(e.data as { ID: string }[]).map((m) => m.ID)));
    const receipts: string[] = [];
    amy.on('onMessageReadReceiptReceived', (e) => receipts.push(...(e.data as { messageID: string }[]).map((m) => m.messageID)));
    const asking = (
      await amy.sendMessage(
        amy.createTextMessage({ to: 'ben', conversationType: 'C2C', payload: { text: 'read me' }, needReadReceipt: true }),
      )
    ).data.message;
    await until(() => gotByBen.length === 1);

    amy.goOffline();
    await until(() => states.includes('disconnected'));
    // while amy is offline: ben writes, revokes one, reads amy's message; amy's tablet pins the conversation
    const sent = [];
    for (let i = 0; i < 30; i++)
      sent.push(
        (await ben.sendMessage(ben.createTextMessage({ to: 'amy', conversationType: 'C2C', payload: { text: `m${i}` } }))).data.message,
      );
    await ben.revokeMessage(sent[3]!);
    await ben.sendMessageReadReceipt([{ ...asking, conversationID: 'C2Camy' }]);
    await amyTablet.pinConversation({ conversationID: 'C2Cben', isPinned: true });
    // amy writes while offline: kept in the outbox
    const pending = [0, 1, 2].map((i) =>
      amy.sendMessage(amy.createTextMessage({ to: 'ben', conversationType: 'C2C', payload: { text: `offline ${i}` } })),
    );
    expect(amy.unacknowledged).toBe(3);
    expect(gotByAmy).toHaveLength(0);

    const listUpdated = nextEvent<{ conversationID: string; isPinned: boolean }[]>(amy, 'onConversationListUpdated', (l) =>
      l.some((c) => c.conversationID === 'C2Cben' && c.isPinned),
    );
    amy.goOnline();
    const acked = await Promise.all(pending);
    expect(acked.map((r) => r.data.message.status)).toEqual(['success', 'success', 'success']);
    await until(() => gotByAmy.length === 30 && revokes.length === 1 && receipts.length === 1, 5000, 'catch-up');
    expect(gotByAmy.map(textOf)).toEqual(sent.map(textOf).map((t, i) => (i === 3 ? '' : t)));
    expect(revokes).toEqual([sent[3]!.ID]);
    expect(receipts).toEqual([asking.ID]);
    await listUpdated;
    expect(states.slice(-2)).toEqual(['connecting', 'connected']);
    await until(() => gotByBen.filter((m) => textOf(m).startsWith('offline')).length === 3);
    expect(gotByBen.map(textOf).filter((t) => t.startsWith('offline'))).toEqual(['offline 0', 'offline 1', 'offline 2']);
  });

  it('resends unacknowledged messages after a dropped socket without duplicates', async () => {
    const cat = await im.client('cat');
    const dan = await im.client('dan');
    const got = collectMessages(dan);
    const states: string[] = [];
    cat.on('netStateChange', (e) => states.push((e.data as { state: string }).state));
    const sends = [];
    for (let i = 0; i < 200; i++) {
      sends.push(cat.sendMessage(cat.createTextMessage({ to: 'dan', conversationType: 'C2C', payload: { text: `burst ${i}` } })));
      if (i === 100) cat.simulateNetworkDrop();
    }
    await Promise.all(sends);
    expect(states).toContain('disconnected');
    await until(() => got.length >= 200, 10_000, 'deliveries');
    const texts = got.map(textOf);
    expect(new Set(texts).size).toBe(200);
    const history = [];
    let next: string | undefined;
    for (;;) {
      const page = await dan.getMessageList({ conversationID: 'C2Ccat', nextReqMessageID: next, count: 100 });
      history.unshift(...page.data.messageList);
      if (page.data.isCompleted) break;
      next = page.data.nextReqMessageID;
    }
    expect(history.map(textOf)).toEqual(Array.from({ length: 200 }, (_, i) => `burst ${i}`));
  });
});
