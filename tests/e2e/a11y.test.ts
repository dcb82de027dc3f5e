import { describe, expect, it } from 'vitest';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { axeViolations } from '../helpers/axe.ts';

/**
 * axe-core on the built pages: no serious or critical violations. Add pages to PAGES as they are finished
 * (news detail, recruitment and contact belong to their owners' areas).
 */
const PAGES: { path: string; ready: string }[] = [
  { path: '/', ready: '#mediaCenter .home-media__item' },
  { path: '/en/', ready: '#mediaCenter .home-media__item' },
];

describe('accessibility (axe-core, built site)', () => {
  const site = useSite();

  for (const { path, ready } of PAGES) {
    it(`${path} has no serious or critical violations (desktop and phone)`, async () => {
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { page } = await openPage(site.browser, { viewport });
        await page.goto(`${site.server.url}${path}`);
        await page.waitForSelector('html[data-hydrated="true"]');
        await page.waitForSelector(ready);
        await page.waitForTimeout(900); // footer shows after 800 ms
        expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        await page.context().close();
      }
    });
  }

  it('lets a keyboard user operate the carousel, the anchor menu and the tabs with visible focus', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    const outline = await page.getByRole('button', { name: 'Play slideshow' }).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');

    const tabs = page.locator('#mediaCenter [role="tab"]');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Industry news');

    const industrial = page.locator('#industrialInternet [role="tab"]');
    await industrial.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => industrial.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });
});
