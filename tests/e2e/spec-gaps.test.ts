import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { api, poll, waitForPage } from './pages-kit.ts';

/** SPEC §2/§8/§9 details of the site in Chromium against the built site and the real server (issue #19, part 1). */
describe('site spec details (built site, real server)', () => {
  const site = useSite({ CONTENT_CACHE_MS: '0' });

  const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });

  it('anchor menu: white from 200 px before a dark section until 200 px before its end; highlight from 300 px', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1366, height: 800 } });
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const menu = page.locator('nav.home-anchors');
    const box = (id: string) =>
      page.locator(`#${id}`).evaluate((el) => {
        const rect = el.getBoundingClientRect();
        // Scroll positions are whole pixels, section edges need not be (e.g. CJK line heights): the first whole
        // pixel at or past the edge is where a rule 'edge - offset <= scrollY' starts to hold.
        return { top: Math.ceil(rect.top + window.scrollY), bottom: Math.ceil(rect.bottom + window.scrollY) };
      });
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    };
    const current = () => menu.getAttribute('data-current');
    const white = async () => ((await menu.getAttribute('class')) ?? '').includes('is-inverse');
    /** After a scroll, the menu has had time to follow (a state that must not change is read after it). */
    const settled = () => page.waitForTimeout(400);
    const business = await box('company'); // the dark business section
    expect(await page.locator('#company').getAttribute('data-theme')).toBe('dark');
    await scrollTo(business.top - 301);
    await poll(current).toBe('develop');
    await settled();
    expect(await white()).toBe(false);
    await scrollTo(business.top - 300);
    await poll(current).toBe('company');
    await scrollTo(business.top - 201);
    await settled();
    expect(await white()).toBe(false);
    await scrollTo(business.top - 200);
    await poll(white).toBe(true);
    await scrollTo(business.bottom - 201);
    await settled();
    expect(await white()).toBe(true);
    await scrollTo(business.bottom - 200);
    await poll(white).toBe(false);
    await page.context().close();
  });

  it('the apply dialog names the position applied for, in both languages', async () => {
    for (const [locale, prefix, note] of [
      ['zh_CN', '', '应聘职位：'],
      ['en_US', '/en', 'Position: '],
    ] as const) {
      const jobs = await api<{ records: { id: number; title: string }[] }>(site.server.url, locale, '/api/jobs?mode=1&pageSize=2');
      const job = jobs.records[1]!;
      const { page, errors } = await openPage(site.browser);
      await page.goto(`${site.server.url}${prefix}/talentDevelop/social?jobId=${job.id}`);
      await waitForPage(page);
      await page.getByRole('button', { name: locale === 'zh_CN' ? '立即申请' : 'Apply now' }).click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.locator('form .form-note').innerText()).toBe(`${note}${job.title}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("'next batch' of related news is each reader's own: another reader opening or paging the article changes nothing", async () => {
    const list = await api<{ records: { id: number }[]; total: number }>(
      site.server.url,
      'en_US',
      '/platformIncrement/officialWebsiteNews/list/1',
      {
        method: 'POST',
        body: JSON.stringify({ currentPage: 1, pageSize: 1 }),
      },
    );
    expect(list.total).toBeGreaterThan(7); // at least three batches of three related articles
    const url = `${site.server.url}/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${list.records[0]!.id}`;
    const reader = async () => {
      const { page } = await openPage(site.browser);
      await page.goto(url);
      await waitForPage(page);
      const related = () => page.locator('[data-related] a').allInnerTexts();
      const next = async () => {
        const before = await related();
        await page.getByRole('button', { name: 'Next batch' }).click();
        await poll(related).not.toEqual(before);
        return (await related()).join('|');
      };
      return { page, related, next };
    };
    const a = await reader();
    const a0 = (await a.related()).join('|');
    const a1 = await a.next();
    const a2 = await a.next();
    const b = await reader(); // another reader opens the same article...
    expect((await b.related()).join('|')).toBe(a0);
    expect(await b.next()).toBe(a1); // ...and starts at the first next batch
    const a3 = await a.next(); // the first reader goes on from where they were
    expect(a3).not.toBe(a2);
    expect(a3).not.toBe(a1);
    await a.page.context().close();
    await b.page.context().close();
  });

  it('a failed page chunk raises preload-error: the site shows a notice and reloads once; a second failure is rethrown', async () => {
    const { page } = await openPage(site.browser);
    const contactChunk = /\/assets\/ContactUsPage-[\w-]+\.js$/;
    await page.route(contactChunk, (route) => route.abort('connectionreset'));
    await page.goto(`${site.server.url}/en/`);
    await hydrated(page);
    await page.evaluate(() => {
      const counted = window as unknown as { preloadErrors: number };
      counted.preloadErrors = 0;
      window.addEventListener('preload-error', () => counted.preloadErrors++);
    });
    await page.locator('header').getByRole('link', { name: 'Contact Us' }).first().click();
    const notice = page.locator('[data-preload-notice]');
    await poll(() => notice.count()).toBe(1);
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.innerText()).toBe('Part of the page failed to load. Reloading…');
    expect(await page.evaluate(() => (window as unknown as { preloadErrors: number }).preloadErrors)).toBeGreaterThan(0);
    // The page on screen stays (no error view) until the reload, which loads the page asked for.
    expect(await page.locator('main .route-error').count()).toBe(0);
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await page.unroute(contactChunk); // the next load works (e.g. the new deploy's files)
    await reloaded;
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/en/contactUs');
    expect(await page.locator('[data-preload-notice]').count()).toBe(0);

    // Failing again within a minute of that reload: not handled, so the error reaches the page's error view; no reload.
    await page.route(/\/assets\/RecruitmentPage-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    let loads = 0;
    page.on('load', () => loads++);
    await page
      .locator('header summary')
      .filter({ hasText: /^Talent$/ })
      .click();
    await page.locator('header').getByRole('link', { name: 'Recruitment', exact: true }).click();
    await poll(() => page.locator('main .route-error[role="alert"]').count()).toBe(1);
    await page.waitForTimeout(2500);
    expect(loads).toBe(0);
    expect(await page.locator('[data-preload-notice]').count()).toBe(0);
    await page.context().close();
  });

  it('the root font size is the viewport width / 10 on a 1440 px design (16 px there), clamped to 14-18 px', async () => {
    for (const [width, size] of [
      [1440, 16],
      [1530, 17],
      [390, 14],
      [2560, 18],
    ] as const) {
      const { page } = await openPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(`${site.server.url}/contactUs`);
      const root = await page.evaluate(() => ({
        size: parseFloat(getComputedStyle(document.documentElement).fontSize),
        scale: getComputedStyle(document.documentElement).getPropertyValue('--page-scale').trim(),
        vw: window.innerWidth,
      }));
      expect(root.size, `${width}px`).toBeCloseTo(size, 1);
      expect(root.scale).not.toBe('');
      await page.context().close();
    }
  });

  it('the site has no page-view counter endpoint (news views are counted by the article itself)', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/`);
    const statuses = await page.evaluate(async () => [
      (await fetch('/api/page-views', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"path":"/en/"}' })).status,
      (await fetch('/api/page-views?path=%2Fen%2F')).status,
    ]);
    expect(statuses).toEqual([404, 404]);
    await page.context().close();
  });
});
