import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FAKE_MEDIA_ARGS } from '../../harness/browser.ts';
import { hasJanus, startJanus } from '../integration/calls/janus-process.ts';
import { w } from './chat-kit.ts';
import { netnsUnavailable, startIsolatedNet, watchConnections, type IsolatedNet } from './netns-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * A group call through Janus whose member loses the network: Ben's Chromium runs in its own network namespace
 * (netns-kit.ts); his link goes down and comes back on another address. His publication (re-offered with an ICE
 * restart) and his subscription (Janus asked for an ICE restart) both recover: video flows both ways again in the
 * same call, on the same connections with new ICE credentials.
 */
const ANN = 'gnet_ann';
const BEN = 'gnet_ben';
const GROUP = 'Engine room';

const tile = (page: Page, user: string) => w(page, `[data-testid="call-tile"][data-user="${user}"]`);
const framesFrom = async (page: Page, user: string) => Number((await tile(page, user).getAttribute('data-frames-decoded')) ?? 0);

/** My ICE username (ufrag) on each of the page's open connections: an ICE restart changes it. */
const localUfrags = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { madeConnections: RTCPeerConnection[] }).madeConnections
      .filter((pc) => pc.connectionState !== 'closed')
      .map((pc) => /a=ice-ufrag:(\S+)/.exec(pc.localDescription?.sdp ?? '')?.[1] ?? ''),
  );

const unavailable = !hasJanus ? 'Janus is not installed (scripts/ensure-test-tools.sh)' : netnsUnavailable;
if (unavailable) console.warn(`calls-group-network: skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('a group call through Janus over a network that drops', () => {
  let janus: Awaited<ReturnType<typeof startJanus>>;
  let net: IsolatedNet;
  let kit: PartnerChat;

  beforeAll(async () => {
    [janus, net] = await Promise.all([startJanus(), startIsolatedNet(FAKE_MEDIA_ARGS)]);
    // browsers reach Janus's HTTP API on the host end of the link (the namespaced one through it)
    const publicUrl = `${await net.reach(janus.url)}/janus`;
    kit = await startPartnerChat(
      [
        { id: ANN, nick: 'Ann' },
        { id: BEN, nick: 'Ben' },
      ],
      FAKE_MEDIA_ARGS,
      { IM_JANUS_URL: janus.url, IM_JANUS_PUBLIC_URL: publicUrl, IM_CALL_RECONNECT_SECONDS: '15', IM_SOCKET_PING_SECONDS: '1' },
    );
    const created = await kit.admin('/v4/group_open_http_svc/create_group', {
      Owner_Account: ANN,
      Type: 'Public',
      Name: GROUP,
      MemberList: [{ Member_Account: BEN }],
    });
    await kit.admin('/v4/group_open_http_svc/send_group_msg', {
      GroupId: created.GroupId,
      From_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'call at noon' } }],
    });
  }, 90_000);
  afterAll(async () => {
    await kit?.stop();
    await net?.stop();
    await janus?.stop();
  });

  it('publication and subscription restart ICE: video flows both ways again in the same call', async () => {
    const ann = await kit.chatAs(ANN, GROUP);
    const ben = await kit.chatAs(BEN, GROUP, { via: net });
    for (const side of [ann, ben]) await watchConnections(side.page);
    await w(ann.page, '[data-testid="call-video"]').click();
    const picker = w(ann.page, '[data-testid="call-picker"]');
    await picker.getByRole('checkbox', { name: /Ben/ }).check();
    await picker.getByRole('button', { name: 'Call (1)' }).click();
    await w(ben.page, '[data-testid="call-accept"]').click({ timeout: 15_000 });
    await expect.poll(() => framesFrom(ann.page, BEN), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => framesFrom(ben.page, ANN), { timeout: 30_000 }).toBeGreaterThan(0);
    // Ben: one publication and one subscription
    await expect.poll(() => localUfrags(ben.page).then((u) => u.length)).toBe(2);
    const before = await localUfrags(ben.page);

    await net.cut();
    await tile(ben.page, ANN).getByText('Reconnecting…').waitFor({ timeout: 15_000 });
    await ben.page.waitForTimeout(1000);
    const frozen = [await framesFrom(ann.page, BEN), await framesFrom(ben.page, ANN)];
    await net.restore({ moved: true });

    await tile(ben.page, ANN).getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => framesFrom(ben.page, ANN), { timeout: 30_000 }).toBeGreaterThan(frozen[1]! + 10);
    await expect.poll(() => framesFrom(ann.page, BEN), { timeout: 30_000 }).toBeGreaterThan(frozen[0]! + 10);
    const after = await localUfrags(ben.page);
    expect(after).toHaveLength(2);
    for (const [i, ufrag] of after.entries()) expect(ufrag).not.toBe(before[i]);
    for (const side of [ann, ben]) expect(await w(side.page, '[data-testid="call-screen"][data-phase="active"]').count()).toBe(1);

    await w(ann.page, '[data-testid="call-hang-up"]').click();
    await w(ben.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 15_000 });
    for (const side of [ann, ben]) await side.page.context().close();
  });
});
