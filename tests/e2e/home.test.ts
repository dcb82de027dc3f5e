import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';

/** Home (SPEC §2/§4/§9) in Chromium against the built site and the real server (seeded content). */
describe('home page (built site, real server)', () => {
  const site = useSite();

  async function openHome(path = '/', viewport = { width: 1366, height: 900 }): Promise<{ page: Page; errors: string[] }> {
    const opened = await openPage(site.browser, { viewport });
    await opened.page.goto(`${site.server.url}${path}`);
    await opened.page.waitForSelector('html[data-hydrated="true"]');
    return opened;
  }

  const carousel = (page: Page) => page.locator('.home-banner [aria-roledescription="carousel"]');
  const activeSlide = async (page: Page) => Number(await carousel(page).getAttribute('data-active'));

  it('renders every section in both languages without console errors', async () => {
    for (const [path, heading, tabs, alt] of [
      ['/', '让每一艘船更安全、更高效、更绿色', ['公司新闻', '行业资讯', '海联简报'], '海联船舶科技宣传图 1'],
      ['/en/', 'Safer, smarter and greener ships', ['Company news', 'Industry news'], 'SeaLink Marine highlight 1'],
    ] as const) {
      // The server HTML already holds Swiper's markup with the first banner (a real image with its alt text).
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      const firstSlide = html.slice(
        html.indexOf('class="carousel__track swiper-wrapper"'),
        html.indexOf('</div>', html.indexOf('class="carousel__track swiper-wrapper"')),
      );
      expect(firstSlide).toContain('swiper-slide');
      expect(firstSlide).toContain(`alt="${alt}"`);
      const { page, errors } = await openHome(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      for (const id of ['homebanner', 'aboutus', 'develop', 'company', 'platform', 'industrialInternet', 'mediaCenter']) {
        expect(await page.locator(`#${id}`).count(), id).toBe(1);
      }
      expect(await page.locator('#mediaCenter [role="tab"]').allTextContents()).toEqual(tabs);
      // Figures come from the API's figures table (seeded 540 staff), not from the page.
      expect(await page.locator('#aboutus .home-figures dd').allTextContents()).toContain('540');
      expect(await page.locator('#develop .home-timeline__years').allTextContents()).toEqual(
        path === '/' ? ['2005-2007', '2008-2011', '2012-2018', '2019-至今'] : ['2005-2007', '2008-2011', '2012-2018', '2019-today'],
      );
      expect(await page.locator('#company .home-business__item').count()).toBe(6);
      expect(await page.locator('#mediaCenter .home-media__item').count()).toBe(3);
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('autoplays the banner every 4 s, pauses while hovered and resumes on leave; the pause button stops it', async () => {
    const { page, errors } = await openHome();
    expect(await activeSlide(page)).toBe(0);
    // Swiper (its own lazy chunk) takes over the server-rendered slides and pagination buttons.
    await page.waitForSelector('.home-banner .swiper.swiper-initialized');
    expect(await carousel(page).locator('.carousel__dots button').count()).toBe(4);
    await expect.poll(() => activeSlide(page), { timeout: 6000, interval: 200 }).toBe(1);
    await page.waitForTimeout(700); // the slide has arrived (Swiper does not pause in the middle of a move)
    await carousel(page).hover({ position: { x: 900, y: 200 } });
    expect(await carousel(page).getAttribute('data-playing')).toBe('false');
    const held = await activeSlide(page);
    await page.waitForTimeout(5000);
    expect(await activeSlide(page)).toBe(held);
    await page.mouse.move(10, 880);
    await expect.poll(() => activeSlide(page), { timeout: 6000, interval: 200 }).toBe((held + 1) % 4);

    // Pagination is clickable; the pause button stops autoplay for good.
    await page.getByRole('button', { name: '切换到第 4 张' }).click();
    await expect.poll(() => activeSlide(page)).toBe(3);
    await page.getByRole('button', { name: '暂停轮播' }).click();
    await page.mouse.move(10, 880);
    await page.waitForTimeout(5000);
    expect(await activeSlide(page)).toBe(3);
    await page.getByRole('button', { name: '下一张' }).click();
    await expect.poll(() => activeSlide(page)).toBe(0); // loops from the last to the first
    expect(await page.locator('.swiper-slide-active').getAttribute('aria-label')).toBe('第 1 张，共 4 张');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps Swiper out of the page load until the visitor reaches for the banner; an arrow pressed first still moves it', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1366, height: 900 } });
    const swiperRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/carousel-swiper-')) swiperRequests.push(request.url());
    });
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(1500);
    expect(swiperRequests).toEqual([]);
    expect(await page.locator('.home-banner .swiper-initialized').count()).toBe(0);
    await carousel(page).getByRole('button', { name: '下一张' }).click();
    await expect.poll(() => activeSlide(page)).toBe(1);
    expect(swiperRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not autoplay under prefers-reduced-motion; the play button starts it', async () => {
    const opened = await openPage(site.browser, { viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const { page, errors } = opened;
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForSelector('.home-banner .swiper.swiper-initialized');
    await page.mouse.move(10, 880);
    await page.waitForTimeout(5000);
    expect(await activeSlide(page)).toBe(0);
    await page.getByRole('button', { name: '播放轮播' }).click();
    await page.mouse.move(10, 880);
    await expect.poll(() => activeSlide(page), { timeout: 6000, interval: 200 }).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens banners and business lines in a new tab at their targets', async () => {
    const { page } = await openHome();
    // First seeded banner: jumpType 2, plate 1 -> /enter. The pointer over the carousel holds it on that banner.
    await carousel(page).hover({ position: { x: 1000, y: 150 } });
    const [bannerPopup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('.swiper-slide-active:not([aria-hidden]) .home-banner__link').click({ position: { x: 1000, y: 150 } }),
    ]);
    await bannerPopup.waitForLoadState('domcontentloaded');
    expect(new URL(bannerPopup.url()).pathname).toBe('/enter');
    await bannerPopup.close();

    await page.locator('#company').scrollIntoViewIfNeeded();
    const backdrop = page.locator('.home-business__backdrop');
    expect(await backdrop.getAttribute('data-image')).toBe('business-1');
    await page.locator('.home-business__item').nth(3).hover();
    expect(await backdrop.getAttribute('data-image')).toBe('business-4');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('.home-business__item').nth(1).click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/bussiness/greenDecarbonization');
    await popup.close();
    await page.context().close();
  });

  it('shows the anchor menu after the banner, highlights the section and turns white over dark sections', async () => {
    const { page } = await openHome('/', { width: 1366, height: 800 });
    const menu = page.locator('nav.home-anchors');
    expect(await menu.getAttribute('class')).not.toContain('is-visible');
    const bannerBottom = await page.locator('#homebanner').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), bannerBottom - 260);
    await page.waitForTimeout(200);
    expect(await menu.getAttribute('class')).not.toContain('is-visible');
    await page.evaluate((y) => window.scrollTo(0, y), bannerBottom - 150);
    await expect.poll(() => menu.getAttribute('class')).toContain('is-visible');

    await page.locator('#develop').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
    await expect.poll(() => menu.getAttribute('data-current')).toBe('develop');
    expect(await menu.locator('[aria-current="location"]').textContent()).toBe('发展历程');
    expect(await menu.getAttribute('class')).not.toContain('is-inverse');

    await page.locator('#industrialInternet').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
    await expect.poll(() => menu.getAttribute('data-current')).toBe('industrialInternet');
    await expect.poll(() => menu.getAttribute('class')).toContain('is-inverse');

    await menu.getByRole('link', { name: '媒体中心' }).click();
    await expect.poll(() => menu.getAttribute('data-current'), { timeout: 5000 }).toBe('mediaCenter');
    await page.context().close();
  });

  it('rotates the industrial internet every 3 s, pauses on hover, resumes on leave, selects on click', async () => {
    const { page } = await openHome();
    const section = page.locator('#industrialInternet');
    await section.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const selected = () => section.locator('[role="tab"][aria-selected="true"]').getAttribute('data-topic');
    const first = await selected();
    await expect.poll(selected, { timeout: 4500, interval: 200 }).not.toBe(first);
    await section.locator('[role="tabpanel"]:not([hidden])').hover();
    const held = await selected();
    await page.waitForTimeout(4000);
    expect(await selected()).toBe(held);
    await page.mouse.move(5, 5);
    await expect.poll(selected, { timeout: 4500, interval: 200 }).not.toBe(held);
    await section.getByRole('tab', { name: /服务网络/ }).click();
    expect(await selected()).toBe('network');
    expect(await section.locator('[role="tabpanel"]:not([hidden]) h3').textContent()).toBe('服务网络');
    await page.context().close();
  });

  it('switches media tabs through the API and opens news details and brief links', async () => {
    const { page, errors } = await openHome();
    const media = page.locator('#mediaCenter');
    await media.scrollIntoViewIfNeeded();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/officialWebsiteRecommend/selectByType/2')),
      media.getByRole('tab', { name: '行业资讯' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect
      .poll(() => media.locator('.home-media__item a').first().getAttribute('href'))
      .toMatch(/^\/mediaCenter\/mediaCenterNews\/details\?id=2&newsId=\d+$/);
    expect(await media.locator('.home-media__item').count()).toBeLessThanOrEqual(3);

    await media.getByRole('tab', { name: '海联简报' }).click();
    await expect.poll(() => media.locator('.home-media__item button').count()).toBeGreaterThan(0);
    expect(await media.locator('.home-media__item').count()).toBeLessThanOrEqual(4);
    const newsId = Number(await media.locator('.home-media__item button').first().getAttribute('data-news-id'));
    const detail = (await (
      await fetch(`${site.server.url}/platformIncrement/officialWebsiteNews/getById/${newsId}`, { headers: { language: 'zh_CN' } })
    ).json()) as {
      data: { frontDeskListNewsByIdPicVos: { url: string }[] };
    };
    const expected = detail.data.frontDeskListNewsByIdPicVos[1]!.url;
    const [popup] = await Promise.all([page.waitForEvent('popup'), media.locator('.home-media__item button').first().click()]);
    await expect.poll(() => popup.url()).toBe(`${site.server.url}${expected}`);
    await popup.close();

    await media.getByRole('tab', { name: '公司新闻' }).click();
    const link = media.locator('.home-media__item a').first();
    await expect.poll(() => link.getAttribute('href')).toMatch(/details\?id=1&newsId=\d+$/);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('links the development stages with their flag and the culture tiles to their anchors', async () => {
    const { page } = await openHome();
    expect(await page.locator('#develop .home-timeline__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/enter?flag=1#develop',
      '/enter?flag=2#develop',
      '/enter?flag=3#develop',
      '/enter?flag=4#develop',
    ]);
    expect(await page.locator('.home-culture a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/enter/cultureDetails#culturemMission',
      '/enter/cultureDetails#culturemVision',
      '/enter/cultureDetails#culturemValues',
    ]);
    expect(await page.locator('#aboutus .home-more').getAttribute('href')).toBe('/enter#introduction');
    expect(await page.locator('#develop .home-more').getAttribute('href')).toBe('/enter#develop');
    expect(await page.locator('#company .home-more').getAttribute('href')).toBe('/bussiness');
    await page.locator('#develop .home-timeline__link').nth(2).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash)
      .toBe('/enter?flag=3#develop');
    await page.context().close();
  });

  it('hydrates the prerendered page and refreshes its build-time data once idle', async () => {
    const { page } = await openPage(site.browser);
    const refreshed = page.waitForRequest((r) => r.url().includes('/officialWebsiteBanner/selectByType/1'), { timeout: 10_000 });
    await page.goto(`${site.server.url}/en/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect((await refreshed).method()).toBe('POST');
    // Same data: the page keeps its content.
    await expect.poll(() => page.locator('#mediaCenter .home-media__item').count()).toBe(3);
    await page.context().close();
  });

  it('paints its first screen before requesting any script, then hydrates', async () => {
    for (const path of ['/', '/en/']) {
      const { page, errors } = await openHome(path);
      const timing = await page.evaluate(async () => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        // Largest contentful paint entries are only observed (buffered), not listed by getEntriesByType.
        largestPaint: await new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Infinity)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => r.startTime),
      }));
      expect(timing.scripts.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.firstPaint);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.largestPaint);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    const { page, errors } = await openHome('/en/', { width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
