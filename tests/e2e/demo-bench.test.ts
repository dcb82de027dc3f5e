import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { w } from './chat-kit.ts';

/**
 * The demo page as QA's bench (issue #33), built (dist/demo, dist/widget) and served by the real server in demo
 * mode, in Chromium, in both locales: the controls flip the element's attributes and the widget follows; a
 * partner user signs in with a signature the server makes; injected messages of several kinds arrive; the log
 * shows the element's events and the engine's frames; a reload of the page's URL brings the same state back.
 */
type Locale = 'zh_CN' | 'en_US';
const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
const demoTexts = { zh_CN: json('../../demo/i18n/zh_CN/demo.json'), en_US: json('../../demo/i18n/en_US/demo.json') };
const chatTexts = { zh_CN: json('../../widget/src/i18n/zh_CN/chat.json'), en_US: json('../../widget/src/i18n/en_US/chat.json') };

describe('demo page: the QA bench (built demo, real server in DEMO_MODE)', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServerProcess({ DEMO_MODE: '1' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const count = (page: Page, selector: string) => w(page, selector).count();

  for (const locale of ['en_US', 'zh_CN'] as const satisfies readonly Locale[]) {
    it(`${locale}: controls, partner sign-in, injected kinds, event log and the URL`, async () => {
      const t = demoTexts[locale];
      const user = `bench_${locale.toLowerCase()}`;
      const peer = `peer_${locale.toLowerCase()}`;
      const { page } = await openPage(browser);
      await page.goto(`${server.url}/demo/?locale=${locale}`);
      expect(await page.locator('h1').textContent()).toBe(t.page!.title);

      // a partner user, signed by the server in demo mode
      await page.fill('#signin-partner-user', user);
      await page.click('#signin-partner');
      await page.locator('#signin-status').filter({ hasText: user }).waitFor();
      expect(await page.locator('hy-chat').getAttribute('user-id')).toBe(user);
      expect(await page.locator('hy-chat').getAttribute('user-sig')).toMatch(/\S{20,}/);

      // injected messages of several kinds, from the peer
      await page.fill('#inject-peer', peer);
      await page.locator('#inject-to').filter({ hasText: user }).waitFor();
      for (const kind of ['text', 'image', 'custom-order']) {
        await page.click(`#inject-kinds button[data-kind="${kind}"]`);
        await page.locator('#inject-status').filter({ hasText: t.inject!.sent! }).filter({ hasText: t.kind![kind]! }).waitFor();
      }
      await page.locator('hy-chat .hy-tool--avatar').click();
      await w(page, '.hy-receipt-toggle').waitFor(); // read-receipt on (the default): the user's own toggle
      await page.locator('hy-chat').getByText(peer).first().click();
      await w(page, '.hy-bubble-image img[src*="/im/files/"]').waitFor({ timeout: 10_000 });
      await w(page, '[data-kind="order"]').waitFor();
      await page
        .locator('hy-chat')
        .getByText(locale === 'zh_CN' ? '演示消息：一段文本。' : 'Demo message: a piece of text.')
        .waitFor();

      // the log: the element's open event and the engine's frames, both ways
      await page.locator('#log-list li[data-kind="event"]', { hasText: 'hy-chat-open-change' }).first().waitFor();
      await page.locator('#log-list li[data-kind="frame"]', { hasText: '→ login' }).first().waitFor();
      await page.locator('#log-list li[data-kind="frame"]', { hasText: '← message' }).first().waitFor();
      expect(await page.locator('#log-list').textContent()).not.toContain(String(await page.locator('hy-chat').getAttribute('user-sig')));

      // the controls flip attributes and the widget follows, live
      await w(page, '.hy-composer__input').waitFor();
      await page.locator('#ctl-enable-input').uncheck();
      await expect.poll(() => count(page, '.hy-composer__input')).toBe(0);
      await page.locator('#ctl-enable-input').check();
      await expect.poll(() => count(page, '.hy-composer__input')).toBe(1);
      await page.locator('#ctl-layout').selectOption('inline');
      await expect.poll(() => count(page, '.hy-toolbar')).toBe(0);
      await page.locator('#ctl-layout').selectOption('floating');
      await expect.poll(() => count(page, '.hy-toolbar')).toBe(1);
      // Tencent without an app ID: said on the page and in the chat, which runs on our server
      await page.locator('#ctl-engine').selectOption('tencent');
      expect(await page.locator('#ctl-engine-warning').textContent()).toBe(t.page!.tencentNoAppId);
      expect(await page.locator('#ctl-engine-warning').isVisible()).toBe(true);
      await w(page, '[data-testid="engine-notice"]').filter({ hasText: chatTexts[locale].engine!.tencentWithoutAppId! }).waitFor();
      expect(await w(page, '.hy-chat-body').getAttribute('data-engine')).toBe('self');
      await page.locator('#ctl-engine').selectOption('self');
      await expect.poll(() => count(page, '[data-testid="engine-notice"]')).toBe(0);

      // a state to report: no text input, official mode, read receipts off; the URL holds it
      await page.locator('#ctl-enable-input').uncheck();
      await page.locator('#ctl-official').check();
      await page.locator('#ctl-read-receipt').uncheck();
      await expect.poll(() => count(page, '.hy-composer__input')).toBe(0);
      const link = await page.locator('#ctl-share').getAttribute('href');
      expect(link).toBe(page.url());
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        locale,
        'enable-input': 'false',
        official: '',
        'read-receipt': 'false',
        signin: 'partner',
        user,
        peer,
      });
      expect(query.has('user-sig')).toBe(false);

      // the link, opened in a fresh context (no storage), restores it
      const fresh = await openPage(browser);
      await fresh.page.goto(link!);
      await fresh.page.locator('#signin-status').filter({ hasText: user }).waitFor();
      expect(await fresh.page.locator('h1').textContent()).toBe(t.page!.title);
      expect(await fresh.page.locator('#ctl-enable-input').isChecked()).toBe(false);
      expect(await fresh.page.locator('#ctl-official').isChecked()).toBe(true);
      expect(await fresh.page.locator('#ctl-read-receipt').isChecked()).toBe(false);
      expect(await fresh.page.inputValue('#inject-peer')).toBe(peer);
      const chat = fresh.page.locator('hy-chat');
      expect(await chat.getAttribute('enable-input')).toBe('false');
      expect(await chat.getAttribute('locale')).toBe(locale);
      expect(await chat.getAttribute('user-id')).toBe(user);
      await fresh.page.locator('hy-chat .hy-tool--avatar').click();
      // read-receipt="false" reaches the list before any conversation is open, and follows the attribute live
      await fresh.page.locator('hy-chat').getByText(peer).first().waitFor();
      expect(await count(fresh.page, '.hy-receipt-toggle')).toBe(0);
      await fresh.page.locator('#ctl-read-receipt').check();
      await expect.poll(() => count(fresh.page, '.hy-receipt-toggle')).toBe(1);
      await fresh.page.locator('#ctl-read-receipt').uncheck();
      await expect.poll(() => count(fresh.page, '.hy-receipt-toggle')).toBe(0);
      await fresh.page.locator('hy-chat').getByText(peer).first().click();
      await w(fresh.page, '[data-kind="order"]').waitFor();
      expect(await count(fresh.page, '.hy-composer__input')).toBe(0);
      await fresh.page.context().close();
      await page.context().close();
    });
  }
});
