import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * Files between two signed-in users on a partner page (another origin than the chat server): the receiver's click
 * on the file bubble saves it under its name with its bytes, which needs the chat server's files to allow the
 * partner's origin to read them.
 */
const ANN = 'file_ann';
const BEN = 'file_ben';

describe('file messages on a partner page (built widget, real server)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: ANN, nick: 'Ann' },
      { id: BEN, nick: 'Ben' },
    ]);
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BEN,
      To_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Send me the spec sheet' } }],
    });
  });
  afterAll(async () => {
    await kit?.stop();
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
});
