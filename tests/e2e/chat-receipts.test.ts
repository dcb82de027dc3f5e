import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { send, w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/** Read receipts only when the app's setting (`read-receipt`) and the user's own setting are both on (SPEC §4). */
const ANN = 'receipt_ann';
const BEN = 'receipt_ben';

describe('read receipts gated by the app and the user (built widget, real server)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: ANN, nick: 'Ann' },
      { id: BEN, nick: 'Ben' },
    ]);
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BEN,
      To_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Hello Ann' } }],
    });
  });
  afterAll(async () => {
    await kit?.stop();
  });

  const row = (page: Page, text: string) => w(page, '[data-testid="message"]').filter({ hasText: text });

  it('shows the read state only with both settings on; the user may turn theirs off', async () => {
    // both on (the defaults): the sent message shows its read state
    const ann = await kit.chatAs(ANN, 'Ben');
    await send(ann.page, 'with receipts');
    await row(ann.page, 'with receipts').locator('[data-testid="read-state"]').waitFor({ timeout: 15_000 });
    const toggle = ann.page.locator('hy-chat').getByRole('checkbox', { name: 'Show read receipts' });
    expect(await toggle.isChecked()).toBe(true);

    // the user turns theirs off: no read state, and new messages ask for none
    await toggle.uncheck();
    expect(await w(ann.page, '[data-testid="read-state"]').count()).toBe(0);
    await send(ann.page, 'user setting off');
    await row(ann.page, 'user setting off').waitFor();
    await ann.page.reload();
    await ann.page.waitForFunction(() => customElements.get('hy-chat') !== undefined);
    await w(ann.page, '.hy-tool--avatar').click();
    await w(ann.page, '[data-testid="conversation"]').filter({ hasText: 'Ben' }).first().click();
    await row(ann.page, 'user setting off').waitFor({ timeout: 15_000 });
    // kept for this user across a reload
    expect(await ann.page.locator('hy-chat').getByRole('checkbox', { name: 'Show read receipts' }).isChecked()).toBe(false);
    expect(await w(ann.page, '[data-testid="read-state"]').count()).toBe(0);
    await ann.page.locator('hy-chat').getByRole('checkbox', { name: 'Show read receipts' }).check();
    await row(ann.page, 'with receipts').locator('[data-testid="read-state"]').waitFor();
    // the message sent while off asked for no receipt
    expect(await row(ann.page, 'user setting off').locator('[data-testid="read-state"]').count()).toBe(0);
    await ann.page.context().close();

    // the app turns them off: no read state and no setting offered
    const appOff = await kit.chatAs(ANN, 'Ben', { attrs: 'read-receipt="false"' });
    await row(appOff.page, 'with receipts').waitFor({ timeout: 15_000 });
    expect(await w(appOff.page, '[data-testid="read-state"]').count()).toBe(0);
    expect(await appOff.page.locator('hy-chat').getByRole('checkbox', { name: 'Show read receipts' }).count()).toBe(0);
    expect(appOff.errors).toEqual([]);
    await appOff.page.context().close();
  });
});
