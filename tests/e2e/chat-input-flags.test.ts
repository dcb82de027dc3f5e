import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { composer, send, txt, w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * The SPEC §6 input flags as <hy-chat> attributes: drag-and-drop upload only with `enable-drag-upload`;
 * `enable-input="false"` hides the editor, `enable-send="false"` the send button.
 */
const ANN = 'flags_ann';
const BEN = 'flags_ben';

describe('composer input flags (built widget, real server)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: ANN, nick: 'Ann' },
      { id: BEN, nick: 'Ben' },
    ]);
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BEN,
      To_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Hello Ann' } }],
    });
  });
  afterAll(async () => {
    await kit?.stop();
  });

  async function dropFile(page: Page, name: string): Promise<void> {
    const data = await page.evaluateHandle((fileName) => {
      const dt = new DataTransfer();
      dt.items.add(new File(['dropped notes'], fileName, { type: 'text/plain' }));
      return dt;
    }, name);
    await w(page, '.hy-composer').dispatchEvent('drop', { dataTransfer: data });
  }

  it('refuses dropped files by default and sends them with enable-drag-upload', async () => {
    const plain = await kit.chatAs(ANN, 'Ben');
    await dropFile(plain.page, 'refused.txt');
    await txt(plain.page, 'Dropping files here is turned off. Use the image or file button instead.').waitFor();
    expect(await w(plain.page, '.hy-bubble-file').count()).toBe(0);
    await plain.page.context().close();

    const enabled = await kit.chatAs(ANN, 'Ben', { attrs: 'enable-drag-upload' });
    await dropFile(enabled.page, 'dropped.txt');
    await w(enabled.page, '.hy-bubble-file').filter({ hasText: 'dropped.txt' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => w(enabled.page, '.hy-bubble-file button:disabled, .hy-bubble-file[disabled]').count()).toBe(0);
    // the other side receives it
    const ben = await kit.chatAs(BEN, 'Ann');
    await w(ben.page, '.hy-bubble-file').filter({ hasText: 'dropped.txt' }).waitFor({ timeout: 15_000 });
    // and it was never the refused one
    expect(await txt(ben.page, 'refused.txt').count()).toBe(0);
    expect(enabled.errors).toEqual([]);
    await enabled.page.context().close();
    await ben.page.context().close();
  });

  it('hides the editor with enable-input="false" and the send button with enable-send="false"', async () => {
    const noInput = await kit.chatAs(ANN, 'Ben', { attrs: 'enable-input="false"' });
    expect(await composer(noInput.page).count()).toBe(0);
    expect(await w(noInput.page, 'button[aria-label="Emoji"]').count()).toBe(0);
    expect(await noInput.page.locator('hy-chat').getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    // media tools stay
    expect(await w(noInput.page, 'button[aria-label="Send a file"]').count()).toBe(1);
    expect(await w(noInput.page, 'button[aria-label="Record a voice message"]').count()).toBe(1);
    await noInput.page.context().close();

    const noSend = await kit.chatAs(ANN, 'Ben', { attrs: 'enable-send="false"' });
    expect(await composer(noSend.page).count()).toBe(1);
    expect(await noSend.page.locator('hy-chat').getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    // Enter still sends
    await composer(noSend.page).fill('sent with Enter');
    await composer(noSend.page).press('Enter');
    await w(noSend.page, '[data-testid="message"]').filter({ hasText: 'sent with Enter' }).waitFor();
    await noSend.page.context().close();

    const defaults = await kit.chatAs(ANN, 'Ben');
    expect(await defaults.page.locator('hy-chat').getByRole('button', { name: 'Send', exact: true }).count()).toBe(1);
    expect(await w(defaults.page, 'button[aria-label="Emoji"]').count()).toBe(1);
    await defaults.page.context().close();
  });

  it('reports typing to the peer unless enable-typing="false"', async () => {
    const ben = await kit.chatAs(BEN, 'Ann');
    const title = w(ben.page, '[data-testid="chat-title"]');
    // the default: Ann's typing shows in Ben's header
    const ann = await kit.chatAs(ANN, 'Ben');
    await composer(ann.page).fill('typing…');
    await title.getByText('The other party is typing…').waitFor({ timeout: 10_000 });
    await composer(ann.page).fill('');
    await title.getByText('Ann').waitFor({ timeout: 10_000 });
    // text that changes while the editor is not focused is not typing (the editor's focus is read inside the
    // shadow root: document.activeElement is the host element there)
    await composer(ann.page).evaluate((el: HTMLTextAreaElement) => {
      el.blur();
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, 'not typed here');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await composer(ann.page).inputValue()).toBe('not typed here');
    await ann.page.waitForTimeout(2000);
    expect(await title.textContent()).toBe('Ann');
    await ann.page.context().close();
    // with enable-typing="false" nothing is reported, though the editor is used the same way
    const quiet = await kit.chatAs(ANN, 'Ben', { attrs: 'enable-typing="false"' });
    await composer(quiet.page).fill('typing quietly');
    // as long as the default took to show it above, and more: the header keeps the name
    await quiet.page.waitForTimeout(2000);
    expect(await title.textContent()).toBe('Ann');
    // (the connection works: a message sent from that page arrives)
    await send(quiet.page, 'sent quietly');
    await w(ben.page, '[data-testid="message"]').filter({ hasText: 'sent quietly' }).waitFor({ timeout: 10_000 });
    await quiet.page.context().close();
    await ben.page.context().close();
  });
});
