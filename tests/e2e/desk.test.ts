import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { composer, servicePassword, staffEngine, w } from './chat-kit.ts';
import { poll } from './pages-kit.ts';
import { axeViolations } from '../helpers/axe.ts';

/**
 * The customer-service desk in Chromium against the built server: a visitor browses two pages and writes; an agent
 * in the console's conversations module sees the pages, answers with a canned response, adds a note the visitor
 * never sees and resolves; the visitor rates 5 with a comment and the report shows it; a second agent sees the
 * conversation assigned to the first. Outside business hours the visitor leaves an e-mail that reaches the leads inbox.
 */
const AGENT_PASSWORD = 'Harbour-Lantern-7-Tide';

async function consoleApi(base: string, cookie: string, csrf: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/console/api${path}`, {
    method,
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', language: 'en_US' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: unknown }>;
}

/** The admin (first service account) creates agents and a canned response through the console API. */
async function prepare(
  base: string,
  adminPassword: string,
  agents: string[],
  canned?: { shortcut: string; zh: string; en: string },
  labels: { zh: string; en: string; color: string }[] = [],
) {
  const res = await fetch(`${base}/console/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'sealink_service', password: adminPassword }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { data } = (await res.json()) as { data: { csrf: string } };
  for (const userId of agents)
    await consoleApi(base, cookie, data.csrf, 'POST', '/team', { userId, nick: userId, role: 'agent', password: AGENT_PASSWORD });
  if (canned) await consoleApi(base, cookie, data.csrf, 'POST', '/desk/canned', canned);
  for (const label of labels) await consoleApi(base, cookie, data.csrf, 'POST', '/desk/labels', label);
}

