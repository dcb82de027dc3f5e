import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * A Community group's messages go to its members live only (nothing is logged per member, so a 100,000-member
 * group costs what a small one does): a member whose connection dropped with the group open finds what was sent
 * meanwhile in the open message list once back online, without reopening anything.
 */
describe('chat widget: a Community after a dropped connection (partner page, real server, Chromium)', () => {
  let kit: PartnerChat;
  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: 'cy_owner', nick: 'Harbour master' },
      { id: 'cy_member', nick: 'Pilot' },
    ]);
  }, 120_000);
  afterAll(async () => {
    await kit?.stop();
  });

  it('shows the messages sent while it was offline in the open conversation once back online', async () => {
    const GroupId = String(
      (
        await kit.admin('/v4/group_open_http_svc/create_group', {
          Owner_Account: 'cy_owner',
          Type: 'Community',
          Name: 'Pilots',
          MemberList: [{ Member_Account: 'cy_member' }],
        })
      ).GroupId,
    );
    const post = (Text: string) =>
      kit.admin('/v4/group_open_http_svc/send_group_msg', {
        GroupId,
        From_Account: 'cy_owner',
        MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text } }],
      });
    await post('channel 12 for the pilot boat');
    const { page } = await kit.chatAs('cy_member', 'Pilots');
    const message = (text: string) => w(page, '[data-testid="message"]').filter({ hasText: text });
    await message('channel 12 for the pilot boat').waitFor();

    await post('tide turns at 14:20'); // live, while connected
    await message('tide turns at 14:20').waitFor();

    await page.context().setOffline(true);
    await w(page, '[data-testid="offline-banner"]').waitFor({ timeout: 15_000 });
    await post('berth 4 is free');
    await post('fog expected after dark');
    await page.waitForTimeout(500);
    expect(await message('berth 4 is free').count()).toBe(0);
    await page.context().setOffline(false);
    await w(page, '[data-testid="offline-banner"]').waitFor({ state: 'detached', timeout: 15_000 });
    await message('fog expected after dark').waitFor({ timeout: 10_000 });
    await expect
      .poll(() => w(page, '[data-testid="message"]').allTextContents())
      .toEqual([
        expect.stringContaining('channel 12'),
        expect.stringContaining('tide turns'),
        expect.stringContaining('berth 4'),
        expect.stringContaining('fog expected'),
      ]);
    await page.context().close();
  }, 120_000);
});
