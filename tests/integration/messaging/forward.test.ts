import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../widget/src/engine/types.ts';
import { collectMessages, payloadOf, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

let im: ImServer;
beforeAll(async () => {
  im = await startImServer();
});
afterAll(async () => {
  await im?.stop();
});

describe('forwarding', () => {
  it('createForwardMessage reuses the uploaded file (same URL, no upload) and keeps type and payload', async () => {
    const ann = await im.client('fw_ann');
    await im.client('fw_bo');
    const cy = await im.client('fw_cy');
    const got = collectMessages(cy);
    const original = (
      await ann.sendMessage(
        ann.createFileMessage({ to: 'fw_bo', conversationType: 'C2C', payload: { file: new File(['crew list'], 'crew.txt') } }),
      )
    ).data.message;
    const progress: number[] = [];
    const copy = ann.createForwardMessage({ to: 'fw_cy', conversationType: 'C2C', payload: original, onProgress: (p) => progress.push(p) });
    expect(copy.ID).not.toBe(original.ID);
    expect(payloadOf(copy).file).toBeUndefined();
    const sent = (await ann.sendMessage(copy)).data.message;
    expect(progress).toEqual([]); // nothing was uploaded
    expect(sent).toMatchObject({
      type: 'TIMFileElem',
      conversationID: 'C2Cfw_cy',
      payload: { url: payloadOf(original).url, fileName: 'crew.txt', fileSize: 9 },
    });
    await until(() => got.length === 1);
    expect(payloadOf(got[0]!).url).toBe(payloadOf(original).url);
    // an unsent message cannot be forwarded
    const draft = ann.createTextMessage({ to: 'fw_bo', conversationType: 'C2C', payload: { text: 'not sent' } });
    expect(() => ann.createForwardMessage({ to: 'fw_cy', conversationType: 'C2C', payload: draft })).toThrow();
  });

  it('merges several messages into one merger message the recipient can open', async () => {
    const ann = await im.client('mg_ann');
    const bo = await im.client('mg_bo');
    const cy = await im.client('mg_cy');
    const got = collectMessages(cy);
    const picked: Message[] = [];
    for (const text of ['engine room check', 'all clear']) {
      picked.push((await ann.sendMessage(ann.createTextMessage({ to: 'mg_bo', conversationType: 'C2C', payload: { text } }))).data.message);
    }
    const fromBo = collectMessages(ann);
    await bo.sendMessage(bo.createTextMessage({ to: 'mg_ann', conversationType: 'C2C', payload: { text: 'thanks' } }));
    await until(() => fromBo.length === 1);
    picked.push(fromBo[0] as unknown as Message);

    const merger = ann.createMergerMessage({
      to: 'mg_cy',
      conversationType: 'C2C',
      payload: {
        messageList: picked,
        title: 'Chat history of mg_ann and mg_bo',
        abstractList: ['mg_ann: engine room check', 'mg_ann: all clear', 'mg_bo: thanks'],
        compatibleText: 'Upgrade to view',
      },
    });
    await ann.sendMessage(merger);
    await until(() => got.length === 1);
    const received = got[0] as unknown as Message;
    expect(received.type).toBe('TIMRelayElem');
    expect(received.payload).toMatchObject({
      title: 'Chat history of mg_ann and mg_bo',
      abstractList: ['mg_ann: engine room check', 'mg_ann: all clear', 'mg_bo: thanks'],
    });
    const opened = payloadOf((await cy.downloadMergerMessage(received)).data).messageList as Message[];
    expect(opened.map((m) => [m.from, textOf(m), m.type, m.status])).toEqual([
      ['mg_ann', 'engine room check', 'TIMTextElem', 'success'],
      ['mg_ann', 'all clear', 'TIMTextElem', 'success'],
      ['mg_bo', 'thanks', 'TIMTextElem', 'success'],
    ]);
    expect(opened[0]!.time).toBe(picked[0]!.time);
    // the stored form is the same for a later reader (history)
    const history = (await cy.getMessageList({ conversationID: 'C2Cmg_ann' })).data.messageList;
    expect((payloadOf((await cy.downloadMergerMessage(history.at(-1)!)).data).messageList as Message[]).map(textOf)).toEqual([
      'engine room check',
      'all clear',
      'thanks',
    ]);
  });
});
