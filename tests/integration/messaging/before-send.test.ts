import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { expectCode } from '../calls/call-helpers.ts';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, textOf, until } from './im-helpers.ts';

interface CallbackCall {
  query: URLSearchParams;
  body: {
    CallbackCommand: string;
    From_Account: string;
    To_Account?: string;
    GroupId?: string;
    MsgBody: { MsgType: string; MsgContent: Record<string, unknown> }[];
  };
}

/**
 * The partner's moderation service, as Tencent's CallbackBeforeSendMsg is answered: what it answers depends on
 * the message (a text naming the verdict; images are let through flagged risky).
 */
const calls: CallbackCall[] = [];
const callback = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as CallbackCall['body'];
    calls.push({ query: new URL(req.url ?? '/', 'http://x').searchParams, body });
    const elem = body.MsgBody[0]!;
    const text = elem.MsgType === 'TIMTextElem' ? String(elem.MsgContent.Text) : '';
    const answer = (a: Record<string, unknown>) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ActionStatus: 'OK', ErrorInfo: '', ...a }));
    if (text === 'slow') return void setTimeout(() => answer({ ErrorCode: 1 }), 1500);
    if (text === 'refuse') return answer({ ErrorCode: 1 });
    if (text === 'drop') return answer({ ErrorCode: 2 });
    if (text === 'app code') return answer({ ErrorCode: 120005, ErrorInfo: 'Links are not allowed here' });
    if (text === 'mask me') return answer({ ErrorCode: 0, MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'm*** me' } }] });
    if (elem.MsgType === 'TIMImageElem') return answer({ ErrorCode: 0, RiskContent: true });
    return answer({ ErrorCode: 0 });
  });
});
beforeAll(() => new Promise<void>((r) => callback.listen(0, '127.0.0.1', r)));
afterAll(() => new Promise<void>((r) => callback.close(() => r())));
const callbackUrl = () => `http://127.0.0.1:${(callback.address() as AddressInfo).port}/im-callback`;

const TOKEN = 'callback-token';
const send = (chat: SelfHostedChat, to: string, text: string, conversationType: 'C2C' | 'GROUP' = 'C2C') =>
  chat.sendMessage(chat.createTextMessage({ to, conversationType, payload: { text } }));

/** Issue #33 item 3: a before-send moderation callback compatible with Tencent Chat's, instead of a hard-coded false. */
describe.each(imBackends())('before-send moderation callback, on $name', (backend) => {
  const im = useImServer(backend, {
    get IM_BEFORE_SEND_URL() {
      return callbackUrl();
    },
    IM_BEFORE_SEND_APP_ID: '1400000001',
    IM_BEFORE_SEND_TOKEN: TOKEN,
    IM_BEFORE_SEND_TIMEOUT_MS: '500',
  });

  it("asks the callback in Tencent's shape and follows its answer: send, refuse, refuse with its code, change", async () => {
    const ann = await im.client('ann_bs');
    const annEn = await im.client('ann_bs', { language: 'en_US' });
    const bob = await im.client('bob_bs');
    const got = collectMessages(bob);

    await send(ann, 'bob_bs', 'hello');
    const asked = calls.find((c) => c.body.From_Account === 'ann_bs')!;
    expect(asked.query.get('CallbackCommand')).toBe('C2C.CallbackBeforeSendMsg');
    expect(asked.query.get('SdkAppid')).toBe('1400000001');
    expect(asked.query.get('Sign')).toBe(
      createHash('sha256')
        .update(TOKEN + asked.query.get('RequestTime'))
        .digest('hex'),
    );
    expect(asked.body).toMatchObject({ To_Account: 'bob_bs', MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hello' } }] });

    expect((await expectCode(send(ann, 'bob_bs', 'refuse'), 20006)).message).toBe('消息未通过内容审核，未能发送');
    expect((await expectCode(send(annEn, 'bob_bs', 'refuse'), 20006)).message).toBe(
      'The message did not pass content review and was not sent',
    );
    expect((await expectCode(send(ann, 'bob_bs', 'app code'), 120005)).message).toBe('Links are not allowed here');
    const masked = (await send(ann, 'bob_bs', 'mask me')).data.message;
    expect(textOf(masked)).toBe('m*** me');
    await until(() => got.length === 2, 5000, 'the allowed messages');
    expect(got.map(textOf)).toEqual(['hello', 'm*** me']);
    const history = (await bob.getMessageList({ conversationID: 'C2Cann_bs' })).data.messageList.map(textOf);
    expect(history).toEqual(['hello', 'm*** me']);
  });

  it('drops silently: the sender sees it sent, nobody receives or stores it; a slow callback fails open', async () => {
    const cat = await im.client('cat_bs');
    const dan = await im.client('dan_bs');
    const got = collectMessages(dan);
    const dropped = (await send(cat, 'dan_bs', 'drop')).data.message;
    expect(dropped).toMatchObject({ status: 'success', payload: { text: 'drop' } });
    // the callback answers after the timeout (500 ms): the message goes out as if allowed (fail open)
    await send(cat, 'dan_bs', 'slow');
    await send(cat, 'dan_bs', 'after');
    await until(() => got.length === 2, 5000, 'the later messages');
    expect(got.map(textOf)).toEqual(['slow', 'after']);
    expect((await dan.getMessageList({ conversationID: 'C2Ccat_bs' })).data.messageList.map(textOf)).toEqual(['slow', 'after']);
  });

  it('delivers a message the callback flags as risky with hasRiskContent, live, in history and in a group', async () => {
    const eve = await im.client('eve_bs');
    const fay = await im.client('fay_bs');
    const got = collectMessages(fay);
    const image = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const sent = (
      await eve.sendMessage(
        eve.createImageMessage({
          to: 'fay_bs',
          conversationType: 'C2C',
          payload: { file: new Blob([new Uint8Array(image)], { type: 'image/png' }) },
        }),
      )
    ).data.message;
    expect(sent.hasRiskContent).toBe(true);
    const asked = calls.find((c) => c.body.From_Account === 'eve_bs')!;
    expect(asked.body.MsgBody[0]!.MsgType).toBe('TIMImageElem');
    await until(() => got.length === 1, 5000, 'the risky image');
    expect(got[0]).toMatchObject({ hasRiskContent: true });
    const [stored] = (await fay.getMessageList({ conversationID: 'C2Ceve_bs' })).data.messageList;
    expect(stored!.hasRiskContent).toBe(true);

    const { group } = (await eve.createGroup({ name: 'Review', type: 'Public', memberList: ['fay_bs'] })).data;
    await expectCode(send(fay, group.groupID, 'refuse', 'GROUP'), 10016);
    await send(fay, group.groupID, 'fine', 'GROUP');
    const groupAsk = calls.find((c) => c.body.GroupId === group.groupID)!;
    expect(groupAsk.query.get('CallbackCommand')).toBe('Group.CallbackBeforeSendMsg');
    expect((await eve.getMessageList({ conversationID: `GROUP${group.groupID}` })).data.messageList.map(textOf)).toContain('fine');
  });
});
