import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FAKE_MEDIA_ARGS } from '../../harness/browser.ts';
import { w } from './chat-kit.ts';
import { netnsUnavailable, startIsolatedNet, watchConnections, type IsolatedNet } from './netns-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * A network that drops during a call, for real: Bob's Chromium runs in its own network namespace (netns-kit.ts) and
 * its link goes down, taking his chat socket and the call's media with it. A short cut: both see 'Reconnecting…',
 * and once the link is back ICE restarts and video flows again without anyone redialling. A cut longer than the
 * server's reconnect window: the call ends, and both conversations show one 'ended' record.
 */
const ALICE = 'net_alice';
const BOB = 'net_bob';
const PING_SECONDS = 1;
const RECONNECT_SECONDS = 12;

const tile = (page: Page, user: string) => w(page, `[data-testid="call-tile"][data-user="${user}"]`);
const framesFrom = async (page: Page, user: string) => Number((await tile(page, user).getAttribute('data-frames-decoded')) ?? 0);
const lastRecord = (page: Page) => w(page, '.hy-chat-view [data-testid="call-record"]').last();
/** The ICE usernames (ufrag) of the page's connections, local and remote: an ICE restart changes them. */
const iceUfrags = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { madeConnections: RTCPeerConnection[] }).madeConnections.map((pc) =>
      [pc.localDescription, pc.remoteDescription].map((d) => /a=ice-ufrag:(\S+)/.exec(d?.sdp ?? '')?.[1] ?? '').join(' '),
    ),
  );
const active = (page: Page) => w(page, '[data-testid="call-screen"][data-phase="active"]');

if (netnsUnavailable) console.warn(`calls-network: skipped, a browser cannot get its own network here: ${netnsUnavailable}`);

describe.skipIf(netnsUnavailable !== null)('calls over a network that drops (Chromium in a network namespace)', () => {
  let kit: PartnerChat;
  let net: IsolatedNet;

  beforeAll(async () => {
    [kit, net] = await Promise.all([
      startPartnerChat(
        [
          { id: ALICE, nick: 'Alice' },
          { id: BOB, nick: 'Bob' },
        ],
        FAKE_MEDIA_ARGS,
        { IM_CALL_RECONNECT_SECONDS: String(RECONNECT_SECONDS), IM_SOCKET_PING_SECONDS: String(PING_SECONDS) },
      ),
      startIsolatedNet(FAKE_MEDIA_ARGS),
    ]);
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BOB,
      To_Account: ALICE,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hello' } }],
    });
  }, 60_000);
  afterAll(async () => {
    await net?.restore().catch(() => undefined);
    await net?.stop();
    await kit?.stop();
  });

  const connectedCall = async () => {
    const alice = await kit.chatAs(ALICE, 'Bob');
    const bob = await kit.chatAs(BOB, 'Alice', { via: net });
    for (const side of [alice, bob]) await watchConnections(side.page);
    await w(alice.page, '[data-testid="call-video"]').click();
    await w(bob.page, '[data-testid="call-accept"]').click({ timeout: 15_000 });
    await expect.poll(() => framesFrom(alice.page, BOB), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => framesFrom(bob.page, ALICE), { timeout: 20_000 }).toBeGreaterThan(0);
    return { alice, bob };
  };

  it('a short cut, back on another address: both sides show "Reconnecting…", then ICE restarts and video flows again in the same call', async () => {
    const { alice, bob } = await connectedCall();
    const ufrags = [await iceUfrags(alice.page), await iceUfrags(bob.page)];
    expect(ufrags.map((u) => u.length)).toEqual([1, 1]);
    await net.cut();
    for (const [side, other] of [
      [alice, BOB],
      [bob, ALICE],
    ] as const)
      await tile(side.page, other).getByText('Reconnecting…').waitFor({ timeout: 15_000 });
    await alice.page.waitForTimeout(1000);
    const frozen = [await framesFrom(alice.page, BOB), await framesFrom(bob.page, ALICE)];
    // back, but on another address: the old path is gone for good, only an ICE restart finds the new one
    await net.restore({ moved: true });
    // the same call goes on: nobody redials, nothing rings
    for (const [side, other] of [
      [alice, BOB],
      [bob, ALICE],
    ] as const)
      await tile(side.page, other).getByText('Reconnecting…').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => framesFrom(alice.page, BOB), { timeout: 20_000 }).toBeGreaterThan(frozen[0]! + 10);
    await expect.poll(() => framesFrom(bob.page, ALICE), { timeout: 20_000 }).toBeGreaterThan(frozen[1]! + 10);
    // the same connection on each side, with new ICE credentials: an ICE restart, not a new call
    const restarted = [await iceUfrags(alice.page), await iceUfrags(bob.page)];
    expect(restarted.map((u) => u.length)).toEqual([1, 1]);
    for (const [i, now] of restarted.entries())
      for (const [j, part] of now[0]!.split(' ').entries()) expect(part).not.toBe(ufrags[i]![0]!.split(' ')[j]);
    // past the reconnect window, still one call on both sides
    await alice.page.waitForTimeout(RECONNECT_SECONDS * 1000);
    for (const side of [alice, bob]) {
      expect(await active(side.page).count()).toBe(1);
      expect(await w(side.page, '[data-testid="call-incoming"]').count()).toBe(0);
    }
    await w(alice.page, '[data-testid="call-hang-up"]').click();
    for (const side of [alice, bob]) {
      await w(side.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 15_000 });
      await expect.poll(() => lastRecord(side.page).getAttribute('data-kind'), { timeout: 15_000 }).toBe('ended');
      // the duration covers the cut: one call, not two
      expect(await lastRecord(side.page).textContent()).toMatch(/Video call, duration 00:(1\d|[2-5]\d)/);
    }
    for (const side of [alice, bob]) await side.page.context().close();
  });

  it('a cut longer than the reconnect window ends the call: Alice is told, and both get the "ended" record', async () => {
    const { alice, bob } = await connectedCall();
    await net.cut();
    await tile(alice.page, BOB).getByText('Reconnecting…').waitFor({ timeout: 15_000 });
    // the server gives up on Bob's silent socket, waits the window for him, then he leaves the call
    await w(alice.page, '[data-testid="call-notice"]')
      .getByText('The call ended.')
      .waitFor({ timeout: (PING_SECONDS * 2 + RECONNECT_SECONDS + 15) * 1000 });
    expect(await w(alice.page, '[data-testid="call-screen"]').count()).toBe(0);
    await expect.poll(() => lastRecord(alice.page).getAttribute('data-kind'), { timeout: 15_000 }).toBe('ended');
    expect(await lastRecord(alice.page).textContent()).toMatch(/Video call, duration 00:\d\d/);
    // Bob, back on the network, is out of the call too, with the same record
    await net.restore();
    await w(bob.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => lastRecord(bob.page).getAttribute('data-kind'), { timeout: 30_000 }).toBe('ended');
    expect(await lastRecord(bob.page).textContent()).toMatch(/Video call, duration 00:\d\d/);
    for (const side of [alice, bob]) await side.page.context().close();
  });
});
