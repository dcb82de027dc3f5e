import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { messages, serviceEngine, servicePassword, txt, visitorIdOf, w } from './chat-kit.ts';

/** The chat window on a phone, and a long conversation's history (real server process, Chromium). */
describe('chat widget: mobile layout and long history', () => {
  let server: ServerProcess;
  let browser: Browser;
  let password = '';
  let visitor: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServerProcess({ IM_RATE_PER_SECOND: '1000', IM_RATE_BURST: '1000' }), launchBrowser()]);
    password = await servicePassword(server);
    visitor = (await openPage(browser)).page;
    await visitor.goto(`${server.url}/`);
    await w(visitor, '.hy-tool--avatar').click();
    await w(visitor, '[data-testid="service-card"]').waitFor({ timeout: 15_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('mobile: full screen, one pane at a time for staff', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await page.goto(`${server.url}/demo/?locale=en_US`);
    await page.fill('#staff-password', password);
    await page.click('#staff-submit');
    await expect.poll(() => page.textContent('#staff-status'), { timeout: 30_000 }).toContain('Signed in as sealink_service');
    const list = w(page, '.hy-conv-list');
    await list.waitFor({ timeout: 30_000 });
    const box = await w(page, '.hy-window').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
    expect(await w(page, '.hy-chat-view').count()).toBe(0);
    await w(page, '[data-testid="conversation"]').first().click();
    await w(page, '.hy-chat-view').waitFor();
    expect(await list.count()).toBe(0);
    await w(page, 'button[aria-label="Back"]').click();
    await list.waitFor();
    await page.context().close();
  });

  it("'view more' and 'back to latest' on a conversation with 200 messages", async () => {
    const visitorId = await visitorIdOf(visitor);
    const engine = await serviceEngine(server, password);
    for (let i = 1; i <= 200; i++) {
      await engine.sendMessage(
        engine.createTextMessage({ to: visitorId, conversationType: 'C2C', payload: { text: `bulk message ${i}` } }),
      );
    }
    await engine.destroy();

    await visitor.reload();
    await w(visitor, '.hy-tool--avatar').click();
    await txt(visitor, 'bulk message 200').waitFor({ timeout: 10_000 });
    const loaded = await messages(visitor).count();
    expect(loaded).toBeLessThan(200);
    await w(visitor, '.hy-view-more').click();
    await expect.poll(() => messages(visitor).count()).toBeGreaterThan(loaded);
    for (let i = 0; i < 4; i++) {
      if ((await w(visitor, '.hy-view-more').count()) === 0) break;
      await w(visitor, '.hy-view-more').click();
      await visitor.waitForTimeout(200);
    }
    const list = w(visitor, '[data-testid="message-list"]');
    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    await w(visitor, '.hy-back-latest').waitFor();
    await w(visitor, '.hy-back-latest').click();
    await w(visitor, '.hy-back-latest').waitFor({ state: 'detached' });
    expect(await list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(50);
  });
});
