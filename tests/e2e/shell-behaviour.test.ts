import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { poll, waitForPage } from './pages-kit.ts';

/**
 * The site shell as a visitor uses it (SPEC §2/§9, issue #19 part 2): back navigation, header drop-downs, the
 * footer as rendered, the main area, back-to-top. Built site, real server, Chromium.
 */
describe('site shell behaviour (built site, real server)', () => {
  const site = useSite();

  const visit = async (page: Page, path: string) => {
    await page.goto(`${site.server.url}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  };
  /** A header drop-down: a <details> (it opens without script), its <summary> the toggle. */
  const dropDown = (page: Page, name: string) => {
    const details = page.locator('header details').filter({ has: page.locator('summary').filter({ hasText: new RegExp(`^${name}$`) }) });
    return {
      toggle: details.locator('summary'),
      submenu: details.locator('.site-nav__submenu'),
      isOpen: () => details.evaluate((el) => (el as HTMLDetailsElement).open),
    };
  };
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await poll(() => scrollY(page)).toBe(y);
  };

  it('back navigation restores the scroll position; a new page starts at the top', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await visit(page, '/en/mediaCenter');
    await waitForPage(page);
    await scrollTo(page, 700);
    await page.waitForTimeout(300); // the position is saved (throttled at 150 ms)
    // A link on screen where the visitor is (a locator click would scroll the first one into view first).
    const link = await page.locator('main .news-list a').evaluateAll((as) =>
      as
        .map((a) => a.getBoundingClientRect())
        .filter((r) => r.top > 80 && r.bottom < window.innerHeight)
        .map((r) => ({ x: r.left + Math.min(r.width / 2, 40), y: r.top + r.height / 2 }))
        .at(0),
    );
    expect(link).toBeDefined();
    await page.mouse.click(link!.x, link!.y);
    await poll(() => new URL(page.url()).pathname).toBe('/en/mediaCenter/mediaCenterNews/details');
    await poll(() => page.locator('[data-related]').count()).toBe(1);
    await poll(() => scrollY(page)).toBe(0);
    await scrollTo(page, 250);
    await page.waitForTimeout(300);

    await page.goBack();
    await poll(() => new URL(page.url()).pathname).toBe('/en/mediaCenter');
    await poll(() => scrollY(page)).toBe(700);
    await page.goForward();
    await poll(() => new URL(page.url()).pathname).toBe('/en/mediaCenter/mediaCenterNews/details');
    await poll(() => scrollY(page)).toBe(250);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('header drop-downs open on hover and close 300 ms after the mouse leaves', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await visit(page, '/en/');
    const { toggle, submenu, isOpen } = dropDown(page, 'Media Centre');
    expect(await isOpen()).toBe(false);
    expect(await submenu.isVisible()).toBe(false);
    await toggle.hover();
    await poll(isOpen).toBe(true);
    await poll(() => submenu.isVisible()).toBe(true);
    expect(await submenu.getByRole('link').allInnerTexts()).toEqual(['Company News', 'Industry News']);
    // Moving down onto the drop-down keeps it open; leaving closes it after the 300 ms guard, not at once.
    await submenu.getByRole('link', { name: 'Industry News' }).hover();
    await page.mouse.move(1300, 700);
    await page.waitForTimeout(120);
    expect(await submenu.isVisible()).toBe(true);
    await poll(() => submenu.isVisible()).toBe(false);
    // A link in the drop-down navigates.
    await toggle.hover();
    await submenu.getByRole('link', { name: 'Industry News' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/en/mediaCenter/mediaCenterIndustry');
    await page.context().close();
  });

  it('header drop-downs work from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await visit(page, '/');
    const { toggle, submenu, isOpen } = dropDown(page, '人才发展');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await poll(isOpen).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('人才招聘');
    await page.keyboard.press('Escape');
    await poll(() => submenu.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    // Space toggles too; Enter on a link follows it.
    await page.keyboard.press('Space');
    await poll(() => submenu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('人才战略');
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).pathname).toBe('/talentDevelop/strategy');
    await page.context().close();
  });

  it('footer as rendered: grid spans zh 12/12/4/5/8 and en 7/15/6/7/5, QR codes in Chinese, social links in English', async () => {
    for (const [path, spans] of [
      ['/', [12, 12, 4, 5, 8]],
      ['/en/', [7, 15, 6, 7, 5]],
    ] as const) {
      const { page, errors } = await openPage(site.browser, { viewport: { width: 1440, height: 900 } });
      await visit(page, path);
      await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
      await poll(() => page.locator('footer .site-footer__block').count()).toBe(5);
      // The footer is hidden (so out of the accessibility tree) until 800 ms after start.
      await page.locator('footer.site-footer.is-visible').waitFor();
      // Widths on screen, in grid columns: (width + gap) / (column + gap).
      const rendered = await page.locator('footer .site-footer__grid').evaluate((grid) => {
        const style = getComputedStyle(grid);
        const column = parseFloat(style.gridTemplateColumns.split(' ')[0]!);
        const gap = parseFloat(style.columnGap) || 0;
        return [...grid.querySelectorAll(':scope > .site-footer__block')].map((block) =>
          Math.round((block.getBoundingClientRect().width + gap) / (column + gap)),
        );
      });
      expect(rendered, path).toEqual(spans);
      const follow = page.locator('footer .site-footer__follow');
      if (path === '/') {
        expect(await follow.locator('img').count()).toBe(3);
        expect(await follow.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt))).toEqual([
          '微信公众号',
          '微信视频号',
          '海联App下载',
        ]);
        expect(await follow.getByRole('link').count()).toBe(0);
      } else {
        expect(await follow.locator('img').count()).toBe(0);
        const links = follow.getByRole('link');
        expect(await links.count()).toBe(3);
        expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('target')))).toEqual(['_blank', '_blank', '_blank']);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('footer links open in a new tab unless already in that section', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1440, height: 900 } });
    await visit(page, '/talentDevelop/strategy');
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    await poll(() => page.locator('footer .site-footer__block').count()).toBe(5);
    const targets = await page
      .locator('footer .site-footer__links a')
      .evaluateAll((as) => Object.fromEntries(as.map((a) => [new URL((a as HTMLAnchorElement).href).pathname, a.getAttribute('target')])));
    expect(targets['/talentDevelop/social']).toBeNull(); // same section: this tab
    expect(targets['/talentDevelop/strategy']).toBeNull();
    expect(targets['/mediaCenter']).toBe('_blank');
    expect(targets['/contactUs']).toBe('_blank');
    expect(targets['/enter']).toBe('_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('footer a[href="/contactUs"]').click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/contactUs');
    await popup.close();
    await page.locator('footer a[href="/talentDevelop/social"]').click();
    await poll(() => new URL(page.url()).pathname).toBe('/talentDevelop/social');
    expect(page.context().pages()).toHaveLength(1);
    await page.context().close();
  });

  it('re-creates the main area when the full path changes (query included), not for a hash', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await visit(page, '/en/searchList?keyword=engine&r=12345');
    await waitForPage(page);
    const mark = () => page.evaluate(() => ((document.querySelector('main') as HTMLElement & { marked?: boolean }).marked = true));
    const marked = () => page.evaluate(() => (document.querySelector('main') as HTMLElement & { marked?: boolean }).marked === true);
    await mark();
    // Same pathname, another query: a new main element.
    const search = page.locator('header');
    await search.getByRole('button', { name: 'Open search' }).click();
    await search.getByRole('searchbox').fill('ship');
    await search.getByRole('searchbox').press('Enter');
    await poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('ship');
    await poll(marked).toBe(false);
    // Only the hash changes: the same main element.
    await mark();
    await page.evaluate(() => {
      window.location.hash = 'main'; // a fragment navigation (popstate): the router sees the new hash
    });
    await poll(() => new URL(page.url()).hash).toBe('#main');
    await page.waitForTimeout(300);
    expect(await marked()).toBe(true);
    // Another pathname: a new main element.
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).first().click();
    await poll(() => new URL(page.url()).pathname).toBe('/en/contactUs');
    await poll(marked).toBe(false);
    await page.context().close();
  });

  it('back-to-top shows past 300 px exactly: hidden at 300, shown at 301', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1280, height: 700 } });
    await visit(page, '/en/');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await poll(() => page.getByRole('button', { name: 'Online customer service' }).count()).toBe(1);
    await scrollTo(page, 300);
    await page.waitForTimeout(400);
    expect(await backToTop.count()).toBe(0);
    await scrollTo(page, 301);
    await poll(() => backToTop.count()).toBe(1);
    await scrollTo(page, 300);
    await poll(() => backToTop.count()).toBe(0);
    await scrollTo(page, 900);
    await poll(() => backToTop.count()).toBe(1);
    await backToTop.click();
    await poll(() => scrollY(page)).toBe(0);
    await page.context().close();
  });
});
