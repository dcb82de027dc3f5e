import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { api, poll, axeViolations, waitForPage } from './pages-kit.ts';

/** A real PDF (the site's own conduct code) as the resume. */
const PDF = readFileSync('site/public/downloads/business-conduct-code-en.pdf');

/** Texts of the toasts shown so far (newest last). */
const toasts = (page: Page) => page.locator('[data-toast] .toast__text').allInnerTexts();
async function expectToast(page: Page, text: string, type?: string): Promise<void> {
  if (!type) await poll(() => toasts(page)).toContain(text);
  else await poll(() => page.locator(`[data-toast="${type}"] .toast__text`).allInnerTexts()).toContain(text);
}
const fieldError = (page: Page, scope: string, field: string) => page.locator(`${scope} [data-field$="${field}"] .form-field__error`);

describe('site forms in the browser (built site, real server)', () => {
  const site = useSite({ FORMS_RATE_LIMIT: '1000' });

  const enquiryCases = [
    {
      locale: 'zh_CN',
      path: '/contactUs',
      category: '业务咨询',
      texts: {
        category: '请选择信息类别',
        basic: '请填写基本信息',
        telOrEmail: '请填写电话或邮箱',
        email: '您输入的邮箱有误，请重新输入',
        success: '信息提交成功，我们将在24小时内与您联系',
      },
      labels: { category: '信息类别', name: '您的姓名', phone: '电话', email: '邮箱', requirement: '需求描述', submit: '提交' },
    },
    {
      locale: 'en_US',
      path: '/en/contactUs',
      category: 'Business',
      texts: {
        category: 'Please choose an information category',
        basic: 'Please fill in basic information',
        telOrEmail: 'Choose tel or email',
        email: 'The email you entered is incorrect, please re-enter',
        success: 'Information submitted successfully, we will contact you within 24 hours',
      },
      labels: {
        category: 'Information category',
        name: 'Your name',
        phone: 'Phone',
        email: 'Email',
        requirement: 'Requirement description',
        submit: 'Submit',
      },
    },
  ] as const;

  for (const c of enquiryCases) {
    it(`${c.locale}: the enquiry form rejects bad input in the browser and sends a good one`, async () => {
      const { page, errors } = await openPage(site.browser);
      const sent: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/enquiries') && sent.push(r.postData() ?? ''));
      await page.goto(`${site.server.url}${c.path}`);
      await waitForPage(page);
      const form = page.locator('form[data-form="enquiry"]');
      await form.getByRole('button', { name: c.labels.submit }).click();
      await expectToast(page, c.texts.category, 'warning');
      await poll(() => fieldError(page, '[data-form="enquiry"]', 'category').innerText()).toBe(c.texts.category);
      await poll(() => fieldError(page, '[data-form="enquiry"]', 'phone').innerText()).toBe(c.texts.telOrEmail);
      expect(await form.getByLabel(c.labels.category).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await form.getByLabel(c.labels.category).getAttribute('aria-invalid')).toBe('true');

      await form.getByLabel(c.labels.category).selectOption({ label: c.category });
      await form.getByLabel(c.labels.name).fill('Li Lei');
      await form.getByRole('button', { name: c.labels.submit }).click();
      await expectToast(page, c.texts.telOrEmail, 'warning');

      await form.getByLabel(c.labels.email).fill('li.lei@example');
      await form.getByRole('button', { name: c.labels.submit }).click();
      await expectToast(page, c.texts.email, 'warning');
      expect(sent).toEqual([]); // nothing left the browser so far

      await form.getByLabel(c.labels.email).fill('li.lei@example.com');
      await form.getByLabel(c.labels.requirement).fill('Main engine overhaul at Qingdao anchorage');
      await form.getByRole('button', { name: c.labels.submit }).click();
      await expectToast(page, c.texts.success, 'success');
      expect(sent).toHaveLength(1);
      expect(JSON.parse(sent[0]!)).toMatchObject({ category: 'business', name: 'Li Lei', email: 'li.lei@example.com', website: '' });
      await poll(() => form.getByLabel(c.labels.email).inputValue()).toBe('');
      // toasts: role by type, gone after 3000 ms
      expect(await page.locator('[data-toast="success"]').last().getAttribute('role')).toBe('status');
      expect(await page.locator('[data-toast="warning"]').first().getAttribute('role')).toBe('alert');
      await poll(() => page.locator('[data-toast]').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('the honeypot is out of sight and out of the tab order', async () => {
    const { page } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/contactUs`);
    await waitForPage(page);
    const trap = page.locator('form[data-form="enquiry"] input[name="website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width < 0 || box.width <= 1).toBe(true);
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Tabbing through the form never lands on it.
    await page.locator('form[data-form="enquiry"] select').focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe('website');
    }
    await page.context().close();
  });

  it('sales-agent application on the supply-chain page (English): basic information, tel or email, success', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/bussiness/supplyChainManagement`);
    await waitForPage(page);
    const form = page.locator('[data-form="salesAgent"]');
    await form.getByRole('button', { name: 'Apply as a sales agent' }).click();
    await expectToast(page, 'Please fill in basic information', 'warning');
    await form.getByLabel('Company name').fill('Harbour Supplies Pte');
    await form.getByLabel('Customer name').fill('Tan Wei');
    await form.getByRole('button', { name: 'Apply as a sales agent' }).click();
    await expectToast(page, 'Choose tel or email', 'warning');
    await form.getByLabel('Phone').fill('+65 6123 4567');
    await form.getByRole('button', { name: 'Apply as a sales agent' }).click();
    await expectToast(page, 'We would contact you as soon as possible after submission', 'success');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('demo-video and energy-efficiency trial requests on the digital products page (Chinese)', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/bussiness/shipDigitalizationProduct`);
    await waitForPage(page);
    for (const [kind, button] of [
      ['demoVideo', '获取演示'],
      ['energyTrial', '申请免费试用'],
    ] as const) {
      const form = page.locator(`[data-form="${kind}"]`);
      await form.getByLabel('公司名称').fill('远洋航运');
      await form.getByLabel('客户姓名').fill('王经理');
      await form.getByLabel('邮箱').fill('wang@');
      await form.getByRole('button', { name: button }).click();
      await expectToast(page, '您输入的邮箱有误，请重新输入', 'warning');
      await form.getByLabel('邮箱').fill('wang@ocean.example');
      await form.getByRole('button', { name: button }).click();
      await poll(async () => (await toasts(page)).filter((t) => t === '提交后我们会尽快与您联系').length).toBeGreaterThanOrEqual(
        kind === 'demoVideo' ? 1 : 2,
      );
      await poll(() => form.getByLabel('公司名称').inputValue()).toBe('');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resume (English): file, type, size, basic information and city rules in the browser; the server’s content check; upload progress and success', async () => {
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/talentDevelop/submitResume`);
    await waitForPage(page);
    const form = page.locator('form[data-form="resume"]');
    const submit = () => form.getByRole('button', { name: 'Submit resume' }).click();
    const file = form.locator('input[type="file"]');

    await submit();
    await expectToast(page, 'Please choose a resume file', 'warning');
    await file.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('my cv') });
    await submit();
    await expectToast(page, 'Please select a file in doc/docx/pdf format', 'warning');
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]) });
    await submit();
    await expectToast(page, 'File size does not exceed 6MB', 'warning');

    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await submit();
    await expectToast(page, 'Please fill in basic information', 'warning');
    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Mobile number').fill('1380013800012345');
    expect(await form.getByLabel('Mobile number').inputValue()).toBe('13800138000'); // 11 digits at most
    await form.getByLabel('Current city of residence').fill('Qingdao');
    await submit();
    await expectToast(page, 'Name must be 2-10 characters', 'warning');
    await form.getByLabel('Name').fill('Alex Chen');
    await submit();
    await expectToast(page, 'Please choose your preference city', 'warning');
    await form.getByLabel('Preferred city').selectOption('singapore');

    // A text file named .pdf passes the browser's name check; the server checks the content and refuses it.
    await file.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
    await submit();
    await expectToast(page, 'Please select a file in doc/docx/pdf format', 'error');
    await poll(() => fieldError(page, '[data-form="resume"]', 'resume').innerText()).toBe('Please select a file in doc/docx/pdf format');

    await file.setInputFiles({
      name: 'Alex Chen CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]),
    });
    await page.evaluate(() => {
      const w = window as unknown as { progressSeen: boolean };
      w.progressSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('form[data-form="resume"] progress')) w.progressSeen = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await submit();
    await expectToast(page, 'Successfully', 'success');
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(true);
    await poll(() => form.getByLabel('Name').inputValue()).toBe('');
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.context().close();
  });

  it('apply dialog (Chinese): opens from the position, traps focus, closes on Escape, and sends an application', async () => {
    const jobs = await api<{ records: { id: number; title: string }[] }>(site.server.url, 'zh_CN', '/api/jobs?mode=1&pageSize=1');
    const job = jobs.records[0]!;
    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/talentDevelop/social?jobId=${job.id}`);
    await waitForPage(page);
    const apply = page.getByRole('button', { name: '立即申请' });
    await apply.click();
    const dialog = page.getByRole('dialog', { name: `申请职位：${job.title}` });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => dialog.isVisible()).toBe(false);
    expect(await apply.evaluate((el) => el === document.activeElement)).toBe(true);

    await apply.click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByLabel('姓名').fill('李明');
    await dialog.getByLabel('手机号码').fill('13900000000');
    await dialog.getByLabel('现居住城市').fill('上海');
    await dialog.getByRole('button', { name: '提交简历' }).click();
    await expectToast(page, '请选择意向城市', 'warning');
    await dialog.getByLabel('意向城市').selectOption({ label: '青岛' });
    await dialog.getByRole('button', { name: '提交简历' }).click();
    await expectToast(page, '提交成功', 'success');
    await poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
