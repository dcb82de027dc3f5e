import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { holdSiteScripts } from './pages-kit.ts';

/** The built site served by the real server process, as a visitor sees it in Chromium. */
describe('site shell and widget element (built site, real server)', () => {
  const site = useSite();

  const meta = (name: string) => `meta[name="${name}"]`;
  /** Goes to a page and waits until React owns it (hydrated or rendered), so clicks reach their handlers. */
  const visit = async (page: Page, path: string) => {
    await page.goto(`${site.server.url}${path}`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
  };

  it('serves Chinese by default and switches to English: URL, storage, lang, title and description follow', async () => {
    const { page, errors } = await openPage(site.browser);
    await visit(page, '/');
    await expect.poll(() => page.title()).toContain('首页');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.getAttribute(meta('description'), 'content')).toContain('海联船舶科技成立于2005年');

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/');
    await expect.poll(() => page.title()).toContain('Home');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en_US');
    expect(await page.getAttribute(meta('description'), 'content')).toContain('Founded in 2005, SeaLink Marine');

    // The choice is honoured on the next visit to a Chinese address.
    await page.goto(`${site.server.url}/contactUs`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/contactUs');
    await expect.poll(() => page.title()).toContain('Contact Us');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refreshes title and meta on every route change', async () => {
    const { page } = await openPage(site.browser);
    await visit(page, '/');
    await expect.poll(() => page.title()).toContain('首页');
    await page
      .locator('footer')
      .getByRole('link', { name: '联系我们' })
      .first()
      .evaluate((a: HTMLAnchorElement) => a.removeAttribute('target'));
    await page.locator('footer').getByRole('link', { name: '联系我们' }).first().click();
    await expect.poll(() => page.title()).toContain('联系我们');
    expect(await page.getAttribute(meta('description'), 'content')).toContain('分支机构');
    await page.context().close();
  });

  it('sends an unknown path to the home page of its language', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/no/such/page`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${site.server.url}/en/nothing-here`);
    expect(new URL(page.url()).pathname).toBe('/en/');
    await page.context().close();
  });

  it('ignores a blank search keyword and opens the results page for a real one', async () => {
    const { page } = await openPage(site.browser);
    await visit(page, '/');
    await page.getByRole('button', { name: '打开搜索' }).click();
    const box = page.getByRole('searchbox').or(page.getByPlaceholder('请输入关键词')).first();
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    await box.fill('维修');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/searchList');
    const url = new URL(page.url());
    expect(url.searchParams.get('keyword')).toBe('维修');
    expect(Number(url.searchParams.get('r'))).toBeGreaterThanOrEqual(10000);
    expect(Number(url.searchParams.get('r'))).toBeLessThanOrEqual(99999);
    await page.context().close();
  });

  it('mounts the chat element in a shadow root; back-to-top appears past 300 px and returns to the top', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 700 } });
    await visit(page, '/'); // the test adds content to <main>: after hydration
    const host = page.locator('hy-chat');
    await expect.poll(() => host.count()).toBe(1);
    expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    expect(await host.getAttribute('locale')).toBe('zh_CN');
    const backToTop = page.getByRole('button', { name: '返回顶部' });
    await expect.poll(() => page.getByRole('button', { name: '在线客服' }).count()).toBe(1);
    expect(await backToTop.count()).toBe(0);

    // Make the page tall enough to scroll, as long content pages are.
    await page.evaluate(() => {
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div style="height:3000px"></div>');
      window.scrollTo(0, 450);
    });
    await expect.poll(() => backToTop.count()).toBe(1);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => backToTop.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the toolbar before the widget script loads; focusing it loads the widget, which keeps the focus and opens on Enter', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const widgetScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(element|ChatBody|chat)-[\w-]+\.js$/.test(new URL(request.url()).pathname)) widgetScripts.push(request.url());
    });
    await visit(page, '/');
    const host = page.locator('hy-chat');
    expect(await host.getAttribute('data-facade')).toBe('');
    const avatar = page.getByRole('button', { name: '在线客服' });
    expect(await avatar.isVisible()).toBe(true);
    expect(await host.getByRole('link', { name: /service@/ }).count()).toBe(1);
    // Idle time passes without any interaction: the widget's script stays unloaded.
    await page.waitForTimeout(2500);
    expect(widgetScripts).toEqual([]);
    expect(await page.evaluate(() => customElements.get('hy-chat') === undefined)).toBe(true);

    // Keyboard: focusing the drawn avatar loads the widget; it upgrades in place and keeps the focus there.
    await avatar.focus();
    await page.waitForFunction(
      () => customElements.get('hy-chat') !== undefined && !document.querySelector('hy-chat')!.hasAttribute('data-facade'),
      null,
      { timeout: 15_000 },
    );
    expect(widgetScripts.some((url) => url.includes('/element-'))).toBe(true);
    expect(await host.evaluate((el) => el.shadowRoot?.activeElement?.getAttribute('data-tool'))).toBe('avatar');
    expect(await page.getByRole('button', { name: '在线客服' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: '在线客服' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the chat window at width/4.2 and 120 px from top, drags it by its title bar, closes it', async () => {
    const { page } = await openPage(site.browser, { viewport: { width: 1260, height: 800 } });
    await visit(page, '/en/');
    // The drawn toolbar: the click loads the widget and is replayed on the live avatar.
    await page.getByRole('button', { name: 'Online customer service' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Online customer service' });
    await expect.poll(() => dialog.count()).toBe(1);
    const start = await dialog.boundingBox();
    expect(start?.x).toBeCloseTo(1260 / 4.2, 0);
    expect(start?.y).toBeCloseTo(120, 0);

    const header = page.locator('hy-chat').locator('[part~="header"]');
    const h = await header.boundingBox();
    if (!h || !start) throw new Error('window not laid out');
    await page.mouse.move(h.x + 40, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + 140, h.y + h.height / 2 + 50, { steps: 8 });
    await page.mouse.up();
    const moved = await dialog.boundingBox();
    expect(moved?.x).toBeCloseTo(start.x + 100, 0);
    expect(moved?.y).toBeCloseTo(start.y + 50, 0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  it('a click on the drawn toolbar before the site’s scripts have arrived still opens the chat', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 1260, height: 800 } });
    const release = await holdSiteScripts(page);
    await page.goto(`${site.server.url}/en/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Online customer service' }).first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect.poll(() => page.getByRole('dialog', { name: 'Online customer service' }).count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps site and widget styles apart', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/`);
    const avatar = page.getByRole('button', { name: '在线客服' });
    await expect.poll(() => avatar.count()).toBe(1);
    await page.addStyleTag({ content: 'button { display: none !important; }' });
    expect(await avatar.isVisible()).toBe(true);
    await page.context().close();
  });
});
