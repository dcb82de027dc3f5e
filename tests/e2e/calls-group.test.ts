import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FAKE_MEDIA_ARGS } from '../../harness/browser.ts';
import { hasJanus, startJanus } from '../integration/calls/janus-process.ts';
import { axeViolations } from '../helpers/axe.ts';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * A three-person group video call through Debian's Janus (VideoRoom): the caller picks the members, the others
 * answer, and everyone decodes video from both others (getStats framesDecoded of each subscription).
 */
const USERS = [
  { id: 'gcall_ann', nick: 'Ann' },
  { id: 'gcall_ben', nick: 'Ben' },
  { id: 'gcall_cai', nick: 'Cai' },
];
const GROUP = 'Bridge team';

const framesFrom = async (page: Page, user: string) =>
  Number((await w(page, `[data-testid="call-tile"][data-user="${user}"]`).getAttribute('data-frames-decoded')) ?? 0);

describe.skipIf(!hasJanus)('group call through Janus (built widget, real server, fake media)', () => {
  let janus: Awaited<ReturnType<typeof startJanus>>;
  let kit: PartnerChat;

  beforeAll(async () => {
    janus = await startJanus();
    kit = await startPartnerChat(USERS, FAKE_MEDIA_ARGS, { IM_JANUS_URL: janus.url });
    const created = await kit.admin('/v4/group_open_http_svc/create_group', {
      Owner_Account: USERS[0]!.id,
      Type: 'Public',
      Name: GROUP,
      MemberList: USERS.slice(1).map((u) => ({ Member_Account: u.id })),
    });
    await kit.admin('/v4/group_open_http_svc/send_group_msg', {
      GroupId: created.GroupId,
      From_Account: USERS[0]!.id,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'call at noon' } }],
    });
  }, 60_000);
  afterAll(async () => {
    await kit?.stop();
    await janus?.stop();
  });

  it('three people each decode video from both others', async () => {
    const [ann, ben, cai] = await Promise.all(USERS.map((u) => kit.chatAs(u.id, GROUP)));
    await w(ann!.page, '[data-testid="call-video"]').click();
    const picker = w(ann!.page, '[data-testid="call-picker"]');
    await picker.waitFor();
    expect(await picker.locator('[data-testid="call-limit"]').textContent()).toContain('at most 9 people');
    await picker.locator('[data-testid="select-all"]').check();
    await picker.getByRole('button', { name: 'Call (2)' }).click();
    for (const side of [ben!, cai!]) {
      await w(side.page, '[data-testid="call-incoming"]').getByText('Ann invites you to a group call').waitFor({ timeout: 15_000 });
      await w(side.page, '[data-testid="call-accept"]').click();
    }
    const everyone = [ann!, ben!, cai!];
    for (const [i, side] of everyone.entries())
      for (const [j, other] of USERS.entries()) {
        if (i === j) continue;
        await expect.poll(() => framesFrom(side.page, other.id), { timeout: 30_000 }).toBeGreaterThan(0);
      }
    expect(await axeViolations(ann!.page)).toEqual([]);
    // two hang up; the last one alone in the call is taken out by the server
    for (const side of [ann!, ben!]) await w(side.page, '[data-testid="call-hang-up"]').click();
    await w(cai!.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => w(ann!.page, '.hy-chat-view [data-testid="call-record"]').last().getAttribute('data-kind'), { timeout: 15_000 })
      .toBe('ended');
    for (const side of everyone) expect(side.errors).toEqual([]);
  });
});
