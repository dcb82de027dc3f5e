import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FAKE_MEDIA_ARGS, launchBrowser } from '../../harness/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { send, txt, w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * Voice and video calls between signed-in users in Chromium with a fake camera and microphone: a one-to-one video
 * call connects peer to peer (frames decoded on both sides, read from getStats), the callee's mute shows on the
 * caller's screen, the caller hangs up and both conversations show the record with its duration; a call nobody
 * answers becomes 'no answer'; a callee already in a call is 'busy'; a refused microphone, and a camera the browser
 * blocks, are told in zh and en.
 */
const ALICE = 'call_alice';
const BOB = 'call_bob';
const CAROL = 'call_carol';
const TIMEOUT_SECONDS = 8;
const RECONNECT_SECONDS = 4;

const tile = (page: Page, user: string) => w(page, `[data-testid="call-tile"][data-user="${user}"]`);
const framesFrom = async (page: Page, user: string) => Number((await tile(page, user).getAttribute('data-frames-decoded')) ?? 0);
const button = (page: Page, name: string) => page.locator('hy-chat').getByRole('button', { name, exact: true });
const lastRecord = (page: Page) => w(page, '.hy-chat-view [data-testid="call-record"]').last();

describe('calls (built widget, real server, fake camera and microphone)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat(
      [
        { id: ALICE, nick: 'Alice' },
        { id: BOB, nick: 'Bob' },
        { id: CAROL, nick: 'Carol' },
      ],
      FAKE_MEDIA_ARGS,
      { IM_CALL_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS), IM_CALL_RECONNECT_SECONDS: String(RECONNECT_SECONDS) },
    );
    for (const [from, to] of [
      [BOB, ALICE],
      [CAROL, BOB],
    ])
      await kit.admin('/v4/openim/sendmsg', {
        From_Account: from,
        To_Account: to,
        MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hello' } }],
      });
  });
  afterAll(async () => {
    await kit?.stop();
  });

  it('connects a one-to-one video call: both decode video, mute and switch to voice show, hang-up leaves a record with the duration', async () => {
    const alice = await kit.chatAs(ALICE, 'Bob');
    const bob = await kit.chatAs(BOB, 'Alice');
    const bobOtherTab = await kit.chatAs(BOB, 'Alice');
    // a tab of bob's where he never opened the chat
    const bobIdleTab = await kit.chatAs(BOB, 'Alice', { unopened: true });
    await bobIdleTab.page.waitForTimeout(2000);

    await w(alice.page, '[data-testid="call-video"]').click();
    await expect.poll(() => w(alice.page, '[data-testid="call-status"]').textContent()).toMatch(/Calling Bob/);
    // every open tab of the callee rings, the one whose chat was never opened too (the window opens)
    for (const side of [bob, bobOtherTab, bobIdleTab])
      await w(side.page, '[data-testid="call-incoming"]').getByText('Alice is calling you (video)').waitFor();
    expect(await axeViolations(bob.page)).toEqual([]);
    await w(bob.page, '[data-testid="call-accept"]').click();
    // the other tab stops ringing: answered elsewhere
    for (const side of [bobOtherTab, bobIdleTab])
      await w(side.page, '[data-testid="call-incoming"]').waitFor({ state: 'detached', timeout: 10_000 });
    await w(bobOtherTab.page, '[data-testid="call-notice"]').getByText('Answered on another device.').waitFor();

    // frames decoded on both sides (getStats framesDecoded)
    await expect.poll(() => framesFrom(alice.page, BOB), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => framesFrom(bob.page, ALICE), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => w(alice.page, '[data-testid="call-status"]').textContent()).toMatch(/^\d\d:\d\d$/);
    expect(await axeViolations(alice.page)).toEqual([]);

    // network quality from getStats, and the speaking ring from the audio level (the fake microphone beeps)
    await expect.poll(() => tile(alice.page, BOB).locator('[data-quality]').getAttribute('data-quality'), { timeout: 10_000 }).toBe('good');
    await expect.poll(() => tile(alice.page, BOB).getAttribute('data-speaking'), { timeout: 15_000, interval: 50 }).toBe('true');

    // audio output (setSinkId): the chosen device plays the others' audio
    const output = alice.page.locator('hy-chat').getByRole('combobox', { name: 'Audio output' });
    const deviceId = await output.locator('option').nth(1).getAttribute('value');
    await output.selectOption(deviceId);
    await expect
      .poll(() =>
        tile(alice.page, BOB)
          .locator('video')
          .evaluate((v: HTMLVideoElement & { sinkId: string }) => v.sinkId),
      )
      .toBe(deviceId);

    // minimised: a small window the user drags while chatting on, then back to the call
    await button(alice.page, 'Minimise').click();
    const float = w(alice.page, '[data-testid="call-float"]');
    await float.waitFor();
    expect(await w(alice.page, '[data-testid="call-screen"]').count()).toBe(0);
    expect(await axeViolations(alice.page)).toEqual([]);
    await send(alice.page, 'still chatting during the call');
    await txt(bob.page, 'still chatting during the call').waitFor();
    const before = (await float.boundingBox())!;
    await alice.page.mouse.move(before.x + 40, before.y + 40);
    await alice.page.mouse.down();
    await alice.page.mouse.move(before.x - 160, before.y + 120, { steps: 5 });
    await alice.page.mouse.up();
    const after = (await float.boundingBox())!;
    expect(Math.round(after.x - before.x)).toBe(-200);
    expect(Math.round(after.y - before.y)).toBe(80);
    // the keyboard moves it too
    await float.locator('.hy-call-float__handle').focus();
    await alice.page.keyboard.press('ArrowUp');
    expect(Math.round((await float.boundingBox())!.y - after.y)).toBe(-10);
    await float.getByRole('button', { name: 'Back to the call' }).click();
    await w(alice.page, '[data-testid="call-screen"]').waitFor();

    // the callee mutes: the caller sees it on the callee's tile
    expect(await tile(alice.page, BOB).getAttribute('data-mic')).toBe('on');
    await button(bob.page, 'Mute').click();
    expect(await button(bob.page, 'Mute').getAttribute('aria-pressed')).toBe('true');
    await tile(alice.page, BOB).locator('[data-testid="peer-muted"]').waitFor({ timeout: 10_000 });
    expect(await tile(alice.page, BOB).getAttribute('data-mic')).toBe('off');

    // the callee switches to voice: the call is a voice call on both sides, without video
    await button(bob.page, 'Switch to voice').click();
    for (const side of [alice, bob]) await w(side.page, '[data-testid="call-screen"][data-type="1"]').waitFor({ timeout: 10_000 });
    expect(await tile(alice.page, BOB).locator('video').isHidden()).toBe(true);
    expect(await button(alice.page, 'Turn camera off').count()).toBe(0);

    await alice.page.waitForTimeout(1000);
    await button(alice.page, 'Hang up').click();
    for (const side of [alice, bob]) {
      await w(side.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 10_000 });
      await expect.poll(() => lastRecord(side.page).getAttribute('data-kind'), { timeout: 10_000 }).toBe('ended');
      // switched to voice: the record says a voice call
      expect(await lastRecord(side.page).textContent()).toMatch(/Voice call, duration 00:(0[1-9]|[1-5]\d)/);
    }
    await w(bob.page, '[data-testid="call-notice"]').getByText('The call ended.').waitFor();
    // the conversation list previews the record
    await w(alice.page, '[data-testid="conversation"]').filter({ hasText: '[Voice call]' }).waitFor();
    for (const side of [alice, bob, bobOtherTab, bobIdleTab]) expect(side.errors).toEqual([]);
    for (const side of [alice, bob, bobOtherTab, bobIdleTab]) await side.page.context().close();
  });

  it('a group call without an SFU is a mesh of at most 4: two called, one joins from the banner, each decodes video from both others', async () => {
    const created = await kit.admin('/v4/group_open_http_svc/create_group', {
      Owner_Account: ALICE,
      Type: 'Public',
      Name: 'Deck crew',
      MemberList: [BOB, CAROL].map((u) => ({ Member_Account: u })),
    });
    await kit.admin('/v4/group_open_http_svc/send_group_msg', {
      GroupId: created.GroupId,
      From_Account: ALICE,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'mesh call' } }],
    });
    const [alice, bob] = await Promise.all([ALICE, BOB].map((u) => kit.chatAs(u, 'Deck crew')));
    await w(alice!.page, '[data-testid="call-video"]').click();
    const picker = w(alice!.page, '[data-testid="call-picker"]');
    expect(await picker.locator('[data-testid="call-limit"]').textContent()).toBe(
      'Without a media server, a group call can have at most 4 people, you included.',
    );
    await picker.getByRole('checkbox', { name: /Bob/ }).check();
    await picker.getByRole('button', { name: 'Call (1)' }).click();
    await w(bob!.page, '[data-testid="call-accept"]').click();
    // carol was not called: the group chat offers her the running call
    const carol = await kit.chatAs(CAROL, 'Deck crew');
    const banner = w(carol.page, '[data-testid="group-call-banner"]');
    await banner.getByText('A group call is on').waitFor({ timeout: 10_000 });
    await banner.getByRole('button', { name: 'Join' }).click();
    const ids = [ALICE, BOB, CAROL];
    for (const [i, side] of [alice!, bob!, carol].entries())
      for (const [j, other] of ids.entries())
        if (i !== j) await expect.poll(() => framesFrom(side.page, other), { timeout: 20_000 }).toBeGreaterThan(0);
    for (const side of [alice!, bob!]) await w(side.page, '[data-testid="call-hang-up"]').click();
    await w(carol.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => lastRecord(carol.page).getAttribute('data-kind'), { timeout: 10_000 }).toBe('ended');
    expect(await lastRecord(carol.page).textContent()).toMatch(/Group call ended, duration 00:\d\d/);
    for (const side of [alice!, bob!, carol]) await side.page.context().close();
  });

  it('the chat connection drops during a call: the widget resumes its place and the call goes on', async () => {
    const alice = await kit.chatAs(ALICE, 'Bob');
    const bob = await kit.chatAs(BOB, 'Alice');
    await w(alice.page, '[data-testid="call-video"]').click();
    await w(bob.page, '[data-testid="call-accept"]').click();
    await expect.poll(() => framesFrom(alice.page, BOB), { timeout: 20_000 }).toBeGreaterThan(0);
    // bob's chat socket goes (the media are peer to peer and stay)
    await bob.page.context().setOffline(true);
    await w(bob.page, '[data-testid="offline-banner"]').waitFor({ timeout: 15_000 });
    await bob.page.waitForTimeout(1000);
    await bob.page.context().setOffline(false);
    await w(bob.page, '[data-testid="offline-banner"]').waitFor({ state: 'detached', timeout: 15_000 });
    // well past the grace period the call is still on for both, and video still flows
    await alice.page.waitForTimeout((RECONNECT_SECONDS + 2) * 1000);
    for (const side of [alice, bob]) expect(await w(side.page, '[data-testid="call-screen"][data-phase="active"]').count()).toBe(1);
    const before = await framesFrom(alice.page, BOB);
    await expect.poll(() => framesFrom(alice.page, BOB), { timeout: 10_000 }).toBeGreaterThan(before);
    // and bob, on his new socket, can still hang up
    await button(bob.page, 'Hang up').click();
    await w(alice.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => lastRecord(alice.page).getAttribute('data-kind'), { timeout: 10_000 }).toBe('ended');
    for (const side of [alice, bob]) await side.page.context().close();
  });

  it('a call nobody answers (the callee reloads while it rings) times out into a "no answer" record on both sides', async () => {
    const alice = await kit.chatAs(ALICE, 'Bob');
    const bob = await kit.chatAs(BOB, 'Alice');
    await w(alice.page, '[data-testid="call-voice"]').click();
    await w(bob.page, '[data-testid="call-incoming"]').getByText('Alice is calling you (voice)').waitFor();
    await w(alice.page, '[data-testid="call-notice"]')
      .getByText('No answer.')
      .waitFor({ timeout: (TIMEOUT_SECONDS + 10) * 1000 });
    await w(bob.page, '[data-testid="call-incoming"]').waitFor({ state: 'detached' });
    for (const side of [alice, bob]) {
      await expect.poll(() => lastRecord(side.page).getAttribute('data-kind'), { timeout: 10_000 }).toBe('noAnswer');
      expect(await lastRecord(side.page).textContent()).toContain('Voice call: no answer');
    }
    for (const side of [alice, bob]) await side.page.context().close();
  });

  it('engine="tencent" without an SDKAppID runs on our service, so the call buttons stay (hidden only on the Tencent driver)', async () => {
    const alice = await kit.chatAs(ALICE, 'Bob', { attrs: 'engine="tencent"' });
    await w(alice.page, '[data-testid="call-voice"]').waitFor();
    expect(await w(alice.page, '[data-testid="call-video"]').count()).toBe(1);
    await alice.page.context().close();
  });

  it('a callee already in a call is busy: the caller is told and the record says so', async () => {
    const alice = await kit.chatAs(ALICE, 'Bob');
    const bob = await kit.chatAs(BOB, 'Alice');
    const carol = await kit.chatAs(CAROL, 'Bob');
    await w(alice.page, '[data-testid="call-voice"]').click();
    await w(bob.page, '[data-testid="call-accept"]').click();
    await w(bob.page, '[data-testid="call-screen"][data-phase="active"]').waitFor();

    await w(carol.page, '[data-testid="call-voice"]').click();
    await w(carol.page, '[data-testid="call-notice"]').getByText('The other party is busy.').waitFor({ timeout: 10_000 });
    expect(await w(carol.page, '[data-testid="call-screen"]').count()).toBe(0);
    await expect.poll(() => lastRecord(carol.page).getAttribute('data-kind'), { timeout: 10_000 }).toBe('busy');
    expect(await lastRecord(carol.page).textContent()).toContain('Voice call: line busy');
    // Bob's call goes on undisturbed
    expect(await w(bob.page, '[data-testid="call-screen"]').count()).toBe(1);
    await button(alice.page, 'Hang up').click();
    await w(bob.page, '[data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 10_000 });
    for (const side of [alice, bob, carol]) await side.page.context().close();
  });

  it('tells the user, in the widget’s language, that the microphone was refused', async () => {
    for (const [locale, text] of [
      ['en_US', 'Microphone access was refused. Allow it in the browser to make calls.'],
      ['zh_CN', '麦克风权限被拒绝。请在浏览器中允许后再通话。'],
    ] as const) {
      const { page } = await kit.chatAs(ALICE, 'Bob', { locale, micOff: true });
      await w(page, '[data-testid="call-voice"]').click();
      await w(page, '[data-testid="call-notice"]').getByText(text).waitFor({ timeout: 10_000 });
      expect(await w(page, '[data-testid="call-screen"]').count()).toBe(0);
      await page.context().close();
    }
  });

  it('tells the user, in the widget’s language, that the camera was refused (the browser denies it, the microphone allowed)', async () => {
    // a browser that asks the user (no fake prompt): the microphone granted, the camera set to 'Block'
    const browser = await launchBrowser(['--use-fake-device-for-media-stream']);
    const via = { browser, reach: (url: string) => Promise.resolve(url) };
    for (const [locale, text] of [
      ['en_US', 'Camera access was refused. Allow it in the browser, or make a voice call.'],
      ['zh_CN', '摄像头权限被拒绝。请在浏览器中允许，或改用语音通话。'],
    ] as const) {
      const { page } = await kit.chatAs(ALICE, 'Bob', { locale, via, context: { permissions: ['microphone'] } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Browser.setPermission', { permission: { name: 'camera' }, setting: 'denied', origin: new URL(page.url()).origin });
      await w(page, '[data-testid="call-video"]').click();
      await w(page, '[data-testid="call-notice"]').getByText(text).waitFor({ timeout: 10_000 });
      expect(await w(page, '[data-testid="call-screen"]').count()).toBe(0);
      // a voice call still works: only the camera was refused
      await w(page, '[data-testid="call-voice"]').click();
      await expect.poll(() => w(page, '[data-testid="call-status"]').textContent()).toMatch(/Calling Bob|正在呼叫 Bob/);
      await w(page, '[data-testid="call-hang-up"]').click();
      await page.context().close();
    }
    await browser.close();
  });
});
