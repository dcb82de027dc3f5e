import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { poll } from './pages-kit.ts';

/**
 * The home page's first render (site/src/lib/later-parts.ts): the sections below the first screen are left out of
 * it and drawn once the page is idle; a scroll the site makes by itself lands on the real layout. Built site, real
 * server, Chromium.
 */
describe('first render of the home page (built site, real server)', () => {
  const site = useSite();
  const LATER = ['develop', 'company', 'platform', 'industrialInternet', 'mediaCenter'];

  const contentVisibility = (page: Page) =>
    page.evaluate(
      (ids) => Object.fromEntries(ids.map((id) => [id, getComputedStyle(document.getElementById(id)!).contentVisibility])),
      ['aboutus', ...LATER],
    );

  it('leaves the sections below the first screen out of the first render, and draws them all once idle', async () => {
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
    // Without scripts: the server's page as the browser first renders it.
    const bare = await openPage(site.browser, { ...phone, javaScriptEnabled: false });
    await bare.page.goto(`${site.server.url}/`);
    expect(await contentVisibility(bare.page)).toEqual({
      aboutus: 'visible',
      ...Object.fromEntries(LATER.map((id) => [id, 'auto'])),
    });
    await bare.page.context().close();

    const { page, errors } = await openPage(site.browser, phone);
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('is-settled'))).toBe(true);
    expect(await contentVisibility(page)).toEqual({ aboutus: 'visible', ...Object.fromEntries(LATER.map((id) => [id, 'visible'])) });
    expect(await page.locator('[data-later][data-shown]').count()).toBe(LATER.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a reloaded home page comes back to the section the visitor was reading', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await page.goto(`${site.server.url}/en/`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('is-settled'))).toBe(true);
    const sectionTop = () => page.evaluate(() => Math.round(document.getElementById('mediaCenter')!.getBoundingClientRect().top));
    await page.evaluate(() => window.scrollTo({ top: document.getElementById('mediaCenter')!.offsetTop - 100, behavior: 'instant' }));
    await poll(sectionTop).toBe(100);
    await page.waitForTimeout(400); // the position is saved (throttled at 150 ms)

    // The page never idle after the reload: the sections left out of the first render are not drawn in idle time,
    // and the restored position must still show the same section at the same place.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
    await page.waitForTimeout(800);
    expect(await sectionTop()).toBe(100);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
