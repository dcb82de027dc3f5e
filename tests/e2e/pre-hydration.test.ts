import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { holdSiteScripts, poll } from './pages-kit.ts';

/**
 * Issue #35 item 4: nothing a visitor does before the page hydrates is lost. The site's scripts are held back
 * (what a slow phone sees after the first paint), each control is used, then the scripts are released: the fields
 * still hold what was typed and picked and the forms send it, a header drop-down opened without script stays open
 * and is the header's own, and a banner arrow pressed early moves the banner. Built site, real server, Chromium.
 */
const PDF = readFileSync('site/public/downloads/business-conduct-code-en.pdf');

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 30_000 });
const successToasts = (page: Page) => page.locator('[data-toast="success"] .toast__text').allInnerTexts();

describe('before hydration (scripts held back, then released)', () => {
  const site = useSite({ FORMS_RATE_LIMIT: '1000' });

  it('résumé form: the file, text fields and preferred city picked early survive hydration and are sent', async () => {
    const { page, errors } = await openPage(site.browser);
    const sent: Buffer[] = [];
    page.on('request', (r) => r.url().endsWith('/api/job-applications') && sent.push(r.postDataBuffer() ?? Buffer.alloc(0)));
    const release = await holdSiteScripts(page);
    await page.goto(`${site.server.url}/en/talentDevelop/submitResume`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="resume"]');
    await form.locator('input[type="file"]').setInputFiles({ name: 'Early Bird CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByLabel('Name').fill('Early Bird');
    await form.getByLabel('Mobile number').fill('13800138000');
    await form.getByLabel('Current city of residence').fill('Ningbo');
    await form.getByLabel('Preferred city').selectOption('shanghai');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await hydrated(page);
    expect(await form.locator('input[type="file"]').evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).toBe('Early Bird CV.pdf');
    expect(await form.getByLabel('Name').inputValue()).toBe('Early Bird');
    expect(await form.getByLabel('Current city of residence').inputValue()).toBe('Ningbo');
    expect(await form.getByLabel('Preferred city').inputValue()).toBe('shanghai');
    await form.getByRole('button', { name: 'Submit resume' }).click();
    await poll(() => successToasts(page)).toContain('Successfully');
    expect(sent).toHaveLength(1);
    const body = sent[0]!.toString('latin1');
    for (const part of ['Early Bird', '13800138000', 'Ningbo', 'shanghai', 'filename="Early Bird CV.pdf"']) expect(body).toContain(part);
    await poll(() => form.getByLabel('Preferred city').inputValue()).toBe(''); // sent: the form is empty again
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('enquiry form: every field (text area included) typed and submitted early is sent once hydrated', async () => {
    const { page, errors } = await openPage(site.browser);
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/enquiries') && sent.push(r.postData() ?? ''));
    const release = await holdSiteScripts(page);
    await page.goto(`${site.server.url}/contactUs`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-form="enquiry"]');
    await form.getByLabel('信息类别').selectOption({ label: '商务合作' });
    await form.getByLabel('公司名称').fill('东海船务');
    await form.getByLabel('您的姓名').fill('周先生');
    await form.getByLabel('电话').fill('0532-8888 6666');
    await form.getByLabel('邮箱').fill('zhou@donghai.example');
    await form.getByLabel('需求描述').fill('两条散货船的压载水处理改造');
    await form.getByRole('button', { name: '提交' }).click();
    expect(new URL(page.url()).search).toBe('');
    release();
    await poll(() => successToasts(page)).toContain('信息提交成功，我们将在24小时内与您联系');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({
      category: 'commercialCooperation',
      company: '东海船务',
      name: '周先生',
      phone: '0532-8888 6666',
      email: 'zhou@donghai.example',
      requirement: '两条散货船的压载水处理改造',
      website: '',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('home: a header drop-down opens without script and stays open; the banner arrow and the search button act once hydrated', async () => {
    const { page, errors } = await openPage(site.browser, { reducedMotion: 'reduce' });
    const release = await holdSiteScripts(page);
    await page.goto(`${site.server.url}/en/`, { waitUntil: 'domcontentloaded' });
    const header = page.locator('header');
    const submenu = header.locator('li', { has: page.locator('summary', { hasText: 'Media Centre' }) }).locator('.site-nav__submenu');
    await header.locator('summary', { hasText: 'Media Centre' }).click();
    await poll(() => submenu.isVisible()).toBe(true); // plain HTML: open before any script ran
    const carousel = page.locator('.home-banner [aria-roledescription="carousel"]');
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await header.getByRole('button', { name: 'Open search' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await hydrated(page);
    // The banner went back from the first of four slides to the last (no autoplay under reduced motion).
    await poll(() => carousel.getAttribute('data-active')).toBe('3');
    await poll(() => page.getByRole('searchbox').isVisible()).toBe(true);
    expect(await submenu.isVisible()).toBe(true);
    expect(await submenu.getByRole('link').allInnerTexts()).toEqual(['Company News', 'Industry News']);
    // The open drop-down is the header's now: Escape closes it.
    await page.keyboard.press('Escape');
    await poll(() => submenu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it('phone: the menu button pressed early opens the menu once hydrated', async () => {
    const { page, errors } = await openPage(site.browser, { viewport: { width: 390, height: 800 } });
    const release = await holdSiteScripts(page);
    await page.goto(`${site.server.url}/en/contactUs`, { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await hydrated(page);
    await poll(() => nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
