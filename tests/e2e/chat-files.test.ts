import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * Files between two signed-in users on a partner page (another origin than the chat server): the receiver's click
 * on the file bubble saves it under its name with its bytes, which needs the chat server's files to allow the
 * partner's origin to read them. The server asks a before-send moderation callback (IM_BEFORE_SEND_URL), which
 * lets images through flagged risky: the receiver's widget says it cannot show them.
 */
const ANN = 'file_ann';
const BEN = 'file_ben';

/** The partner's moderation service (Tencent's CallbackBeforeSendMsg answer): images are risky, the rest is fine. */
const moderation = createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw) as { MsgBody: { MsgType: string }[] };
    const risky = body.MsgBody[0]?.MsgType === 'TIMImageElem';
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ActionStatus: 'OK', ErrorCode: 0, RiskContent: risky }));
  });
});

describe('file messages on a partner page (built widget, real server)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    await new Promise<void>((r) => moderation.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(moderation.address() as AddressInfo).port}/`;
    kit = await startPartnerChat(
      [
        { id: ANN, nick: 'Ann' },
        { id: BEN, nick: 'Ben' },
      ],
      [],
      { IM_BEFORE_SEND_URL: url },
    );
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BEN,
      To_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Send me the spec sheet' } }],
    });
  });
  afterAll(async () => {
    await kit?.stop();
    await new Promise((r) => moderation.close(r));
  });

  it('sends a file that the other side downloads under its name, intact', async () => {
    const ann = await kit.chatAs(ANN, 'Ben');
    const bytes = Buffer.from('Main engine spec sheet, rev. 3\n'.repeat(200));
    await w(ann.page, '[data-testid="file-picker"]').setInputFiles({ name: 'spec sheet.txt', mimeType: 'text/plain', buffer: bytes });
    await w(ann.page, '[data-testid="file-bubble"]').waitFor({ timeout: 15_000 });

    const ben = await kit.chatAs(BEN, 'Ann', { context: { acceptDownloads: true } });
    const bubble = w(ben.page, '[data-testid="file-bubble"]');
    await bubble.waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([ben.page.waitForEvent('download', { timeout: 10_000 }), bubble.click()]);
    expect(download.suggestedFilename()).toBe('spec sheet.txt');
    const path = await download.path();
    expect(Buffer.compare(await readFile(path), bytes)).toBe(0);

    expect(ann.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await ann.page.context().close();
    await ben.page.context().close();
  });

  it('shows an image the moderation callback flagged as risky as "cannot view" to the receiver, and failed to its sender', async () => {
    const ann = await kit.chatAs(ANN, 'Ben');
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    await w(ann.page, '[data-testid="image-picker"]').setInputFiles({ name: 'deck.png', mimeType: 'image/png', buffer: image });
    await w(ann.page, '.hy-msg__risk').waitFor({ timeout: 15_000 });

    const ben = await kit.chatAs(BEN, 'Ann');
    const risky = w(ben.page, '.hy-risky');
    await risky.waitFor({ timeout: 15_000 });
    expect(await risky.textContent()).toBe('Cannot view: sensitive content');
    // nothing of the image is shown to the receiver
    expect(await w(ben.page, '.hy-msg img[src*="/im/files/"]').count()).toBe(0);
    expect(ann.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await ann.page.context().close();
    await ben.page.context().close();
  });
});
