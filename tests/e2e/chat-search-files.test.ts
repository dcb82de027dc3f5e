import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * Message search by type in the widget (SPEC §4): a file found by its name under the 'file' tab, globally and in
 * the conversation, and the `has:file` modifier keeping only files. The file is really uploaded (checked by
 * content) by the peer's client; the searching user is on a partner page in Chromium.
 */
describe('chat widget: searching files (partner page, real server, Chromium)', () => {
  let kit: PartnerChat;
  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: 'sf_ann', nick: 'Ann' },
      { id: 'sf_bo', nick: 'Bo' },
    ]);
  }, 120_000);
  afterAll(async () => {
    await kit?.stop();
  });

  it('finds a file by its name under the file tab and with has:file, and a text with the same word elsewhere', async () => {
    const bo = new SelfHostedChat({ serverUrl: kit.server.url, trackConversations: false });
    await bo.login({
      userID: 'sf_bo',
      userSig: String((await kit.admin('/v4/ext/make_user_sig', { UserID: 'sf_bo', Expire: 600 })).UserSig),
    });
    const file = new File([new TextEncoder().encode('Berth 4, pilot at 06:00')], 'voyage-plan.txt', { type: 'text/plain' });
    await bo.sendMessage(bo.createFileMessage({ to: 'sf_ann', conversationType: 'C2C', payload: { file } }));
    await bo.sendMessage(bo.createTextMessage({ to: 'sf_ann', conversationType: 'C2C', payload: { text: 'the voyage plan is attached' } }));
    await bo.destroy();

    const { page } = await kit.chatAs('sf_ann', 'Bo');
    await w(page, '[data-testid="message"]').filter({ hasText: 'the voyage plan is attached' }).waitFor();

    // global: 'all' has a text section and a file section; the file tab keeps the file only
    await w(page, '[data-testid="open-global-search"]').click();
    const global = w(page, '[data-testid="global-search"]');
    const input = w(page, '[data-testid="global-search-input"]');
    await input.fill('voyage');
    const sections = global.locator('[data-testid="search-section"]');
    await expect.poll(() => sections.count(), { timeout: 10_000 }).toBe(2);
    const fileSection = sections.filter({ hasText: 'File' });
    await expect.poll(() => fileSection.locator('[data-testid="search-conversation"]').count()).toBe(1);
    expect(await fileSection.textContent()).toContain('voyage-plan.txt');
    await global.getByRole('tab', { name: 'File' }).click();
    const rows = global.locator('[data-testid="search-conversation"]');
    await expect.poll(() => rows.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('voyage-plan.txt')]);
    expect(await rows.textContent()).not.toContain('is attached');
    await global.getByRole('tab', { name: 'All' }).click();

    // has:file in the box: only the file's section is left
    await input.fill('voyage has:file');
    await expect.poll(() => sections.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('voyage-plan.txt')]);
    await global.locator('[data-testid="search-cancel"]').click();

    // in the conversation: the file tab lists the file, the text tab the text
    await w(page, '[data-testid="message"]').first().waitFor();
    await w(page, '[data-testid="open-conversation-search"]').click();
    const inside = w(page, '[data-testid="conversation-search"]');
    await w(page, '[data-testid="conversation-search-input"]').fill('voyage');
    const hits = inside.locator('[data-testid="search-hit"]');
    await expect.poll(() => hits.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('the voyage plan is attached')]);
    await inside.getByRole('tab', { name: 'File' }).click();
    await expect.poll(() => hits.allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('voyage-plan.txt')]);
    await page.context().close();
  }, 120_000);
});
