import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { axeViolations } from '../helpers/axe.ts';
import { startSmtp } from '../helpers/smtp.ts';
import type { LocalSmtp } from '../helpers/smtp.ts';
import { poll, rawKeysOn, waitForPage } from './pages-kit.ts';

/**
 * The staff console in Chromium against the built server: visitors' leads reach the right staff (and their
 * mailbox), sales and recruiters handle them, an admin creates a recruiter who cannot open what recruiters may
 * not; axe on the main screens; no console code on public pages.
 */
const PDF = Buffer.from(await readFile('site/public/downloads/business-conduct-code-en.pdf'));
const SALES_PASSWORD = 'Harbour-Lantern-7-Tide';
const RECRUITER_PASSWORD = 'Quiet-Compass-2041-x';

/** The console's own 401 before sign-in is expected; any other console error is not. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('401'));

async function signIn(page: Page, base: string, userId: string, password: string): Promise<void> {
  await page.goto(`${base}/console/`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('staff console in the browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let smtp: LocalSmtp;
  let adminPassword: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    [server, browser] = await Promise.all([
      startServerProcess({
        FORMS_RATE_LIMIT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEADS_NOTIFY_SALES_TO: 'sales-team@sealink.test',
        LEADS_NOTIFY_JOBS_TO: 'hr@sealink.test',
        LEADS_NOTIFY_SECONDS: '1',
      }),
      launchBrowser(),
    ]);
    adminPassword = /"password":"([^"]+)"/.exec(server.output())?.[1] ?? '';
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('a visitor sends an enquiry and a job application; the teams get an e-mail; no console code loads on public pages', async () => {
    const { page } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/en/contactUs`);
    await waitForPage(page);
    const enquiry = page.locator('form[data-form="enquiry"]');
    await enquiry.getByLabel('Information category').selectOption({ label: 'Business' });
    await enquiry.getByLabel('Your name').fill('Li Lei');
    await enquiry.getByLabel('Email').fill('li.lei@example.com');
    await enquiry.getByLabel('Requirement description').fill('Main engine overhaul at Qingdao anchorage');
    await enquiry.getByRole('button', { name: 'Submit' }).click();
    await poll(() => page.locator('[data-toast="success"]').count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/en/talentDevelop/submitResume`);
    await waitForPage(page);
    const resume = page.locator('form[data-form="resume"]');
    await resume.locator('input[type="file"]').setInputFiles({ name: 'Alex Chen CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await resume.getByLabel('Name').fill('Alex Chen');
    await resume.getByLabel('Mobile number').fill('13800138000');
    await resume.getByLabel('Current city of residence').fill('Qingdao');
    await resume.getByLabel('Preferred city').selectOption('singapore');
    await resume.getByRole('button', { name: 'Submit resume' }).click();
    await poll(() => page.locator('[data-toast="success"]').count()).toBeGreaterThan(0);
    expect(requested.filter((p) => p.startsWith('/console'))).toEqual([]);
    expect(await page.content()).not.toContain('/console');
    await page.context().close();

    await poll(() => smtp.mails.length, 'notification e-mails').toBe(2);
    const toSales = smtp.mails.find((m) => m.to.includes('sales-team@sealink.test'));
    const toHr = smtp.mails.find((m) => m.to.includes('hr@sealink.test'));
    expect(toSales?.data).toContain('Li Lei');
    expect(toSales?.data).toContain('/console/leads/enquiry-1');
    expect(toHr?.data).toContain('Alex Chen');
  });

  it("serves the console with the site documents' CSP (no inline script allowed), unindexed, and its API only under a session", async () => {
    const res = await fetch(`${server.url}/console/leads`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await res.text()).toContain('/console/assets/');
    expect((await fetch(`${server.url}/console/api/nothing-here`)).status).toBe(404);
    expect((await fetch(`${server.url}/console/api/leads`)).status).toBe(401);
  });

  it('an admin creates a sales account and a recruiter account (the team screen passes axe)', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${server.url}/console/`);
    await page.getByRole('heading', { name: '员工登录' }).waitFor();
    await expectAxeClean(page);
    await signIn(page, server.url, 'sealink_service', adminPassword);
    await page.getByRole('navigation', { name: 'Console modules' }).getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    await page.getByRole('cell', { name: 'sealink_service', exact: true }).waitFor();
    await expectAxeClean(page);
    const create = page.getByRole('form', { name: 'New staff account' });
    for (const [userId, role, password] of [
      ['sales_amy', 'Sales', SALES_PASSWORD],
      ['rec_bob', 'Recruiter', RECRUITER_PASSWORD],
    ] as const) {
      await create.getByLabel('User ID').fill(userId);
      await create.getByLabel('Display name').fill(userId === 'rec_bob' ? 'Bob' : 'Amy');
      await create.getByLabel('Role').selectOption({ label: role });
      await create.getByLabel('First password (optional)').fill(password);
      await create.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('status').getByText(`Account ${userId} created`).waitFor();
    }
    expect(await page.getByRole('combobox', { name: 'Role of rec_bob' }).inputValue()).toBe('recruiter');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('cell', { name: 'rec_bob', exact: true }).first().waitFor();
    await expectAxeClean(page);
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('a sales user sees the enquiry, changes its status, adds a note and exports the CSV', async () => {
    const { page, errors } = await openPage(browser, { acceptDownloads: true });
    await signIn(page, server.url, 'sales_amy', SALES_PASSWORD);
    await page.getByRole('heading', { name: 'Leads inbox' }).waitFor();
    await page.getByRole('link', { name: 'Li Lei' }).waitFor();
    expect(await page.getByRole('link', { name: 'Alex Chen' }).count()).toBe(0);
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Li Lei' }).click();
    await page.getByRole('heading', { name: /Li Lei/ }).waitFor();
    await expect.poll(() => page.getByText('Main engine overhaul at Qingdao anchorage').count()).toBeGreaterThan(0);
    // coded fields by their names, not as stored
    const facts = async () =>
      Object.fromEntries((await page.locator('.detail dl > div').allInnerTexts()).map((d) => d.split('\n') as [string, string]));
    expect(await facts()).toMatchObject({ 'Enquiry category': 'Business', Language: 'English' });
    await page.getByLabel('Status').selectOption({ label: 'In progress' });
    await page.getByLabel('Assignee').selectOption('sales_amy');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await page.getByLabel('New note').fill('Called back; <script>alert(1)</script> quote by Friday');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Called back; <script>alert(1)</script> quote by Friday').waitFor();
    await expectAxeClean(page);

    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    await page.getByLabel('Status').selectOption({ label: 'In progress' });
    await page.getByRole('button', { name: 'Filter' }).click();
    // the count was 1 before the filter too (sales see only their kinds): wait for the filter's URL first
    await page.waitForURL(/status=inProgress/);
    await poll(() => page.getByRole('status').innerText()).toBe('1 in total');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"enquiry-1","enquiry","inProgress","sales_amy"');
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('the recruiter sees the application, downloads the résumé, and cannot open the team screen or enquiries', async () => {
    const { page, errors } = await openPage(browser, { acceptDownloads: true });
    await signIn(page, server.url, 'rec_bob', RECRUITER_PASSWORD);
    await page.getByRole('link', { name: 'Alex Chen' }).waitFor();
    expect(await page.getByRole('link', { name: 'Li Lei' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Console modules' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Leads inbox']);
    expect(await page.getByLabel('Kind').locator('option').allInnerTexts()).toEqual(['All', 'Job application']);

    await page.getByRole('link', { name: 'Alex Chen' }).click();
    await page.getByRole('heading', { name: /Alex Chen/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Erase this person' }).count()).toBe(0);
    const facts = async () =>
      Object.fromEntries((await page.locator('.detail dl > div').allInnerTexts()).map((d) => d.split('\n') as [string, string]));
    expect(await facts()).toMatchObject({ 'Current city': 'Qingdao', 'Preferred city': 'Singapore' });
    await page.getByLabel('Status').selectOption({ label: 'Done' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    await page.getByLabel('New note').fill('Strong profile, invite to interview');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Strong profile, invite to interview').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download résumé/ }).click()]);
    expect(download.suggestedFilename()).toBe('Alex Chen CV.pdf');
    expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);

    await page.goto(`${server.url}/console/team`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await page.goto(`${server.url}/console/leads/enquiry-1`);
    await page.getByRole('alert').getByText('Your role may not do this').waitFor();
    const apiStatus = await page.evaluate(
      async () => (await fetch('/console/api/leads?kind=enquiry', { headers: { language: 'en_US' } })).status,
    );
    expect(apiStatus).toBe(403);
    expect(unexpected(errors.filter((e) => !e.includes('403')))).toEqual([]);
    await page.context().close();
  });

  it('switches to Chinese and keeps the choice; every screen has its texts in both languages', async () => {
    const { page, errors } = await openPage(browser);
    await signIn(page, server.url, 'sealink_service', adminPassword);
    for (const path of ['/console/leads', '/console/leads/enquiry-1', '/console/team', '/console/audit', '/console/password']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('main h1').first().waitFor();
      expect(await rawKeysOn(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('navigation', { name: '后台模块' }).getByRole('link', { name: '线索收件箱' }).click();
    await page.getByRole('heading', { name: '线索收件箱' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '线索收件箱' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    for (const path of ['/console/leads', '/console/leads/enquiry-1', '/console/team', '/console/audit', '/console/password']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('main h1').first().waitFor();
      expect(await rawKeysOn(page), path).toEqual([]);
    }
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('an admin erases a lead on request after a confirmation; the audit log names it (others see no Erase)', async () => {
    const { page, errors } = await openPage(browser);
    await signIn(page, server.url, 'sealink_service', adminPassword);
    await page.goto(`${server.url}/console/leads/enquiry-1`);
    await page.getByRole('heading', { name: /Li Lei/ }).waitFor();
    await page.getByRole('button', { name: 'Erase this person' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Erase this person' }).click();
    await page.getByRole('button', { name: 'Yes, erase everything' }).click();
    await page.getByRole('heading', { name: 'Leads inbox' }).waitFor();
    await page.getByRole('link', { name: 'Alex Chen' }).waitFor();
    expect(await page.getByRole('link', { name: 'Li Lei' }).count()).toBe(0);
    await page.goto(`${server.url}/console/audit`);
    await page.getByText('Erased a lead and its chats on request').first().waitFor();
    expect(unexpected(errors)).toEqual([]);
    await page.context().close();
  });

  it('signs out: the session is gone', async () => {
    const { page } = await openPage(browser);
    await signIn(page, server.url, 'sales_amy', SALES_PASSWORD);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/console/api/leads')).status)).toBe(401);
    await page.context().close();
  });
});
