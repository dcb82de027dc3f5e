import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';

/**
 * Deferred parts (site/src/lib/deferred.tsx): the home sections below the first screen and the footer's content
 * are in the server HTML and hydrate only when needed, without moving anything, losing a click or stale data.
 */
describe('deferred parts of the page (built site, real server)', () => {
  const site = useSite();

  // Their styles come with the page: a deferred chunk has no stylesheet of its own.
  const DEFERRED_CHUNK = /\/assets\/(below-fold|FooterContent)-[\w-]+\.(js|css)$/;
  const SECTIONS = ['homebanner', 'aboutus', 'develop', 'company', 'platform', 'industrialInternet', 'mediaCenter'];

  async function open(path: string, viewport = { width: 390, height: 844 }): Promise<{ page: Page; errors: string[]; chunks: string[] }> {
    const opened = await openPage(site.browser, { viewport });
    const chunks: string[] = [];
    opened.page.on('request', (request) => {
      if (DEFERRED_CHUNK.test(request.url())) chunks.push(new URL(request.url()).pathname);
    });
    await opened.page.goto(`${site.server.url}${path}`);
    await opened.page.waitForSelector('html[data-hydrated="true"]');
    return { ...opened, chunks };
  }

  const layout = (page: Page) =>
    page.evaluate(
      (ids) =>
        [...ids.map((id) => document.getElementById(id)!), document.querySelector('footer')!].map(
          (el) => `${el.getBoundingClientRect().top + window.scrollY}/${el.getBoundingClientRect().height}`,
        ),
      SECTIONS,
    );

  it('keeps the server HTML until the visitor scrolls, then hydrates it in place', async () => {
    for (const path of ['/', '/en/']) {
      const { page, errors, chunks } = await open(path);
      await page.waitForTimeout(1500);
      expect(chunks).toEqual([]);
      expect(await page.locator('footer.is-visible .site-footer__grid').count()).toBe(1); // shown after 800 ms, not hydrated
      const before = await layout(page);
      const html = await page.locator('#mediaCenter').innerHTML();

      await page.mouse.wheel(0, 400);
      await expect.poll(() => chunks.length).toBe(2);
      await page.waitForTimeout(500); // hydrated, before the industrial internet's first turn
      expect(await page.locator('#mediaCenter').innerHTML()).toBe(html);
      expect(await layout(page)).toEqual(before);
      // Hydrated: the industrial internet rotates every 3 s.
      const topic = () => page.locator('#industrialInternet [role="tab"][aria-selected="true"]').getAttribute('data-topic');
      const first = await topic();
      await expect.poll(topic, { timeout: 4500, interval: 200 }).not.toBe(first);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('hydrates at once what is on screen (a tall window)', async () => {
    const { page, chunks } = await open('/', { width: 1366, height: 5000 });
    await expect.poll(() => chunks.length).toBe(2);
    const topic = () => page.locator('#industrialInternet [role="tab"][aria-selected="true"]').getAttribute('data-topic');
    const first = await topic();
    await expect.poll(topic, { timeout: 4500, interval: 200 }).not.toBe(first);
    await page.context().close();
  });

  /** A page whose home-sections chunk arrives 2 s late: what the visitor does first lands on server HTML. */
  async function openWithLateSections(path: string): Promise<{ page: Page; errors: string[] }> {
    const opened = await openPage(site.browser, { viewport: { width: 1366, height: 900 } });
    await opened.page.route(/\/assets\/below-fold-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await opened.page.goto(`${site.server.url}${path}`);
    await opened.page.waitForSelector('html[data-hydrated="true"]');
    return opened;
  }

  it('replays a click made while the part waits for its chunk', async () => {
    const { page, errors } = await openWithLateSections('/#mediaCenter');
    const media = page.locator('#mediaCenter');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/officialWebsiteRecommend/selectByType/2')),
      media.getByRole('tab', { name: '行业资讯' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect.poll(() => media.getByRole('tab', { name: '行业资讯' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => media.locator('.home-media__item a').first().getAttribute('href')).toMatch(/details\?id=2&newsId=\d+$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('replays a click on a link that opens a new tab', async () => {
    const { page } = await openWithLateSections('/#company');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('.home-business__item').nth(1).click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/bussiness/greenDecarbonization');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('replays a key press made while the part waits for its chunk', async () => {
    const { page, errors } = await openWithLateSections('/en/');
    const tabs = page.locator('#mediaCenter [role="tab"]');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected'), { timeout: 5000 }).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Industry news');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows refreshed data in parts that had not hydrated yet', async () => {
    const opened = await openPage(site.browser, { viewport: { width: 390, height: 844 } });
    const { page, errors } = opened;
    // The build-time figures are out of date: the idle refresh gets a new platform SKU count.
    await page.route('**/api/figures', async (route) => {
      const response = await route.fetch();
      const figures = (await response.json()) as { code: number; data: { key: string; value: string }[] };
      for (const figure of figures.data) if (figure.key === 'platformSkus') figure.value = '99,999+';
      await route.fulfill({ response, json: figures });
    });
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.locator('#platform .home-figures dd').allTextContents(), { timeout: 10_000 }).toContain('99,999+');
    expect(await page.locator('#mediaCenter .home-media__item').count()).toBe(3);
    expect(await page.locator('footer .site-footer__grid').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
