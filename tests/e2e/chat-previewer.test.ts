import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/** Image previewer on a partner page: two-finger pinch zooms within 0.5-4; changing image slides for 0.5 s. */
const ANN = 'preview_ann';
const BEN = 'preview_ben';
/** 4×4 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8AARAwMDAwMAE/0Bf3XsXc6AAAAAElFTkSuQmCC', 'base64');

describe('image previewer pinch zoom and slide (built widget, real server)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: ANN, nick: 'Ann' },
      { id: BEN, nick: 'Ben' },
    ]);
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BEN,
      To_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Send me the photos' } }],
    });
  });
  afterAll(async () => {
    await kit?.stop();
  });

  /** Pointer events on the previewer, as two fingers would send them. */
  async function pointer(page: Page, type: string, pointerId: number, x: number): Promise<void> {
    await w(page, '.hy-previewer').dispatchEvent(type, {
      pointerId,
      clientX: x,
      clientY: 300,
      isPrimary: pointerId === 1,
      pointerType: 'touch',
    });
  }

  it('zooms with two fingers within 0.5-4 and slides to the next image in 0.5 s', async () => {
    const ann = await kit.chatAs(ANN, 'Ben');
    for (const name of ['one.png', 'two.png']) {
      await w(ann.page, '[data-testid="image-picker"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    }
    await expect.poll(() => w(ann.page, '.hy-bubble-image:not([disabled])').count(), { timeout: 15_000 }).toBe(2);
    await w(ann.page, '.hy-bubble-image').first().click();
    const img = w(ann.page, '.hy-previewer img');
    await img.waitFor();
    // the image comes from the chat server, not the partner page
    expect((await img.getAttribute('src'))?.startsWith(`${kit.server.url}/im/files/`)).toBe(true);
    const transform = () => img.evaluate((el) => (el as HTMLElement).style.transform);

    await pointer(ann.page, 'pointerdown', 1, 300);
    await pointer(ann.page, 'pointerdown', 2, 400);
    await pointer(ann.page, 'pointermove', 2, 600); // spread 100 → 300
    expect(await transform()).toBe('scale(3) rotate(0deg)');
    await pointer(ann.page, 'pointermove', 2, 1200); // 900: capped at 4
    expect(await transform()).toBe('scale(4) rotate(0deg)');
    await pointer(ann.page, 'pointermove', 2, 310); // 10: at least 0.5
    expect(await transform()).toBe('scale(0.5) rotate(0deg)');
    await pointer(ann.page, 'pointerup', 2, 310);
    await pointer(ann.page, 'pointerup', 1, 300);
    // the pinch was no swipe: still the first image
    expect(await w(ann.page, '[data-testid="preview-counter"]').textContent()).toBe('1 / 2');

    await ann.page.locator('hy-chat').getByRole('button', { name: 'Next image' }).click();
    expect(await w(ann.page, '[data-testid="preview-counter"]').textContent()).toBe('2 / 2');
    const slide = await w(ann.page, '.hy-previewer img').evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(slide).toEqual({ name: 'hy-slide-from-right', duration: '0.5s' });
    expect(await transform()).toBe('scale(1) rotate(0deg)');
    expect(ann.errors).toEqual([]);
    await ann.page.context().close();
  });
});
