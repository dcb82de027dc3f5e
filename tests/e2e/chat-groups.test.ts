import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { signUserSig } from '../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import { axeViolations } from '../helpers/axe.ts';
import { composer, send, txt, w } from './chat-kit.ts';

/**
 * Groups in the widget (SPEC §2, §4, §6): signed-in users on the demo page, several of them in their own
 * Chromium contexts, on the real server. A group that needs approval: join by ID, the application banner, an
 * admin agrees; a muted member; notice and name edits; ownership transferred; the group dismissed. Desktop in
 * Chinese, a phone in English.
 */
const SECRET = 'e2e-groups-secret';
const TEXT = {
  zh_CN: {
    joinOpen: '+ 加入群聊',
    waiting: '等待管理员同意',
    banner: '1 条入群申请，点击处理',
    agree: '同意',
    agreed: '已同意',
    muted: '您已被管理员禁言',
    manage: '群管理',
    notice: '群公告',
    profile: '群资料',
    edit: '编辑',
    save: '保存',
    dismiss: '解散群聊',
    noticeChanged: '群公告已修改',
    nameChanged: '群名称已修改',
  },
  en_US: {
    joinOpen: '+ Join a group',
    waiting: 'Waiting for admin approval',
    banner: '1 group join applications, tap to handle',
    agree: 'Agree',
    agreed: 'Agreed',
    muted: 'You have been muted by the admin',
    manage: 'Manage',
    notice: 'Notice',
    profile: 'Profile',
    edit: 'Edit',
    save: 'Save',
    dismiss: 'Dismiss group',
    noticeChanged: 'Group notice changed',
    nameChanged: 'Group name changed',
  },
} as const;

const CASES = [
  { name: 'desktop, Chinese', locale: 'zh_CN', mobile: false },
  { name: 'phone, English', locale: 'en_US', mobile: true },
] as const;