async function signInConsole(page: Page, base: string, userId: string, password: string): Promise<void> {
  await page.goto(`${base}/console/`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Console modules' }).getByRole('link', { name: 'Conversations' }).click();
}

/** The visitor's widget: heading for the avatar loads it; a click opens the chat. */
async function loadWidget(page: Page): Promise<void> {
  await w(page, '.hy-tool--avatar').hover();
  await page.waitForFunction(
    () => customElements.get('hy-chat') !== undefined && !document.querySelector('hy-chat')!.hasAttribute('data-facade'),
  );
}

describe('customer-service desk in the browser', () => {
  let browser: Browser;
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  const start = async (env: Record<string, string>) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hy-desk-e2e-'));
    dirs.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, IM_RATE_PER_SECOND: '1000', IM_RATE_BURST: '1000', ...env });
    servers.push(server);
    return { server, password: await servicePassword(server) };
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('an agent sees the pages, answers with a canned response, notes privately and resolves; the visitor rates 5; the report shows it', async () => {
    const { server, password } = await start({ DESK_HOURS: 'always' });
    const canned = { shortcut: 'quote', zh: '我们会在 48 小时内报价', en: 'We will send you a quotation within 48 hours' };
    await prepare(server.url, password, ['agent_ann', 'agent_bob'], canned, [
      { zh: '重要客户', en: 'VIP', color: '#d93025' },
      { zh: '投诉', en: 'Complaint', color: '#5f6368' },
    ]);

    const annOpened = await openPage(browser);
    const ann = annOpened.page;
    await signInConsole(ann, server.url, 'agent_ann', AGENT_PASSWORD);
    // the inbox screen says what it is: one level-1 heading
    await ann.getByRole('heading', { level: 1, name: 'Conversations' }).waitFor();
    await ann.getByText('Online', { exact: true }).waitFor();

    const visitor = (await openPage(browser)).page;
    await visitor.goto(`${server.url}/en/`);
    await loadWidget(visitor);
    // a page read without touching it: the widget never loads there, the page still counts for the desk
    await visitor.goto(`${server.url}/en/webMap`);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    await visitor.goto(`${server.url}/en/contactUs`);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    // the contact form first, before any chat: the desk shows its details beside the chat from this browser
    const enquiry = visitor.locator('form[data-form="enquiry"]');
    await enquiry.getByLabel('Information category').selectOption({ label: 'Business' });
    await enquiry.getByLabel('Company name').fill('Blue Fleet Shipping');
    await enquiry.getByLabel('Your name').fill('Li Wei');
    await enquiry.getByLabel('Email').fill('li.wei@bluefleet.test');
    await enquiry.getByLabel('Requirement description').fill('Ballast pump overhaul for three vessels');
    await enquiry.getByRole('button', { name: 'Submit' }).click();
    await poll(() => visitor.locator('[data-toast="success"]').count(), 'enquiry sent').toBeGreaterThan(0);
    await loadWidget(visitor);
    await w(visitor, '.hy-tool--avatar').click();
    await w(visitor, '[data-testid="desk-bar"]').getByText('Customer service is online').waitFor({ timeout: 10_000 });
    await composer(visitor).fill('Hello, I need a quote for a ballast pump');
    await composer(visitor).press('Enter');

    // the agent: the conversation arrives assigned to them, with the visitor's pages
    await ann.getByRole('button', { name: /Hello, I need a quote/ }).click({ timeout: 15_000 });
    const panel = ann.getByRole('complementary', { name: 'Visitor' });
    await poll(() => panel.locator('.desk-pages li').count(), 'pages of the visit').toBe(3);
    expect(await panel.locator('.desk-pages').innerText()).toMatch(/Contact/i);
    expect(await panel.locator('.desk-pages').innerText()).toMatch(/Site Map/);
    await ann.getByText('assigned to agent_ann').first().waitFor();
    // the enquiry sent from the same browser before the chat: name, e-mail, company and the link to the lead
    expect(await panel.getByLabel('Name', { exact: true }).inputValue()).toBe('Li Wei');
    expect(await panel.getByLabel('E-mail', { exact: true }).inputValue()).toBe('li.wei@bluefleet.test');
    expect(await panel.getByLabel('Company', { exact: true }).inputValue()).toBe('Blue Fleet Shipping');
    expect(await panel.getByRole('link', { name: 'Open the lead' }).getAttribute('href')).toMatch(/\/leads\/enquiry-\d+$/);

    // the waiting conversation counts in the console's tab title until it is answered
    await poll(() => ann.title(), 'console title count').toMatch(/^\(1\) /);

    // a canned response through '/'
    const box = ann.getByPlaceholder('Write a reply; type / for canned responses');
    await box.fill('/quo');
    await ann.getByRole('button', { name: /\/quote/ }).click();
    expect(await box.inputValue()).toBe(canned.en);
    await ann.getByRole('button', { name: 'Send', exact: true }).click();
    await w(visitor, '[data-testid="message"]').getByText(canned.en).waitFor({ timeout: 10_000 });
    await poll(() => ann.title(), 'console title without count').not.toMatch(/^\(/);

    // a private note: shown to staff, never to the visitor
    await ann.getByRole('button', { name: 'Private note', exact: true }).click();
    await ann.getByPlaceholder('Only staff see notes').fill('VIP owner, three vessels');
    await ann.getByRole('button', { name: 'Add note' }).click();
    await ann.locator('.desk-msg--note').getByText('VIP owner, three vessels').waitFor();

    // a label the admin made: the agent sets it on the conversation and filters the inbox by it
    await ann.getByRole('group', { name: 'Labels' }).getByLabel('VIP', { exact: true }).check();
    await ann.locator('.desk-items .label-chip').getByText('VIP').waitFor({ timeout: 10_000 });
    await ann.locator('.desk-filters').getByLabel('Label').selectOption({ label: 'Complaint' });
    await ann.locator('.desk-items').getByText('No conversations').waitFor({ timeout: 10_000 });
    await ann.locator('.desk-filters').getByLabel('Label').selectOption({ label: 'VIP' });
    await ann.locator('.desk-items .label-chip').getByText('VIP').waitFor({ timeout: 10_000 });
    expect(await ann.locator('.desk-items > li').count()).toBe(1);
    await ann.locator('.desk-filters').getByLabel('Label').selectOption({ label: 'Any label' });

    // an order card from a template reaches the visitor as the SPEC order kind
    await ann.getByText('Templates (service card, order, link)').click();
    await ann.getByLabel('Kind').selectOption('order');
    await ann.getByLabel('Title').fill('Ballast pump overhaul kit');
    await ann.getByLabel('Price').fill('¥12,800');
    await ann.getByRole('button', { name: 'Send template' }).click();
    await w(visitor, '[data-kind="order"]').getByText('Ballast pump overhaul kit').waitFor({ timeout: 10_000 });
    expect(await axeViolations(ann)).toEqual([]);

    // a second agent sees it is the first agent's
    const bob = (await openPage(browser)).page;
    await signInConsole(bob, server.url, 'agent_bob', AGENT_PASSWORD);
    await bob.locator('.desk-items').getByText('assigned to agent_ann').waitFor({ timeout: 10_000 });

    // with the chat closed, an answer counts in the visitor's page title until they open it again
    const title = await visitor.title();
    await w(visitor, '.hy-window__close').click();
    await ann.getByRole('button', { name: 'Reply', exact: true }).click();
    await box.fill('Are you still there?');
    await ann.getByRole('button', { name: 'Send', exact: true }).click();
    await poll(() => visitor.title(), 'title count').toBe(`(1) ${title}`);
    await w(visitor, '.hy-tool--avatar').click();
    await poll(() => visitor.title(), 'title back').toBe(title);

    await ann.getByRole('button', { name: 'Resolve' }).click();
    await w(visitor, '[data-kind="evaluate-prompt"]').waitFor({ timeout: 10_000 });
    await w(visitor, '[data-kind="evaluate-prompt"]').getByRole('radio', { name: '5 stars' }).click();
    await w(visitor, '[data-kind="evaluate-prompt"]').getByLabel('Comment (optional)').fill('Fast and precise');
    await w(visitor, '[data-kind="evaluate-prompt"]').getByRole('button', { name: 'Submit rating' }).click();
    await w(visitor, '.hy-rating__done').waitFor();
    expect(await visitor.locator('hy-chat').evaluate((el) => el.shadowRoot!.textContent)).not.toContain('VIP owner');

    await ann.getByRole('link', { name: 'Reports' }).click();
    const row = ann.getByRole('table', { name: /By agent/ }).getByRole('row', { name: /agent_ann/ });
    // the agents' table beside it: ann online with her open conversations
    await ann
      .getByRole('region', { name: 'Agents' })
      .getByRole('row', { name: /agent_ann/ })
      .getByText('Online')
      .waitFor();
    await poll(async () => (await row.count()) && (await row.innerText()), 'report row').toMatch(/5 \(1\)/);
    expect(await axeViolations(ann)).toEqual([]);

    // the widget's own screens, loaded at run time and signed in as the agent herself (never as the inbox: the
    // visitor is not in her list), full-page: the list and the chat view fill the console's content area, with no
    // floating toolbar or window
    const bobChat = await staffEngine(server, 'agent_bob', AGENT_PASSWORD);
    await bobChat.sendMessage(bobChat.createTextMessage({ to: 'agent_ann', conversationType: 'C2C', payload: { text: 'Lunch at noon?' } }));
    await bobChat.destroy();
    await ann.getByRole('link', { name: 'Chat screens' }).click();
    await ann.locator('hy-chat [data-testid="conversation"]').first().waitFor({ timeout: 15_000 });
    expect(await ann.locator('hy-chat [data-testid="conversation"]').count()).toBe(1);
    await ann.locator('hy-chat [data-testid="conversation"]').getByText('agent_bob').first().waitFor();
    expect(await ann.locator('hy-chat .hy-tool--avatar, hy-chat .hy-toolbar, hy-chat .hy-window__header').count()).toBe(0);
    await ann.locator('hy-chat [data-testid="conversation"]').first().click();
    await ann.locator('hy-chat [data-testid="message"]').first().waitFor({ timeout: 15_000 });
    const boxes = await ann.evaluate(() => {
      const rect = (el: Element | null | undefined) => el?.getBoundingClientRect().toJSON() as DOMRect;
      const chat = document.querySelector('hy-chat')!;
      return {
        main: rect(document.querySelector('main')),
        host: rect(document.querySelector('.desk-chat__host')),
        chat: rect(chat.shadowRoot!.querySelector('.hy-window')),
        list: rect(chat.shadowRoot!.querySelector('[data-testid="conversation"]')),
        composer: rect(chat.shadowRoot!.querySelector('.hy-composer__input')),
        position: getComputedStyle(chat.shadowRoot!.querySelector('.hy-window')!).position,
        viewport: { width: innerWidth, height: innerHeight },
      };
    });
    expect(boxes.position).not.toBe('fixed');
    // the chat fills the host, which spans the content area's width and reaches near the viewport's bottom
    expect(Math.abs(boxes.chat.width - boxes.host.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(boxes.chat.height - boxes.host.height)).toBeLessThanOrEqual(2);
    expect(boxes.host.width).toBeGreaterThan(boxes.main.width - 64);
    expect(boxes.host.bottom).toBeGreaterThan(boxes.viewport.height - 80);
    // list and chat view side by side: the composer to the right of the list
    expect(boxes.composer.left).toBeGreaterThanOrEqual(boxes.list.right - 1);
    await ann.context().close();
    await bob.context().close();
    await visitor.context().close();
  });

  it('outside business hours the visitor leaves an e-mail and it appears in the leads inbox', async () => {
    const { server, password } = await start({ DESK_HOURS: 'never', DESK_AWAY_MESSAGE_EN: 'We are closed now; leave your contact' });
    const visitor = (await openPage(browser)).page;
    await visitor.goto(`${server.url}/en/`);
    await loadWidget(visitor);
    await w(visitor, '.hy-tool--avatar').click();
    const bar = w(visitor, '[data-testid="desk-bar"]');
    await bar.getByText('We are closed now; leave your contact').waitFor({ timeout: 10_000 });
    await bar.getByRole('button', { name: 'Leave your phone or e-mail' }).click();
    await bar.getByLabel('Your name').fill('Captain Zhao');
    await bar.getByLabel('E-mail', { exact: true }).fill('zhao@fleet.test');
    await bar.getByLabel('What can we help with?').fill('Dry-dock inspection next month');
    await bar.getByRole('button', { name: 'Send' }).click();
    await bar.getByText('Thank you. We will contact you soon.').waitFor();
    // the visitor writes and is answered with the away message (though no agent has ever opened this desk), then
    // ends the conversation and is asked for a rating
    await composer(visitor).fill('Anyone there?');
    await composer(visitor).press('Enter');
    await w(visitor, '[data-testid="message"][data-status="success"]').getByText('Anyone there?').waitFor({ timeout: 10_000 });
    await w(visitor, '[data-testid="message"]').getByText('We are closed now; leave your contact').waitFor({ timeout: 10_000 });
    visitor.once('dialog', (dialog) => void dialog.accept());
    await bar.getByRole('button', { name: 'End conversation' }).click();
    await bar.getByText('The conversation has ended').waitFor();
    await w(visitor, '[data-kind="evaluate-prompt"]').waitFor({ timeout: 10_000 });

    const admin = (await openPage(browser)).page;
    await signInConsole(admin, server.url, 'sealink_service', password);
    await admin.getByRole('navigation', { name: 'Console modules' }).getByRole('link', { name: 'Leads inbox' }).click();
    await admin.getByText('zhao@fleet.test').waitFor({ timeout: 10_000 });
    expect(await admin.getByRole('row', { name: /Captain Zhao/ }).innerText()).toMatch(/Enquiry/);
    await admin.context().close();
    await visitor.context().close();
  });
});
