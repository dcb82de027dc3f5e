import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { axeViolations } from '../helpers/axe.ts';
import { pngImage } from '../integration/console/content-kit.ts';

/**
 * Content in the console, in Chromium against the built server: an editor writes a bilingual article with an image,
 * schedules it a few seconds ahead, and sees it on the public site (both languages) and in the sitemap once it is
 * due, not before; a recruiter created by an admin cannot open content, in the UI or through the API.
 */
const EDITOR_PASSWORD = 'Harbour-Lantern-7-Tide';
const RECRUITER_PASSWORD = 'Quiet-Compass-2041-x';
const ZH_TITLE = '青岛船坞完成双燃料改装';
const EN_TITLE = 'Qingdao dock completes a dual-fuel retrofit';
const RENAMED = 'Qingdao dock finishes its dual-fuel retrofit';

const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('401') && !e.includes('403'));

async function signIn(page: Page, base: string, userId: string, password: string): Promise<void> {
  await page.goto(`${base}/console/`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

async function text(base: string, path: string): Promise<string> {
  return (await fetch(`${base}${path}`)).text();
}

describe('content in the staff console (browser)', () => {
  let server: ServerProcess;
  let browser: Browser;
  let adminPassword: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServerProcess({ CONTENT_PUBLISH_SECONDS: '1', CONTENT_REVISION_POLL_MS: '1000' }),
      launchBrowser(),
    ]);
    adminPassword = /"password":"([^"]+)"/.exec(server.output())?.[1] ?? '';
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin creates an editor and a recruiter', async () => {
    const { page, errors } = await openPage(browser);
    await signIn(page, server.url, 'sealink_service', adminPassword);
    await page.getByRole('navigation', { name: 'Console modules' }).getByRole('link', { name: 'Team' }).click();
    const create = page.getByRole('form', { name: 'New staff account' });
    for (const [userId, role, password] of [
      ['ed_lin', 'Editor', EDITOR_PASSWORD],
      ['rec_bob', 'Recruiter', RECRUITER_PASSWORD],
    ] as const) {
      await create.getByLabel('User ID').fill(userId);
      await create.getByLabel('Role').selectOption({ label: role });
      await create.getByLabel('First password (optional)').fill(password);
      await create.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('status').getByText(`Account ${userId} created`).waitFor();
    }
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('an editor writes a bilingual article with an image, schedules it, and it reaches the site and the sitemap when due', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 1000 } });
    await signIn(page, server.url, 'ed_lin', EDITOR_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Console modules' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Content']);
    await page.getByRole('heading', { name: 'News' }).waitFor();
    await page
      .getByRole('link', { name: /Qingdao|青岛|SeaLink|海联/ })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('heading', { name: 'New article' }).waitFor();
    // The cover: uploaded in the media dialog, then chosen there.
    await page.getByRole('button', { name: 'Choose a cover image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: await pngImage(1600, 900) });
    await dialog.getByRole('status').getByText('Uploaded dock.png').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Choose dock.png' }).click();
    await page.getByRole('img', { name: 'Cover of the article' }).waitFor();

    const zh = page.getByRole('group', { name: 'Chinese version' });
    const en = page.getByRole('group', { name: 'English version' });
    await zh.getByLabel('Title').fill(ZH_TITLE);
    await zh.getByLabel('Summary').fill('双燃料改装按期完成。');
    await zh.getByRole('textbox', { name: 'Chinese version body' }).click();
    await page.keyboard.type('改装工程历时四十天。');
    await en.getByLabel('Title').fill(EN_TITLE);
    await en.getByLabel('Summary').fill('The dual-fuel retrofit finished on time.');
    const enBody = en.getByRole('textbox', { name: 'English version body' });
    const tools = en.getByRole('toolbar', { name: 'Formatting of the English version body' });
    // From the keyboard only: Shift+Tab from the text reaches the toolbar (one tab stop), Enter turns bold on and
    // hands the focus back; arrows move inside the toolbar.
    await enBody.click();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bold');
    await page.keyboard.press('Enter');
    // The editor takes the focus back on the next frame.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused).toBe('English version body');
    await page.keyboard.type('The retrofit took forty days.');
    expect(await tools.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await enBody.locator('strong').getByText('The retrofit took forty days.').waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bold');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Insert an image');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Choose dock.png' }).click();
    // The image goes in once it has its text alternative (the server refuses to publish an image without).
    const insert = en.getByRole('button', { name: 'Insert the image' });
    expect(await insert.isDisabled()).toBe(true);
    await en.getByLabel('Text alternative of the image (English version)').fill('The dock at dawn');
    await insert.click();
    await enBody.locator('img[src^="/api/content-media/"][alt="The dock at dawn"]').waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await page.waitForURL(/\/console\/content\/news\/\d+$/);
    expect(await axeViolations(page)).toEqual([]);

    // Scheduled 6 s ahead (the browser's local time, to the second).
    const due = await page.evaluate(() => {
      const d = new Date(Date.now() + 6000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    });
    await page.getByLabel('Publish at').fill(due);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await page
      .getByRole('status')
      .getByText(/Scheduled: the article goes live/)
      .waitFor();
    const scheduledAt = Date.now();
    expect(await text(server.url, '/en/mediaCenter')).not.toContain(EN_TITLE);
    expect(await text(server.url, '/mediaCenter')).not.toContain(ZH_TITLE);

    await expect.poll(() => text(server.url, '/en/mediaCenter'), { timeout: 20_000, interval: 100 }).toContain(EN_TITLE);
    expect(Date.now() - scheduledAt).toBeGreaterThan(3000);
    expect(await text(server.url, '/mediaCenter')).toContain(ZH_TITLE);
    const ids = await page.evaluate(async () => {
      const entryId = location.pathname.split('/').pop();
      const res = await fetch(`/console/api/content/news/${entryId}`, { headers: { language: 'en_US' } });
      const body = (await res.json()) as { data: { versions: Record<string, { id: number }> } };
      return { zh: body.data.versions.zh_CN!.id, en: body.data.versions.en_US!.id };
    });
    const sitemap = await text(server.url, '/sitemap.xml');
    expect(sitemap).toContain(`/mediaCenter/mediaCenterNews/details?id=1&amp;newsId=${ids.zh}</loc>`);
    expect(sitemap).toContain(`/en/mediaCenter/mediaCenterNews/details?id=1&amp;newsId=${ids.en}</loc>`);

    // A reader opens it from the English media centre: the body with its bold sentence and the image.
    const reader = await openPage(browser);
    await reader.page.goto(`${server.url}/en/mediaCenter`);
    await reader.page.getByRole('link', { name: EN_TITLE }).first().click();
    await reader.page.getByRole('heading', { name: EN_TITLE }).waitFor();
    const article = reader.page.locator('article[data-news-id]');
    expect(await article.locator('strong').innerText()).toBe('The retrofit took forty days.');
    await article.locator('.news-rich img[src^="/api/content-media/"][alt="The dock at dawn"]').waitFor();
    await reader.page.context().close();

    await page.reload();
    await page.locator('.state .badge.published').getByText('Published').waitFor();
    expect(await page.getByRole('group', { name: 'English version' }).getByLabel('Title').inputValue()).toBe(EN_TITLE);
    await page.getByRole('group', { name: 'English version' }).locator('strong').getByText('The retrofit took forty days.').waitFor();
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('the editor changes the article, compares it with the saved version in both languages and restores that one', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 1000 } });
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, server.url, 'ed_lin', EDITOR_PASSWORD);
    await page
      .getByRole('link', { name: /Qingdao dock completes|青岛船坞完成/ })
      .first()
      .click();
    const en = page.getByRole('group', { name: 'English version' });
    await en.getByLabel('Title').fill(RENAMED);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await expect.poll(() => text(server.url, '/en/mediaCenter'), { timeout: 10_000, interval: 100 }).toContain(RENAMED);

    await page.getByRole('button', { name: /^History/ }).click();
    await page
      .getByRole('button', { name: /^Compare the version of/ })
      .first()
      .click();
    const english = page.getByRole('table', { name: 'English version' });
    const title = english.getByRole('row', { name: /^Title/ });
    expect(await title.locator('del').innerText()).toBe(EN_TITLE);
    expect(await title.locator('ins').innerText()).toBe(RENAMED);
    // The Chinese version did not change: its title row is not marked.
    expect(
      await page
        .getByRole('table', { name: 'Chinese version' })
        .getByRole('row', { name: /^Title/ })
        .locator('del')
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('status')
      .getByText(/^Restored:/)
      .waitFor();
    expect(await en.getByLabel('Title').inputValue()).toBe(EN_TITLE);
    await en.locator('strong').getByText('The retrofit took forty days.').waitFor();
    await expect.poll(() => text(server.url, '/en/mediaCenter'), { timeout: 10_000, interval: 100 }).not.toContain(RENAMED);
    expect(await text(server.url, '/en/mediaCenter')).toContain(EN_TITLE);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('the editor adds a home banner opening an external address as a draft; it reaches the English home page when published', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 1000 } });
    await signIn(page, server.url, 'ed_lin', EDITOR_PASSWORD);
    await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Banners' }).click();
    await page.getByRole('heading', { name: 'Banners' }).waitFor();
    await page
      .getByRole('button', { name: /^Edit banner/ })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New banner' }).click();
    const form = page.getByRole('form', { name: 'New banner' });
    // The Chinese and English versions side by side; this banner has only the English one.
    await form.getByLabel('Write the Chinese version').uncheck();
    const english = form.getByRole('group', { name: 'English version' });
    await english.getByRole('button', { name: 'Choose an image' }).click();
    await page.getByRole('dialog', { name: 'Choose an image' }).getByRole('button', { name: 'Choose dock.png' }).click();
    await english.getByLabel('On click').selectOption({ label: 'Opens an external address' });
    await english.getByLabel('Address it opens (https://…)').fill('https://partner.example/dual-fuel');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved: not on the site until published').waitFor();
    await page.getByRole('cell', { name: 'https://partner.example/dual-fuel' }).waitFor();
    // A draft: neither the rendered page nor the banner API shows it, even after the pages could have refreshed.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await text(server.url, '/en/')).not.toContain('https://partner.example/dual-fuel');
    expect(await text(server.url, '/en/?fresh=1')).not.toContain('https://partner.example/dual-fuel');
    // Saved, the form edits the item now (its title names it) and offers its publication.
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('status').getByText('Published: it is on the site now').waitFor();
    await expect
      .poll(() => text(server.url, '/en/'), { timeout: 5000, interval: 100 })
      .toContain('href="https://partner.example/dual-fuel"');
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('the editor adds a job position with every field as a draft; the English recruitment page lists it once published', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 1000 } });
    await signIn(page, server.url, 'ed_lin', EDITOR_PASSWORD);
    await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Job positions' }).click();
    await page.getByRole('heading', { name: 'Job positions' }).waitFor();
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New entry' }).click();
    const form = page.getByRole('form', { name: 'New entry' });
    await form.getByLabel('Write the Chinese version').uncheck();
    const english = form.getByRole('group', { name: 'English version' });
    await english.getByLabel('Title').fill('Marine electrician 7Q');
    // The city, category, recruitment, phone and date are the item's, entered once for both languages.
    const shared = form.getByRole('group', { name: 'Both languages' });
    await shared.getByLabel('City').selectOption({ label: 'Ningbo' });
    await shared.getByLabel('Position category').selectOption({ label: 'Production' });
    await shared.getByLabel('Recruitment').selectOption({ label: 'Social recruitment' });
    await shared.getByLabel('Contact phone').fill('0574-8888 0000');
    for (const [field, value] of [
      ['Education', 'Vocational college'],
      ['Work experience', '3 years'],
      ['Salary range', '12k-18k'],
      ['Responsibilities', 'Maintain ship electrical systems.'],
      ['Requirements', 'Electrician certificate.'],
      ['Contact person', 'Ms Wang'],
    ] as const)
      await english.getByLabel(field, { exact: true }).fill(value);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved: not on the site until published').waitFor();
    await page.getByRole('cell', { name: 'Marine electrician 7Q' }).waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await text(server.url, '/en/talentDevelop/social')).not.toContain('Marine electrician 7Q');
    const jobs = await fetch(`${server.url}/api/jobs?pageSize=50`, { headers: { language: 'en_US' } });
    expect(await jobs.text()).not.toContain('Marine electrician 7Q');
    // Saved, the form edits the item now (its title names it) and offers its publication.
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('status').getByText('Published: it is on the site now').waitFor();
    await expect
      .poll(() => text(server.url, '/en/talentDevelop/social'), { timeout: 5000, interval: 100 })
      .toContain('Marine electrician 7Q');
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('the editor changes the site settings; the footer and contact page show them at once, the QR code redrawn', async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1400, height: 1000 } });
    await signIn(page, server.url, 'ed_lin', EDITOR_PASSWORD);
    await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Site settings' }).click();
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByLabel('Phone').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const qrBefore = /src="(\/api\/site-qr\/wechat-[^"]+)"/.exec(await text(server.url, '/'))?.[1];
    expect(qrBefore).toBeTruthy();
    await form.getByLabel('Phone').fill('400-820-7777');
    await form.getByLabel("Address (English; empty: the site's own text)").fill('1 SeaLink Road, Qingdao');
    await form.getByLabel('WeChat official account').fill('https://weixin.qq.com/r/another-account');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Settings saved: the site shows them now').waitFor();
    await expect.poll(() => text(server.url, '/en/contactUs'), { timeout: 5000, interval: 100 }).toContain('400-820-7777');
    expect(await text(server.url, '/en/')).toContain('1 SeaLink Road, Qingdao');
    const home = await text(server.url, '/');
    const qrAfter = /src="(\/api\/site-qr\/wechat-[^"]+)"/.exec(home)?.[1];
    expect(qrAfter).toBeTruthy();
    expect(qrAfter).not.toBe(qrBefore);
    expect((await fetch(`${server.url}${qrAfter}`)).headers.get('content-type')).toContain('image/svg+xml');
    // Drawn by the server from the settings: the structured data and the chat toolbar (the widget keeps the attribute).
    const english = await text(server.url, '/en/');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(english)?.[1] ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ telephone: '400-820-7777', address: { streetAddress: '1 SeaLink Road, Qingdao' } });
    expect(english).toMatch(/<hy-chat locale="en_US" phone="400-820-7777"/);
    await page.goto(`${server.url}/en/`);
    await page.locator('hy-chat [data-tool="phone"]').hover();
    await expect.poll(() => page.evaluate(() => customElements.get('hy-chat') !== undefined), { timeout: 10000 }).toBe(true);
    expect(await page.locator('hy-chat [data-tool="phone"]').getAttribute('aria-label')).toContain('400-820-7777');
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('the recruiter cannot open content, in the console or through its API', async () => {
    const { page, errors } = await openPage(browser);
    await signIn(page, server.url, 'rec_bob', RECRUITER_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Console modules' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Leads inbox']);
    await page.goto(`${server.url}/console/content`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    const statuses = await page.evaluate(async () => {
      const session = (await (await fetch('/console/api/session')).json()) as { data: { csrf: string } };
      const csrf = session.data.csrf;
      const list = await fetch('/console/api/content/news', { headers: { language: 'en_US' } });
      const media = await fetch('/console/api/content/media', { headers: { language: 'en_US' } });
      const create = await fetch('/console/api/content/news', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, language: 'en_US' },
        body: JSON.stringify({ category: 1, coverUrl: '', link: '', versions: { zh_CN: { title: 'x', introduction: '', html: '' } } }),
      });
      return [list.status, media.status, create.status];
    });
    expect(statuses.slice(0, 2)).toEqual([403, 403]);
    expect(statuses[2]).toBe(403);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });
});
