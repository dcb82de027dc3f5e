import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS } from '../../harness/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { txt, w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * Voice messages between two signed-in users on a partner page (another origin): one records with Chromium's
 * fake microphone (a tone) and sends; the other receives it, plays it and stops it. The bubble's width follows
 * SPEC §9 (seconds × 10 + 20 px). A refused microphone is told in the widget's language.
 */
const ALICE = 'voice_alice';
const BOB = 'voice_bob';

describe('voice messages (built widget, real server, fake microphone)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat(
      [
        { id: ALICE, nick: 'Alice' },
        { id: BOB, nick: 'Bob' },
      ],
      FAKE_MEDIA_ARGS,
    );
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BOB,
      To_Account: ALICE,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Hi Alice' } }],
    });
  });
  afterAll(async () => {
    await kit?.stop();
  });

  it('records with the microphone, sends, and the other side receives and plays it', async () => {
    const alice = await kit.chatAs(ALICE, 'Bob');
    const bob = await kit.chatAs(BOB, 'Alice');
    await txt(bob.page, 'Hi Alice').waitFor();

    await w(alice.page, 'button[aria-label="Record a voice message"]').click();
    await w(alice.page, '[role="timer"]').waitFor({ timeout: 10_000 });
    const started = Date.now();
    await w(alice.page, '[role="timer"]').getByText('Recording 2 s').waitFor({ timeout: 10_000 });
    const recorded = (Date.now() - started) / 1000;
    await alice.page.locator('hy-chat').getByRole('button', { name: 'Send voice' }).click();

    // both sides show one audio bubble whose width is seconds × 10 + 20 px
    for (const side of [alice, bob]) {
      const bubble = w(side.page, '.hy-bubble-audio');
      await bubble.waitFor({ timeout: 15_000 });
      const label = (await bubble.getAttribute('aria-label')) ?? '';
      const seconds = Number(/(\d+)/.exec(label)?.[1]);
      expect(seconds).toBeGreaterThanOrEqual(Math.max(1, Math.floor(recorded)));
      expect(seconds).toBeLessThanOrEqual(Math.ceil(recorded) + 1);
      expect((await bubble.boundingBox())?.width).toBe(seconds * 10 + 20);
    }

    // the received bubble plays from the chat server (not the partner page's origin), an audio type
    const src = (await w(bob.page, '.hy-bubble-audio audio').getAttribute('src')) ?? '';
    expect(src.startsWith(`${kit.server.url}/im/files/`)).toBe(true);
    const file = await fetch(src);
    expect(file.headers.get('content-type')).toMatch(/^audio\/(webm|ogg|mp4)/);

    // click plays (currentTime advances), click again stops and rewinds
    const bubble = w(bob.page, '.hy-bubble-audio');
    const audio = w(bob.page, '.hy-bubble-audio audio');
    await bubble.click();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await expect.poll(() => bubble.getAttribute('aria-pressed')).toBe('true');
    await bubble.click();
    expect(await audio.evaluate((a: HTMLAudioElement) => ({ paused: a.paused, at: a.currentTime }))).toEqual({ paused: true, at: 0 });
    await expect.poll(() => bubble.getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations(bob.page)).toEqual([]);

    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.page.context().close();
    await bob.page.context().close();
  });

  it('tells the user, in the widget’s language, that the microphone was refused', async () => {
    for (const [locale, text] of [
      ['en_US', 'Microphone access was refused.'],
      ['zh_CN', '麦克风权限被拒绝。'],
    ] as const) {
      const { page } = await kit.chatAs(ALICE, 'Bob', { locale, micOff: true });
      await w(page, '[data-testid="voice-record"]').click();
      await w(page, '[role="alert"]').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
      expect(await w(page, '[role="timer"]').count()).toBe(0);
      await page.context().close();
    }
  });
});
