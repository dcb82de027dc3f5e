import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import { axeViolations } from '../helpers/axe.ts';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * Message search in the widget (SPEC §2, §4, §5, §8, §9): signed-in users on a partner page, messages sent through
 * the admin API, the real server and Chromium. Chinese (one two-character keyword) and English keywords, tabs, the
 * time filter with the date-range picker, a conversation's detail, the Mattermost-style modifiers, the empty state,
 * and a picked result older than the loaded history: fetched, scrolled into view, blinking 3 s. Desktop in
 * Chinese, a phone in English.
 */
const TEXT = {
  zh_CN: {
    related: '2 条相关消息',
    text: '文本',
    other: '其他',
    all: '全部',
    today: '今天',
    empty: '暂无搜索结果',
    back: '返回全部结果',
    failed: '云端消息搜索失败：',
    enterFailed: '进入会话失败',
  },
  en_US: {
    related: '2 related messages',
    text: 'Text',
    other: 'Other',
    all: 'All',
    today: 'Today',
    empty: 'No search results',
    back: 'Back to all results',
    failed: 'Cloud message search failed: ',
    enterFailed: 'Failed to enter conversation',
  },
} as const;

const CASES = [
  { name: 'desktop, Chinese', locale: 'zh_CN', mobile: false, suffix: 'zh' },
  { name: 'phone, English', locale: 'en_US', mobile: true, suffix: 'en' },
] as const;

const TARGET = '发动机维修报价已发送';
/** More than the first page (15) and one page of the jump (100) together, so the oldest hit needs several pages. */
const FILLERS = 150;
const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

