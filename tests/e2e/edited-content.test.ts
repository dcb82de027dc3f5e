import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { openDatabase, pgliteDirOf } from '../../server/db/index.ts';
import { poll, waitForPage } from './pages-kit.ts';

const LONG_TITLE =
  '海联简报：船舶能效管理、绿色低碳改造、设备远程诊断与全球港口服务网络的年度进展与下一阶段计划，以及船厂数字化、备件供应链和船员培训的最新情况';

/**
 * Content edited in the database before the server starts (real server, real PGlite data folder): home banners
 * cut to two, and long titles on the Chinese briefs and company news.
 *
 * SPEC §9: the home banner loops. With two banners too: after the second comes the first again, sliding on in the
 * same direction (from the right), not rewinding back across. The real server runs on a database whose home
 * banners were cut to two; a URL with a query is rendered per request, so the page shows them.
 */
describe('edited content: two home banners, long titles (real server)', () => {
  let dataDir = '';
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hy-banner-'));
    const seeded = await startServerProcess({ DATA_DIR: dataDir }); // migrates and seeds
    await seeded.stop();
    const database = await openDatabase({ pgliteDir: pgliteDirOf(dataDir) });
    await database.db.deleteFrom('banner').where('type', '=', 1).where('sort', '>=', 2).execute();
    await database.db
      .updateTable('news')
      .set({ title: LONG_TITLE })
      .where('locale', '=', 'zh_CN')
      .where('category', 'in', [1, 3])
      .execute();
    await database.close();
    [server, browser] = await Promise.all([startServerProcess({ DATA_DIR: dataDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('goes from the second slide on to the first from the right, as a loop', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/?two=banners`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const carousel = page.locator('.home-banner [aria-roledescription="carousel"]');
    expect(await carousel.locator('.carousel__dots button').count()).toBe(2);
    const active = async () => Number(await carousel.getAttribute('data-active'));
    const next = carousel.getByRole('button', { name: '下一张' });
    // The pointer over the carousel brings Swiper in at once and holds the autoplay.
    await carousel.hover({ position: { x: 600, y: 150 } });
    await page.waitForSelector('.home-banner .swiper.swiper-initialized');
    expect(await active()).toBe(0);
    await next.click();
    await poll(active).toBe(1);
    await page.waitForTimeout(800); // the slide has settled

    // Next again, then where the first banner is, frame by frame, while it comes back.
    const xs = await next.evaluate(
      (button: HTMLButtonElement) =>
        new Promise<number[]>((resolve) => {
          button.click();
          const viewport = document.querySelector('.home-banner .swiper')!.getBoundingClientRect();
          const xs: number[] = [];
          const started = performance.now();
          const frame = () => {
            const first = [...document.querySelectorAll<HTMLElement>('.home-banner [data-swiper-slide-index="0"]')].map(
              (slide) => slide.getBoundingClientRect().left - viewport.left,
            );
            // the copy of the first slide nearest to the viewport
            xs.push(first.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a), Infinity));
            if (performance.now() - started < 900) requestAnimationFrame(frame);
            else resolve(xs);
          };
          requestAnimationFrame(frame);
        }),
    );
    await poll(active).toBe(0);
    const moving = xs.filter((x) => Math.abs(x) > 5);
    expect(moving.length).toBeGreaterThan(0);
    expect(moving.every((x) => x > 0)).toBe(true); // it came in from the right
    expect(xs.at(-1)).toBeCloseTo(0, 0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** Lines a clamped text takes on screen, and the lines it would take unclamped. */
  const lines = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((el) => {
        const line = parseFloat(getComputedStyle(el).lineHeight);
        const free = el.cloneNode(true) as HTMLElement;
        free.style.setProperty('-webkit-line-clamp', 'unset');
        free.style.setProperty('line-clamp', 'unset');
        free.style.display = 'block';
        free.style.width = `${el.getBoundingClientRect().width}px`;
        el.parentElement!.append(free);
        const full = Math.round(free.getBoundingClientRect().height / line);
        free.remove();
        return { shown: Math.round(el.getBoundingClientRect().height / line), full };
      }),
    );

  it('clamps brief titles to one line (brief list and home brief tab), other news titles to two', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${server.url}/mediaCenter/mediaCenterBrief?edited=1`);
    await waitForPage(page);
    const brief = await lines(page, '.news-list__title');
    expect(brief.length).toBeGreaterThan(0);
    expect(brief.every((t) => t.full > 1)).toBe(true); // long enough to wrap: the clamp is what keeps one line
    expect(brief.every((t) => t.shown === 1)).toBe(true);

    await page.goto(`${server.url}/mediaCenter?edited=1`);
    await waitForPage(page);
    const news = await lines(page, '.news-list__title');
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((t) => t.full > 2 && t.shown === 2)).toBe(true);

    await page.goto(`${server.url}/?edited=1`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('#mediaCenter').scrollIntoViewIfNeeded();
    await page.getByRole('tab', { name: '海联简报' }).click();
    await poll(() => page.locator('#mediaCenter .home-media__list--brief .home-media__title').count()).toBeGreaterThan(0);
    const tab = await lines(page, '#mediaCenter .home-media__title');
    expect(tab.every((t) => t.full > 1 && t.shown === 1)).toBe(true);
    await page.getByRole('tab', { name: '公司新闻' }).click();
    await poll(() => page.locator('#mediaCenter .home-media__list--brief').count()).toBe(0);
    await poll(() => page.locator('#mediaCenter .home-media__title').count()).toBeGreaterThan(0);
    const newsTab = await lines(page, '#mediaCenter .home-media__title');
    expect(newsTab.every((t) => t.shown === 2)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
