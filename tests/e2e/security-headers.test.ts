import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { servicePassword, w } from './chat-kit.ts';

/**
 * The Content-Security-Policy of the built site and the demo page (server/web/document-headers.ts) breaks
 * nothing: pages hydrate, the widget loads, the chat connects and shows an image preview (blob:), and not one
 * `securitypolicyviolation` event fires (nor a console error).
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8AARAwMDAwMAE/0Bf3XsXc6AAAAAElFTkSuQmCC', 'base64');

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

describe('security headers in the browser (built site, real server)', () => {
  const site = useSite();

  /** A page that records every CSP violation from its first script on (Playwright's init script is exempt). */
  async function open(): Promise<{ page: Page; errors: string[]; violations: () => Promise<string[]> }> {
    const opened = await openPage(site.browser);
    await opened.page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    return { ...opened, violations: () => opened.page.evaluate(() => window.__cspViolations ?? []) };
  }

  async function newsDetailPath(): Promise<string> {
    const list = await fetch(`${site.server.url}/platformIncrement/officialWebsiteNews/list/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en_US' },
      body: JSON.stringify({ currentPage: 1, pageSize: 1 }),
    }).then((r) => r.json() as Promise<{ data: { records: { id: number }[] } }>);
    return `/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${list.data.records[0]!.id}`;
  }

  it('home (both languages) and a news details page rendered per request hydrate without a violation', async () => {
    for (const path of ['/', '/en/', await newsDetailPath()]) {
      const res = await fetch(`${site.server.url}${path}`);
      expect(res.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'sha256-/);
      const { page, errors, violations } = await open();
      await page.goto(`${site.server.url}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });

  it('the chat on the site: widget, WebSocket, greeting and an image preview, without a violation', async () => {
    const { page, errors, violations } = await open();
    await page.goto(`${site.server.url}/en/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await w(page, '.hy-tool--avatar').hover();
    await page.waitForFunction(
      () => customElements.get('hy-chat') !== undefined && !document.querySelector('hy-chat')!.hasAttribute('data-facade'),
    );
    await w(page, '.hy-tool--avatar').click();
    await w(page, '[data-testid="service-card"]').waitFor({ timeout: 15_000 });
    await w(page, '[data-testid="image-picker"]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await w(page, '.hy-bubble-image img[src*="/im/files/"]').waitFor({ timeout: 10_000 });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the demo page: the element loads and staff sign in over the WebSocket, without a violation', async () => {
    const password = await servicePassword(site.server);
    const { page, errors, violations } = await open();
    await page.goto(`${site.server.url}/demo/?locale=en_US`);
    await page.waitForFunction(() => customElements.get('hy-chat') !== undefined);
    await page.fill('#staff-password', password);
    await page.click('#staff-submit');
    await w(page, '[data-testid="conversation"]').first().waitFor({ timeout: 30_000 });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the demo page: its theme controls restyle the element from the page (properties, ::part), in both languages', async () => {
    const { page, errors, violations } = await open();
    await page.goto(`${site.server.url}/demo/?locale=en_US`);
    await page.waitForFunction(() => customElements.get('hy-chat') !== undefined);
    const title = () => page.textContent('#theme-form h2');
    const computed = (selector: string, property: string) =>
      w(page, selector).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    await expect.poll(title).toBe('Theme (CSS custom properties and ::part)');
    await page.fill('#theme-primary', '#aa3300');
    await expect.poll(() => computed('[data-tool="mail"]', 'background-color')).toBe('rgb(170, 51, 0)');
    await page.fill('#theme-css', 'hy-chat::part(toolbar) { bottom: 20px; }');
    await expect.poll(() => computed('.hy-toolbar', 'bottom')).toBe('20px');
    // the controls follow the element's language
    await page.evaluate(() => document.querySelector('hy-chat')!.setAttribute('locale', 'zh_CN'));
    await expect.poll(title).toBe('主题（CSS 自定义属性与 ::part）');
    expect(await page.textContent('#theme-reset')).toBe('恢复默认');
    await page.click('#theme-reset');
    await expect.poll(() => computed('[data-tool="mail"]', 'background-color')).toBe('rgb(11, 58, 117)');
    expect(await computed('.hy-toolbar', 'bottom')).toBe('96px');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