describe('chat widget: message search (partner page, real server, Chromium)', () => {
  let kit: PartnerChat;
  const users = CASES.flatMap((c) => [
    { id: `sr_ann_${c.suffix}`, nick: `Ann ${c.suffix}` },
    { id: `sr_bo_${c.suffix}`, nick: `Bo ${c.suffix}` },
    { id: `sr_cy_${c.suffix}`, nick: `Cy ${c.suffix}` },
  ]);

  beforeAll(async () => {
    kit = await startPartnerChat(users, [], { IM_RATE_PER_SECOND: '1000', IM_RATE_BURST: '1000', IM_ADMIN_RATE_PER_SECOND: '1000' });
  }, 120_000);
  afterAll(async () => {
    await kit?.stop();
  });

  const say = async (from: string, to: string, text: string) =>
    String(
      (
        await kit.admin('/v4/openim/sendmsg', {
          From_Account: from,
          To_Account: to,
          MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
        })
      ).MsgKey,
    );

  for (const c of CASES) {
    it(`${c.name}: search, filter, open a result that has to be fetched`, async () => {
      const L = TEXT[c.locale];
      const [ann, bo, cy] = [`sr_ann_${c.suffix}`, `sr_bo_${c.suffix}`, `sr_cy_${c.suffix}`];
      const targetID = await say(bo, ann, TARGET);
      await say(cy, ann, '船舶维修进度 Engine');
      await kit.admin('/v4/openim/sendmsg', {
        From_Account: cy,
        To_Account: ann,
        MsgBody: [{ MsgType: 'TIMCustomElem', MsgContent: { Data: '{}', Desc: '维修工单 card', Ext: '' } }],
      });
      await say(cy, ann, '维修 schedule');
      await say(bo, ann, '报价 <b>v2</b> (final)');
      const groupID = String(
        (
          await kit.admin('/v4/group_open_http_svc/create_group', {
            Owner_Account: cy,
            Type: 'Public',
            Name: `Crew ${c.suffix}`,
            MemberList: [{ Member_Account: ann }],
          })
        ).GroupId,
      );
      await kit.admin('/v4/group_open_http_svc/send_group_msg', {
        GroupId: groupID,
        From_Account: cy,
        MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '群里的检修记录' } }],
      });
      const fillerIDs: string[] = [];
      for (let i = 0; i < FILLERS; i++) fillerIDs.push(await say(bo, ann, `进度更新 ${i}`));
      await say(bo, ann, 'Engine overhaul QUOTE ready');

      const { page } = await kit.chatAs(ann, `Bo ${c.suffix}`, {
        locale: c.locale,
        ...(c.mobile ? { context: { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true } } : {}),
      });
      await w(page, '[data-testid="message"]').filter({ hasText: 'Engine overhaul QUOTE ready' }).waitFor();
      // the newest page only: the old messages are not loaded yet
      expect(await w(page, `[data-message-id="${fillerIDs[130]}"]`).count()).toBe(0);
      expect(await w(page, `[data-message-id="${targetID}"]`).count()).toBe(0);

      // ---- in this conversation: tabs, grouping by day, a pick that needs older history
      await w(page, '[data-testid="open-conversation-search"]').click();
      const inside = w(page, '[data-testid="conversation-search"]');
      await inside.waitFor();
      await w(page, '[data-testid="conversation-search-input"]').fill('  进度更新   1 ');
      const hits = inside.locator('[data-testid="search-hit"]');
      // both keywords together (a number matches from its start): the 61 fillers 1, 10-19, 100-149; pages of 20
      await expect.poll(() => hits.count(), { timeout: 10_000 }).toBe(20);
      await inside.locator('[data-testid="search-view-more"]').click();
      await expect.poll(() => hits.count(), { timeout: 10_000 }).toBe(40);
      expect(await inside.locator('[data-testid="search-day"]').allTextContents()).toEqual([today()]);
      expect(await inside.locator('mark').first().textContent()).toBe('进度更新');
      // tabs from the keyboard: left from the first tab wraps to the last ('other')
      await inside.getByRole('tab', { name: L.text }).focus();
      await page.keyboard.press('ArrowLeft');
      expect(await inside.getByRole('tab', { name: L.other }).getAttribute('aria-selected')).toBe('true');
      await inside.locator('[data-testid="search-empty"]').waitFor();
      expect(await inside.locator('[data-testid="search-empty"]').textContent()).toBe(L.empty);
      await inside.getByRole('tab', { name: L.text }).click();
      await inside.locator(`[data-testid="search-hit"][data-message-id="${fillerIDs[130]}"]`).click();
      await inside.waitFor({ state: 'detached' });
      await expectJumpedTo(page, fillerIDs[130]!);
      // one jump page does not reach the oldest message
      expect(await w(page, `[data-message-id="${targetID}"]`).count()).toBe(0);

      // ---- global search
      await w(page, '[data-testid="open-global-search"]').click();
      const global = w(page, '[data-testid="global-search"]');
      await global.waitFor();
      const input = w(page, '[data-testid="global-search-input"]');
      await input.fill('维修');
      await input.press('Enter');
      const sections = global.locator('[data-testid="search-section"]');
      await expect.poll(() => sections.count(), { timeout: 10_000 }).toBe(2); // text and other; no file matches
      const textSection = sections.filter({ hasText: L.text });
      await expect.poll(() => textSection.locator('[data-testid="search-conversation"]').count()).toBe(2);
      const boRow = textSection.locator(`[data-conversation-id="C2C${bo}"]`);
      const cyRow = textSection.locator(`[data-conversation-id="C2C${cy}"]`);
      expect(await boRow.locator('mark').allTextContents()).toEqual(['维修']);
      expect(await cyRow.textContent()).toContain(L.related);
      expect(await sections.filter({ hasText: L.other }).locator('[data-testid="search-conversation"]').count()).toBe(1);

      // a conversation's detail: its results by day, highlighted
      await cyRow.click();
      await expect.poll(() => global.locator('[data-testid="search-hit"]').count(), { timeout: 10_000 }).toBe(2);
      expect(await global.locator('[data-testid="search-detail-title"]').textContent()).toBe(`Cy ${c.suffix}`);
      expect(await global.locator('[data-testid="search-day"]').allTextContents()).toEqual([today()]);
      expect(await axeViolations(page)).toEqual([]);
      await global.getByRole('button', { name: L.back }).click();

      // tabs: 'other' holds the custom message only
      await global.getByRole('tab', { name: L.other }).click();
      const rows = global.locator('[data-testid="search-conversation"]');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      expect(await rows.getAttribute('data-conversation-id')).toBe(`C2C${cy}`);
      expect(await rows.textContent()).toContain('维修工单 card');
      await global.getByRole('tab', { name: L.all }).click();

      // time filter: today keeps them; a custom range of other days (picked later day first: swapped) finds none
      await global.getByRole('button', { name: L.today }).click();
      await expect.poll(() => sections.count(), { timeout: 10_000 }).toBe(2);
      await global.locator('[data-testid="search-time-range"]').click();
      const picker = w(page, '[data-testid="date-range-picker"]');
      await picker.waitFor();
      const now = new Date();
      const days = now.getDate() > 3 ? [3, 1] : [28, 26];
      const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
      for (const d of days) await picker.locator(`[data-day="${month}-${pad(d)}"]`).click();
      expect(await picker.locator('[data-testid="picker-value"]').textContent()).toBe(
        `${month}-${pad(Math.min(...days))} ~ ${month}-${pad(Math.max(...days))}`,
      );
      // days of the neighbouring months are shown but cannot be picked
      expect(await picker.locator('button[data-day]:disabled').count()).toBeGreaterThan(0);
      await picker.locator('[data-testid="picker-confirm"]').click();
      await global.locator('[data-testid="search-empty"]').waitFor({ timeout: 10_000 });
      expect(await global.locator('[data-testid="search-empty"]').textContent()).toBe(L.empty);
      expect(await axeViolations(page)).toEqual([]);
      await global.locator('[data-testid="search-time-all"]').click();

      // English, several keywords matched together, case-insensitive; special characters are text
      await input.fill('engine QUOTE');
      await expect
        .poll(() => global.locator('[data-testid="search-conversation"] mark').allTextContents(), { timeout: 10_000 })
        .toEqual(['Engine', 'QUOTE']);
      await input.fill('<b>');
      await expect
        .poll(() => global.locator('[data-testid="search-conversation"] mark').allTextContents(), { timeout: 10_000 })
        .toEqual(['<b>']);
      expect(await global.locator('[data-testid="search-conversation"] b').count()).toBe(0);

      // modifiers in the global box: from: narrows to that sender (its text and its custom message sections)
      await input.fill(`维修 from:${cy}`);
      await expect
        .poll(
          () =>
            global
              .locator('[data-testid="search-conversation"]')
              .evaluateAll((els) => els.map((e) => e.getAttribute('data-conversation-id'))),
          {
            timeout: 10_000,
          },
        )
        .toEqual([`C2C${cy}`, `C2C${cy}`]);

      // a failed search (a conversation the user is not in): the SPEC §8 toast, no results
      await input.fill('维修 in:GROUPnot_mine');
      const toast = w(page, '[data-testid="toast"]');
      await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toContain(L.failed);
      expect(await global.locator('[data-testid="search-conversation"]').count()).toBe(0);

      // nothing found; an empty box clears the results
      await input.fill('不存在的词 nothing');
      await global.locator('[data-testid="search-empty"]').waitFor({ timeout: 10_000 });
      await input.fill('');
      await expect.poll(() => global.locator('[data-testid="search-results"] li').count()).toBe(0);
      expect(await global.locator('[data-testid="search-empty"]').count()).toBe(0);

      // a result whose conversation can no longer be entered (removed from the group meanwhile): the SPEC §8 toast for 1 s
      await input.fill('检修记录');
      const groupRow = global.locator(`[data-testid="search-conversation"][data-conversation-id="GROUP${groupID}"]`).first();
      await groupRow.waitFor({ timeout: 10_000 });
      const owner = new SelfHostedChat({ serverUrl: kit.server.url, trackConversations: false });
      await owner.login({ userID: cy, userSig: String((await kit.admin('/v4/ext/make_user_sig', { UserID: cy, Expire: 600 })).UserSig) });
      await owner.deleteGroupMember({ groupID, userIDList: [ann] });
      await owner.destroy();
      await groupRow.click();
      await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toBe(L.enterFailed);
      await toast.waitFor({ state: 'detached', timeout: 2_000 });

      // pick the old Chinese hit: its conversation opens, history is fetched back to it, it scrolls into view and blinks
      await input.fill('维修');
      await input.press('Enter');
      const boHit = global.locator(`[data-testid="search-conversation"][data-conversation-id="C2C${bo}"]`).first();
      await boHit.waitFor({ timeout: 10_000 });
      if (!c.mobile) expect(await w(page, `[data-message-id="${targetID}"]`).count()).toBe(0); // still not loaded
      await boHit.click();
      await expectJumpedTo(page, targetID);
      if (c.mobile) {
        // one pane: back from the chat returns to the search
        await w(page, '.hy-chat-header button').first().click();
        await global.waitFor();
      }
      // cancel leaves the search for the conversation list
      await global.locator('[data-testid="search-cancel"]').click();
      await global.waitFor({ state: 'detached' });
      await w(page, '[data-testid="conversation"]').first().waitFor();
      // focus is back on the entry that opened the search
      await expect
        .poll(() => page.evaluate(() => document.querySelector('hy-chat')?.shadowRoot?.activeElement?.getAttribute('data-search-entry')))
        .toBe('global');
      await page.context().close();
    }, 180_000);
  }
});

/** The message is rendered, inside the visible part of the message list, and blinks for 3 s (SPEC §4, §9). */
async function expectJumpedTo(page: Page, messageID: string): Promise<void> {
  const row = w(page, `[data-testid="message"][data-message-id="${messageID}"]`);
  await row.waitFor({ timeout: 15_000 });
  await expect.poll(() => row.getAttribute('class')).toContain('hy-msg--blink');
  const [box, view] = await Promise.all([row.boundingBox(), w(page, '[data-testid="message-list"]').boundingBox()]);
  expect(box && view).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(view!.y - 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(view!.y + view!.height + 1);
  await expect.poll(() => row.getAttribute('class'), { timeout: 5_000, interval: 250 }).not.toContain('hy-msg--blink');
}