describe('chat widget: groups for signed-in users (real server, Chromium)', () => {
  let server: ServerProcess;
  let browser: Browser;
  const engines: SelfHostedChat[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServerProcess({ IM_SECRET: SECRET, IM_RATE_PER_SECOND: '1000', IM_RATE_BURST: '1000' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await Promise.all(engines.map((e) => e.destroy()));
    await browser?.close();
    await server?.stop();
  });

  /** A user signed in on the demo page (the signature the host page would hand over), the chat window open. */
  async function signIn(userID: string, locale: string, mobile: boolean): Promise<Page> {
    const { page } = await openPage(browser, mobile ? { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true } : {});
    const credentials = JSON.stringify({ userID, userSig: signUserSig(userID, SECRET, 3600) });
    await page.addInitScript((value) => sessionStorage.setItem('hy-chat-staff', value), credentials);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${server.url}/demo/?locale=${locale}`);
    await page.evaluate(() => {
      (document.querySelector('hy-chat') as HTMLElement & { open: boolean }).open = true;
    });
    await w(page, '.hy-conv-list').waitFor({ timeout: 30_000 });
    return page;
  }

  async function engineFor(userID: string): Promise<SelfHostedChat> {
    const engine = new SelfHostedChat({ serverUrl: server.url, trackConversations: false });
    await engine.login({ userID, userSig: signUserSig(userID, SECRET, 3600) });
    engines.push(engine);
    return engine;
  }

  const conversation = (page: Page, groupID: string) => w(page, `[data-conversation-id="GROUP${groupID}"]`);
  const panel = (page: Page) => w(page, '[data-testid="group-panel"]');
  const tab = (page: Page, name: string) => w(page, `[role="tab"]:text-is("${name}")`);

  async function openGroup(page: Page, groupID: string): Promise<void> {
    await conversation(page, groupID).waitFor({ timeout: 10_000 });
    await conversation(page, groupID).click();
    await w(page, '[data-testid="group-entry"]').waitFor();
  }

  for (const c of CASES) {
    describe(c.name, () => {
      const T = TEXT[c.locale];
      const p = c.mobile ? 'm' : 'd';
      const [ownerID, adminID, applicantID] = [`${p}_owner`, `${p}_admin`, `${p}_applicant`];
      let owner: Page;
      let admin: Page;
      let applicant: Page;
      let groupID = '';

      beforeAll(async () => {
        // the group is made by the owner's other device (the create-group dialog is another screen)
        const ownerEngine = await engineFor(ownerID);
        await engineFor(adminID);
        await engineFor(applicantID);
        const created = await ownerEngine.createGroup({
          name: 'Dock crew',
          type: 'Public',
          joinOption: 'NeedPermission',
          memberList: [adminID],
        });
        groupID = (created.data as { group: { groupID: string } }).group.groupID;
        await ownerEngine.setGroupMemberRole({ groupID, userID: adminID, role: 'Admin' });
        [owner, admin, applicant] = await Promise.all([
          signIn(ownerID, c.locale, c.mobile),
          signIn(adminID, c.locale, c.mobile),
          signIn(applicantID, c.locale, c.mobile),
        ]);
      });
      afterAll(async () => {
        await Promise.all([owner, admin, applicant].map((page) => page?.context().close()));
      });

      it('join by ID waits for approval; the banner appears; an admin agrees and the applicant becomes a member', async () => {
        await openGroup(admin, groupID);
        await txt(applicant, T.joinOpen).click();
        await w(applicant, '#hy-join-id').fill(groupID);
        await w(applicant, '#hy-join-message').fill('crew member');
        await w(applicant, '#hy-join-id').press('Enter');
        await txt(applicant, T.waiting).waitFor();
        expect(await conversation(applicant, groupID).count()).toBe(0);

        const banner = w(admin, '[data-testid="application-banner"]');
        await banner.waitFor({ timeout: 10_000 });
        expect(await banner.textContent()).toBe(T.banner);
        await banner.click();
        await w(admin, '[data-testid="application"]').waitFor();
        expect(await w(admin, '[data-testid="application"]').textContent()).toContain(applicantID);
        expect(await axeViolations(admin).then((v) => JSON.stringify(v))).toBe('[]');
        await w(admin, `[data-testid="application"] button:text-is("${T.agree}")`).click();
        await w(admin, `[data-testid="application"] [role="status"]:text-is("${T.agreed}")`).waitFor();
        expect(await banner.count()).toBe(0);
        await admin.keyboard.press('Escape');
        await expect.poll(() => w(admin, '.hy-apply-panel').count()).toBe(0);

        await openGroup(applicant, groupID);
        await send(applicant, 'hello crew');
        await txt(admin, 'hello crew').waitFor({ timeout: 10_000 });
      });

      it('a muted member sees the mute text and has no editor or send button; unmuted, they can write again', async () => {
        await w(admin, '[data-testid="group-entry"]').click();
        await panel(admin).waitFor();
        await tab(admin, T.manage).click();
        const row = w(admin, `[data-testid="admin-member"][data-user-id="${applicantID}"]`);
        await row.locator('button').nth(0).click(); // an admin mutes members: the only action on a member's row
        await w(applicant, '[data-testid="muted"]').waitFor({ timeout: 10_000 });
        expect(await w(applicant, '[data-testid="muted"]').textContent()).toBe(T.muted);
        expect(await composer(applicant).count()).toBe(0);
        expect(await w(applicant, '.hy-composer__footer button').count()).toBe(0);
        expect(await axeViolations(admin).then((v) => JSON.stringify(v))).toBe('[]');
        await row.locator('button').nth(0).click(); // unmute
        await composer(applicant).waitFor({ timeout: 10_000 });
        await admin.keyboard.press('Escape');
        await expect.poll(() => panel(admin).count()).toBe(0);
      });

      it('notice and name edits by an admin are seen by members', async () => {
        await w(admin, '[data-testid="group-entry"]').click();
        await tab(admin, T.notice).click();
        await w(admin, `.hy-group-notice button:text-is("${T.edit}")`).click();
        await w(admin, '#hy-group-notice-input').fill('Muster at 08:00 on deck 2');
        await w(admin, `.hy-group-form button:text-is("${T.save}")`).click();
        await txt(admin, T.noticeChanged).waitFor();
        await tab(admin, T.profile).click();
        await w(admin, '#hy-group-name-input').fill('Harbour crew');
        await w(admin, `.hy-group-form button:text-is("${T.save}")`).click();
        await txt(admin, T.nameChanged).waitFor();
        await admin.keyboard.press('Escape');

        await expect.poll(() => w(applicant, '[data-testid="chat-title"]').textContent(), { timeout: 10_000 }).toBe('Harbour crew');
        await w(applicant, '[data-testid="group-entry"]').click();
        await expect.poll(() => w(applicant, '[data-testid="group-notice-preview"]').textContent()).toBe('Muster at 08:00 on deck 2');
        expect(await axeViolations(applicant).then((v) => JSON.stringify(v))).toBe('[]');
        // a member edits nothing and has no management tab
        await tab(applicant, T.notice).click();
        expect(await w(applicant, `.hy-group-notice button:text-is("${T.edit}")`).count()).toBe(0);
        expect(await tab(applicant, T.manage).count()).toBe(0);
        await applicant.keyboard.press('Escape');
      });

      it('the owner transfers ownership; the new owner dismisses the group and everyone is back on the list', async () => {
        await openGroup(owner, groupID);
        await w(owner, '[data-testid="group-entry"]').click();
        await tab(owner, T.manage).click();
        await w(owner, `[data-testid="admin-member"][data-user-id="${adminID}"] button[aria-label*="${adminID}"]`).last().click();
        // the old owner is a member now: no management tab
        await expect.poll(() => tab(owner, T.manage).count(), { timeout: 10_000 }).toBe(0);
        await owner.keyboard.press('Escape');

        await w(admin, '[data-testid="group-entry"]').click();
        const dismiss = w(admin, `button:text-is("${T.dismiss}")`);
        await dismiss.waitFor({ timeout: 10_000 });
        await dismiss.click();
        for (const page of [admin, owner, applicant]) {
          // on a phone the list shows only once no conversation is open
          await w(page, '.hy-conv-list').waitFor({ timeout: 10_000 });
          await expect.poll(() => conversation(page, groupID).count(), { timeout: 10_000 }).toBe(0);
          expect(await w(page, '[data-testid="group-entry"]').count()).toBe(0);
        }
      });
    });
  }
  describe('desktop, English: Work group members, mute all, admin toggle, join results', () => {
    let owner: Page;
    let member: Page;
    let workID = '';
    let publicID = '';
    let closedID = '';

    beforeAll(async () => {
      const ownerEngine = await engineFor('w_owner');
      await engineFor('w_member');
      await engineFor('w_new');
      const make = async (name: string, type: 'Private' | 'Public', joinOption?: 'DisableApply') =>
        (
          (await ownerEngine.createGroup({ name, type, memberList: ['w_member'], ...(joinOption ? { joinOption } : {}) })).data as {
            group: { groupID: string };
          }
        ).group.groupID;
      workID = await make('Engine room', 'Private');
      publicID = await make('Bridge', 'Public');
      closedID = await make('Officers', 'Public', 'DisableApply');
      await ownerEngine.quitGroup(closedID).catch(() => undefined);
      await ownerEngine.deleteGroupMember({ groupID: closedID, userIDList: ['w_member'] });
      [owner, member] = await Promise.all([signIn('w_owner', 'en_US', false), signIn('w_member', 'en_US', false)]);
    });
    afterAll(async () => {
      await Promise.all([owner, member].map((page) => page?.context().close()));
    });

    it("'+' adds a member through the picker and '-' removes one (Work: no dismiss)", async () => {
      await openGroup(owner, workID);
      await w(owner, '[data-testid="group-entry"]').click();
      expect(await w(owner, 'button:text-is("Dismiss group")').count()).toBe(0);
      await tab(owner, 'Members').click();
      await w(owner, 'button:text-is("+ Add members")').click();
      await w(owner, '#hy-member-picker-id').fill('w_new');
      await w(owner, '#hy-member-picker-id').press('Enter');
      expect(await axeViolations(owner).then((v) => JSON.stringify(v))).toBe('[]');
      await w(owner, 'button:text-is("Add (1)")').click();
      const added = w(owner, '[data-testid="group-member"][data-user-id="w_new"]');
      await added.waitFor({ timeout: 10_000 });
      await w(owner, 'button[aria-label="Remove w_new"]').click();
      await expect.poll(() => added.count(), { timeout: 10_000 }).toBe(0);
      await owner.keyboard.press('Escape');
    });

    it('join by ID: already a member opens the group; a group without applications fails', async () => {
      await txt(member, '+ Join a group').click();
      await w(member, '#hy-join-id').fill(workID);
      await w(member, '#hy-join-id').press('Enter');
      await txt(member, 'You are already a member').waitFor();
      await expect.poll(() => w(member, '[data-testid="chat-title"]').textContent()).toBe('Engine room');
      await txt(member, '+ Join a group').click();
      await w(member, '#hy-join-id').fill(closedID);
      await w(member, '#hy-join-id').press('Enter');
      await txt(member, 'Apply to join group failed').waitFor();
      await member.keyboard.press('Escape');
      await expect.poll(() => w(member, '.hy-join-dialog').count()).toBe(0);
    });

    it('mute all silences members; made admin, the member speaks again', async () => {
      await openGroup(owner, publicID);
      await openGroup(member, publicID);
      await w(owner, '[data-testid="group-entry"]').click();
      await tab(owner, 'Manage').click();
      await w(owner, '[data-testid="mute-all"]').check();
      await w(member, '[data-testid="muted"]').waitFor({ timeout: 10_000 });
      await w(owner, '[data-testid="admin-member"][data-user-id="w_member"] button:text-is("Make admin")').click();
      await composer(member).waitFor({ timeout: 10_000 });
      await send(member, 'admins speak');
      await txt(owner, 'admins speak').waitFor({ timeout: 10_000 });
    });
  });
});
