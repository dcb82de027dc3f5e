import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../../harness/browser.ts';
import { freePort, startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { axeViolations } from '../helpers/axe.ts';
import { send, txt, w } from './chat-kit.ts';
import { CONTACTS_SECRET, contactRow, findUser, openSection, section, signedInPage, toast } from './contacts-kit.ts';

/**
 * Contacts and starting conversations for signed-in users (SPEC §2, §4, §5, §8), end to end: the built widget on
 * the demo page, the real server process (PGlite), four users in their own Chromium contexts — Alice and Bob in
 * English on desktop, Carol in Chinese on desktop, Dave in Chinese on a phone-sized screen.
 */
describe('chat contacts and start conversation (built widget, real server, several users)', () => {
  let server: ServerProcess;
  let browser: Browser;
  let dataDir: string;
  let alice: Page;
  let bob: Page;
  let carol: Page;
  let dave: Page;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hy-contacts-e2e-'));
    const port = await freePort();
    [server, browser] = await Promise.all([
      startServerProcess({
        DATA_DIR: dataDir,
        PORT: String(port),
        IM_SECRET: CONTACTS_SECRET,
        IM_RATE_PER_SECOND: '1000',
        IM_RATE_BURST: '1000',
      }),
      launchBrowser(),
    ]);
    [alice, bob, carol, dave] = await Promise.all([
      signedInPage(browser, server.url, 'alice', 'en_US'),
      signedInPage(browser, server.url, 'bob', 'en_US'),
      signedInPage(browser, server.url, 'carol', 'zh_CN'),
      signedInPage(browser, server.url, 'dave', 'zh_CN', { width: 390, height: 800 }),
    ]);
  }, 120_000);
  /** With HY_SHOTS=<dir>: screenshots of the screens for a person to look at (and of every page on a failure). */
  const snap = async (page: Page, name: string) => {
    if (process.env.HY_SHOTS) await page.screenshot({ path: `${process.env.HY_SHOTS}/${name}.png` });
  };
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' || !process.env.HY_SHOTS) return;
    for (const [name, page] of Object.entries({ alice, bob, carol, dave }))
      await page.screenshot({ path: `${process.env.HY_SHOTS}/${ctx.task.name.slice(0, 12)}-${name}.png` }).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('contacts screen: the sections toggle on click, with list and detail side by side on desktop', async () => {
    await w(alice, '[data-testid="nav-contacts"]').click();
    for (const id of ['applications', 'blacklist', 'groups', 'friends', 'service']) await section(alice, id).waitFor();
    expect(await w(alice, '.hy-contacts__heading').allTextContents()).toEqual([
      expect.stringContaining('New contacts'),
      expect.stringContaining('Blacklist'),
      expect.stringContaining('My groups'),
      expect.stringContaining('My friends'),
      expect.stringContaining('Customer service'),
    ]);
    await section(alice, 'service').click();
    expect(await section(alice, 'service').getAttribute('aria-expanded')).toBe('true');
    await contactRow(alice, 'service', 'sealink_service').click();
    await w(alice, '[data-testid="user-detail"]').waitFor();
    await snap(alice, 'contacts-desktop-en');
    // desktop: list and detail both visible
    expect(await w(alice, '.hy-contacts__list').isVisible()).toBe(true);
    expect(await w(alice, '.hy-contacts__detail').isVisible()).toBe(true);
    await section(alice, 'service').click(); // reselecting collapses it
    expect(await section(alice, 'service').getAttribute('aria-expanded')).toBe('false');
    expect(await w(alice, '[data-section="service"] [data-testid="contact"]').count()).toBe(0);
    // Chinese texts for Carol
    await w(carol, '[data-testid="nav-contacts"]').click();
    await section(carol, 'service').waitFor();
    expect(await w(carol, '.hy-contacts__heading').allTextContents()).toEqual([
      expect.stringContaining('新的联系人'),
      expect.stringContaining('黑名单'),
      expect.stringContaining('我的群聊'),
      expect.stringContaining('我的好友'),
      expect.stringContaining('在线客服'),
    ]);
    expect(await axeViolations(alice)).toEqual([]);
  });

  it('search by ID: an unknown user shows "That user does not exist" and the list comes back', async () => {
    await w(alice, '[data-testid="contact-search"]').fill('nobody_here');
    await w(alice, '[data-testid="contact-search"]').press('Enter');
    await txt(alice, 'That user does not exist').waitFor();
    await section(alice, 'friends').waitFor();
  });

  it('a friend request accepted: sent ("waiting for verification"), unread count, opening marks read, accept', async () => {
    await findUser(alice, 'bob');
    expect(await w(alice, '[data-testid="relation"]').textContent()).toBe('Not friends');
    await w(alice, '[data-testid="add-wording"]').fill('Hi Bob, Alice from the deck team');
    await w(alice, '[data-testid="add-friend"]').click();
    await expect.poll(() => toast(alice).textContent()).toBe('Friend request sent');
    await w(alice, '[data-testid="waiting"]').waitFor();
    expect(await w(alice, '[data-testid="waiting"]').textContent()).toBe('Waiting for verification');

    // Bob: the unread count on the tab and on 'new contacts'; opening the section marks them read
    await w(bob, '[data-testid="nav-contacts"] .hy-badge').waitFor({ timeout: 10_000 });
    await w(bob, '[data-testid="nav-contacts"]').click();
    expect(await w(bob, '[data-testid="applications-unread"]').textContent()).toBe('1');
    await section(bob, 'applications').click();
    await expect.poll(() => w(bob, '[data-testid="applications-unread"]').count()).toBe(0);
    await contactRow(bob, 'applications', 'alice').click();
    expect(await w(bob, '[data-testid="application"]').textContent()).toContain('Hi Bob, Alice from the deck team');
    await snap(bob, 'application-received-en');
    await w(bob, '[data-testid="accept"]').click();
    await expect.poll(() => toast(bob).textContent()).toBe('Friend added');
    await openSection(bob, 'friends');
    await contactRow(bob, 'friends', 'alice').waitFor();
    await expect.poll(() => w(bob, '[data-testid="relation"]').textContent()).toBe('Friends');
    // Alice's list follows without a reload
    await openSection(alice, 'friends');
    await contactRow(alice, 'friends', 'bob').waitFor({ timeout: 10_000 });
  });

  it('a friend request refused (Chinese): the requester is not a friend and the request is gone', async () => {
    await findUser(carol, 'bob');
    await w(carol, '[data-testid="add-friend"]').click();
    await expect.poll(() => toast(carol).textContent()).toBe('好友申请已发送');
    await w(carol, '[data-testid="waiting"]').waitFor();
    expect(await w(carol, '[data-testid="waiting"]').textContent()).toBe('等待验证');
    await snap(carol, 'application-sent-zh');
    await openSection(bob, 'applications');
    await contactRow(bob, 'applications', 'carol').click();
    await w(bob, '[data-testid="refuse"]').click();
    await expect.poll(() => toast(bob).textContent()).toBe('Refused');
    await expect.poll(() => contactRow(bob, 'applications', 'carol').count()).toBe(0);
    // Carol: her sent request is gone, the add form is back, still not friends
    await w(carol, '[data-testid="add-friend"]').waitFor({ timeout: 10_000 });
    expect(await w(carol, '[data-testid="relation"]').textContent()).toBe('非好友');
    expect(await w(carol, '[data-testid="remark"]').count()).toBe(0); // remark only between friends
  });

  it('remark: at most 96 bytes (Chinese counts 2), SPEC §8 error text', async () => {
    await openSection(alice, 'friends');
    await contactRow(alice, 'friends', 'bob').click();
    await w(alice, '[data-testid="remark"]').fill('船'.repeat(48) + 'a');
    await w(alice, '[data-testid="save-remark"]').click();
    await expect.poll(() => toast(alice).textContent()).toBe('Failed to change remark: remark length must not exceed 96 bytes');
    await w(alice, '[data-testid="remark"]').fill('Bosun Bob');
    await w(alice, '[data-testid="save-remark"]').click();
    await expect.poll(() => toast(alice).textContent()).toBe('Remark changed');
    await contactRow(alice, 'friends', 'Bosun Bob').waitFor();
  });

  it('blacklist: a blacklisted user cannot message you and sees the error; removing restores it', async () => {
    await findUser(bob, 'carol');
    await w(bob, '[data-testid="block"]').click();
    await expect.poll(() => toast(bob).textContent()).toBe('Added to blacklist');
    await openSection(bob, 'blacklist');
    await contactRow(bob, 'blacklist', 'carol').waitFor();
    // Carol starts a one-to-one chat with Bob from the header menu (found by ID: not a friend)
    await w(carol, '[data-testid="start-menu"]').click();
    await w(carol, '[data-testid="start-c2c"]').click();
    await w(carol, '[data-testid="picker-search"]').fill('bob');
    await w(carol, '[data-testid="picker-search"]').press('Enter');
    await w(carol, '[data-testid="picker-done"]:not([disabled])').click();
    await expect.poll(() => w(carol, '[data-testid="chat-title"]').textContent()).toBe('bob');
    await send(carol, 'hello bob');
    await expect.poll(() => toast(carol).textContent()).toBe('消息被拒收：您在对方的黑名单中');
    await snap(carol, 'blacklisted-send-zh');
    await w(bob, '[data-testid="unblock"]').click();
    await expect.poll(() => toast(bob).textContent()).toBe('Removed from blacklist');
    await expect.poll(() => contactRow(bob, 'blacklist', 'carol').count()).toBe(0);
  });

  it('header menu: start a one-to-one chat with a friend (single select), messages arrive', async () => {
    await w(alice, '[data-testid="start-menu"]').click();
    await w(alice, '[data-testid="start-c2c"]').click();
    const picker = w(alice, '[data-testid="friend-picker"]');
    await picker.waitFor();
    expect(await w(alice, '[data-testid="picker-done"]').isDisabled()).toBe(true); // nothing selected yet
    expect(await w(alice, '[data-testid="select-all"]').count()).toBe(0); // single select
    expect(await axeViolations(alice)).toEqual([]);
    await snap(alice, 'picker-c2c-en');
    // Escape closes the dialog (not the chat window) and focus returns to the menu button
    await picker.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);
    expect(await w(alice, '.hy-window').isVisible()).toBe(true);
    expect(await alice.evaluate(() => document.querySelector('hy-chat')!.shadowRoot!.activeElement?.getAttribute('data-testid'))).toBe(
      'start-menu',
    );
    await w(alice, '[data-testid="start-menu"]').click();
    await w(alice, '[data-testid="start-c2c"]').click();
    await picker.getByLabel('Bosun Bob').check();
    await w(alice, '[data-testid="picker-done"]').click();
    // the new conversation's title: the user ID, then the remark once the conversation exists
    await expect.poll(() => w(alice, '[data-testid="chat-title"]').textContent()).toMatch(/^(bob|Bosun Bob)$/);
    await send(alice, 'hi bob, from the contacts');
    await w(bob, '[data-testid="nav-conversations"]').click();
    await w(bob, '[data-testid="conversation"][data-conversation-id="C2Calice"]').click();
    await txt(bob, 'hi bob, from the contacts').waitFor();
    // online dot (display-online-status on, subscribed): Bob is online for Alice
    await expect
      .poll(() => w(alice, '[data-conversation-id="C2Cbob"] [data-testid="online-dot"]').getAttribute('data-online'), { timeout: 10_000 })
      .toBe('true');
  });

  it('header menu: start a group chat picking members, create the group, everyone sees it', async () => {
    await w(alice, '[data-testid="start-menu"]').click();
    await w(alice, '[data-testid="start-group"]').click();
    await w(alice, '[data-testid="picker-search"]').fill('dave');
    await w(alice, '[data-testid="picker-search"]').press('Enter');
    // two selectable users: select all appears and picks both
    await w(alice, '[data-testid="select-all"]').check();
    expect(await w(alice, '[data-testid="picker-done"]').textContent()).toBe('Done (2)');
    await snap(alice, 'picker-group-en');
    await w(alice, '[data-testid="picker-done"]').click();
    const dialog = w(alice, '[data-testid="create-group"]');
    await dialog.waitFor();
    expect(await w(alice, '[data-testid="group-confirm"]').isDisabled()).toBe(true); // name empty
    expect(await dialog.textContent()).toContain('2-20 characters');
    await snap(alice, 'create-group-en');
    expect(await axeViolations(alice)).toEqual([]);
    await w(alice, '[data-testid="group-type"]').selectOption('Community');
    expect(await w(alice, '[data-testid="group-id"]').count()).toBe(0); // no groupID for Community
    // the chosen type's SPEC §6 rules are listed under the picker
    expect(await w(alice, '[data-testid="group-type-rules"]').textContent()).toContain('Up to 100,000 members');
    await w(alice, '[data-testid="group-type"]').selectOption('Private');
    expect(await w(alice, '[data-testid="group-type-rules"]').textContent()).toContain('Nobody can be muted');
    await w(alice, '[data-testid="group-name"]').fill('Deck crew');
    // a notice over 150 characters is refused before sending, in the user's language
    await w(alice, '[data-testid="group-notification"]').fill('n'.repeat(151));
    expect(await w(alice, '[data-testid="group-confirm"]').isDisabled()).toBe(true);
    expect(await w(alice, '[data-testid="group-notification-hint"]').textContent()).toBe(
      'Group notice exceeds the limit, maximum length is 150',
    );
    await w(alice, '[data-testid="group-notification"]').fill('Muster at 08:00 on deck 2');
    await w(alice, '[data-testid="group-introduction"]').fill('The deck crew of the Sea Lion');
    // the avatar goes through the checked upload; the preview shows the server's copy
    const face = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#1a5090' } })
      .png()
      .toBuffer();
    await w(alice, '[data-testid="group-avatar"]').setInputFiles({ name: 'deck.png', mimeType: 'image/png', buffer: face });
    const preview = w(alice, '[data-testid="group-avatar-preview"]');
    await preview.waitFor({ timeout: 10_000 });
    expect(await preview.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/im\/files\/[A-Za-z0-9_-]+$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    await w(alice, '[data-testid="group-confirm"]').click();
    await expect.poll(() => w(alice, '[data-testid="chat-title"]').textContent(), { timeout: 10_000 }).toBe('Deck crew');
    // the group was made with its notice and introduction
    await w(alice, '[data-testid="group-entry"]').click();
    await expect.poll(() => w(alice, '[data-testid="group-notice-preview"]').textContent()).toBe('Muster at 08:00 on deck 2');
    await w(alice, '[data-testid="group-panel"] [role="tab"]:text-is("Profile")').click();
    await w(alice, '[data-testid="group-panel"] dd:text-is("The deck crew of the Sea Lion")').waitFor();
    await alice.keyboard.press('Escape');
    await w(alice, '[data-testid="group-panel"]').waitFor({ state: 'detached' });
    await send(alice, 'welcome aboard');
    await w(bob, '[data-testid="conversation"]').filter({ hasText: 'Deck crew' }).click();
    await txt(bob, 'welcome aboard').waitFor();
    // Dave (mobile, Chinese) sees the group in his conversations and under 'my groups'
    await w(dave, '[data-testid="conversation"]').filter({ hasText: 'Deck crew' }).waitFor({ timeout: 10_000 });
    await w(dave, '[data-testid="nav-contacts"]').click();
    await openSection(dave, 'groups');
    await contactRow(dave, 'groups', 'Deck crew').waitFor({ timeout: 10_000 });
    await snap(dave, 'contacts-mobile-zh');
  });

  it('create an AVChatRoom: the creator is in it and sees it under my groups', async () => {
    await w(alice, '[data-testid="start-menu"]').click();
    await w(alice, '[data-testid="start-group"]').click();
    await w(alice, '[data-testid="friend-picker"]').getByLabel('Bosun Bob').check();
    await w(alice, '[data-testid="picker-done"]').click();
    await w(alice, '[data-testid="group-type"]').selectOption('AVChatRoom');
    await w(alice, '[data-testid="group-name"]').fill('Live deck');
    await w(alice, '[data-testid="group-confirm"]').click();
    await expect.poll(() => toast(alice).textContent()).toBe('Group created');
    await expect.poll(() => w(alice, '[data-testid="chat-title"]').textContent(), { timeout: 10_000 }).toBe('Live deck');
    await w(alice, '[data-testid="nav-contacts"]').click();
    await openSection(alice, 'groups');
    await contactRow(alice, 'groups', 'Live deck').click();
    expect(await w(alice, '[data-testid="group-detail"]').textContent()).toContain('Live group · Members: 1');
  });

  it('delete friend: gone from both friend lists, no longer friends', async () => {
    await w(alice, '[data-testid="nav-contacts"]').click();
    await openSection(alice, 'friends');
    await contactRow(alice, 'friends', 'Bosun Bob').click();
    // asked first: dismissing keeps the friend
    const asked: string[] = [];
    alice.once('dialog', (d) => void (asked.push(d.message()), d.dismiss()));
    await w(alice, '[data-testid="delete-friend"]').click();
    await expect.poll(() => asked).toEqual(['Delete Bosun Bob from your friends? You will also be removed from their list.']);
    expect(await contactRow(alice, 'friends', 'Bosun Bob').count()).toBe(1);
    alice.once('dialog', (d) => void d.accept());
    await w(alice, '[data-testid="delete-friend"]').click();
    await expect.poll(() => toast(alice).textContent()).toBe('Friend deleted');
    await expect.poll(() => contactRow(alice, 'friends', 'Bosun Bob').count()).toBe(0);
    await w(bob, '[data-testid="nav-contacts"]').click();
    await openSection(bob, 'friends');
    await expect.poll(() => contactRow(bob, 'friends', 'alice').count(), { timeout: 10_000 }).toBe(0);
  });

  it('mobile: one pane at a time and a single "start conversation" entry', async () => {
    expect(await w(dave, '[data-testid="start-menu"]').textContent()).toBe('发起会话');
    // list only, no detail pane until a contact is chosen
    expect(await w(dave, '.hy-contacts__detail').count()).toBe(0);
    await contactRow(dave, 'groups', 'Deck crew').click();
    await w(dave, '[data-testid="group-detail"]').waitFor();
    await snap(dave, 'detail-mobile-zh');
    expect(await w(dave, '.hy-contacts__list').count()).toBe(0);
    await w(dave, '.hy-contacts__back').click();
    await w(dave, '.hy-contacts__list').waitFor();
    await w(dave, '[data-testid="start-menu"]').click();
    expect(await w(dave, '[role="menuitem"]').allTextContents()).toEqual(['发起单聊', '发起群聊', '我的资料']);
    await snap(dave, 'start-menu-mobile-zh');
    await w(dave, '[role="menu"]').press('Escape');
    expect(await w(dave, '[role="menu"]').count()).toBe(0);
    await w(dave, '[data-testid="start-menu"]').click();
    await w(dave, '[role="menu"]').waitFor();
    await w(dave, '.hy-contacts__list').click({ position: { x: 200, y: 500 } }); // a press outside closes it too
    await expect.poll(() => w(dave, '[role="menu"]').count()).toBe(0);
    expect(await axeViolations(dave)).toEqual([]);
    // official mode: no user search
    await dave.evaluate(() => document.querySelector('hy-chat')!.setAttribute('official', ''));
    await expect.poll(() => w(dave, '[data-testid="contact-search"]').isDisabled()).toBe(true);
    await dave.evaluate(() => document.querySelector('hy-chat')!.removeAttribute('official'));
    await expect.poll(() => w(dave, '[data-testid="contact-search"]').isDisabled()).toBe(false);
  });

  it('online dots follow the peer: offline once Bob leaves', async () => {
    await w(alice, '[data-testid="nav-conversations"]').click();
    const dot = w(alice, '[data-conversation-id="C2Cbob"] [data-testid="online-dot"]');
    expect(await dot.getAttribute('data-online')).toBe('true');
    await bob.context().close();
    await expect.poll(() => dot.getAttribute('data-online'), { timeout: 15_000 }).toBe('false');
  });
});
