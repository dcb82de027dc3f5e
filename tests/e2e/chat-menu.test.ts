import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composer, send, w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * The message menu opens above the pointer, except within 160 px of the header, where it opens below (SPEC §9);
 * the composer keeps a draft per conversation across switching and reload; an own text is edited from the menu;
 * the header menu opens the user's own profile (nick, signature, avatar upload, gender, birthday).
 */
const ANN = 'menu_ann';
const BEN = 'menu_ben';
const CAL = 'menu_cal';
/** 4×4 PNG, the uploaded avatar. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8AARAwMDAwMAE/0Bf3XsXc6AAAAAElFTkSuQmCC', 'base64');

describe('message menu and drafts (built widget, real server)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: ANN, nick: 'Ann' },
      { id: BEN, nick: 'Ben' },
      { id: CAL, nick: 'Cal' },
    ]);
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: CAL,
      To_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'from Cal' } }],
    });
    for (let i = 1; i <= 12; i++)
      await kit.admin('/v4/openim/sendmsg', {
        From_Account: BEN,
        To_Account: ANN,
        MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `line ${i}` } }],
      });
  });
  afterAll(async () => {
    await kit?.stop();
  });

  it('flips above the pointer below the 160 px threshold and opens below near the header', async () => {
    const ann = await kit.chatAs(ANN, 'Ben');
    const page = ann.page;
    const bubbles = w(page, '[data-testid="message"]');
    await bubbles.filter({ hasText: 'line 12' }).waitFor();
    const listTop = (await w(page, '.hy-message-list').boundingBox())!.y;
    const menu = w(page, '.hy-menu');

    // the newest message, far below the header: the menu ends at the pointer
    const low = (await bubbles.filter({ hasText: 'line 12' }).locator('.hy-msg__bubble').boundingBox())!;
    const lowY = low.y + low.height / 2;
    expect(lowY - listTop).toBeGreaterThanOrEqual(160);
    await page.mouse.click(low.x + 5, lowY, { button: 'right' });
    await menu.waitFor();
    const above = (await menu.boundingBox())!;
    expect(Math.abs(above.y + above.height - lowY)).toBeLessThanOrEqual(2);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // a point just under the header: the menu starts at the pointer
    await w(page, '.hy-message-list').evaluate((el) => (el.scrollTop = 0));
    const high = (await bubbles.first().locator('.hy-msg__bubble').boundingBox())!;
    const highY = Math.max(listTop + 10, high.y + 5);
    expect(highY - listTop).toBeLessThan(160);
    await page.mouse.click(high.x + 5, highY, { button: 'right' });
    await menu.waitFor();
    expect(Math.abs((await menu.boundingBox())!.y - highY)).toBeLessThanOrEqual(2);
    expect(ann.errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a draft per conversation across switching and a reload', async () => {
    const ann = await kit.chatAs(ANN, 'Ben');
    const page = ann.page;
    const open = (nick: string) => w(page, '[data-testid="conversation"]').filter({ hasText: nick }).first().click();
    await composer(page).fill('half a thought for Ben');
    await open('Cal');
    await w(page, '[data-testid="message"]').filter({ hasText: 'from Cal' }).waitFor();
    expect(await composer(page).inputValue()).toBe('');
    await composer(page).fill('a note for Cal');
    await open('Ben');
    await expect.poll(() => composer(page).inputValue()).toBe('half a thought for Ben');
    // after a reload (the server keeps drafts), both come back
    await page.reload();
    await w(page, '.hy-tool--avatar').click();
    await open('Ben');
    await expect.poll(() => composer(page).inputValue(), { timeout: 10_000 }).toBe('half a thought for Ben');
    await open('Cal');
    await expect.poll(() => composer(page).inputValue()).toBe('a note for Cal');
    // sent: the draft is gone, also after a reload
    await composer(page).press('Enter');
    await w(page, '[data-testid="message"]').filter({ hasText: 'a note for Cal' }).waitFor();
    await page.waitForTimeout(300);
    await page.reload();
    await w(page, '.hy-tool--avatar').click();
    await open('Cal');
    await w(page, '[data-testid="message"]').filter({ hasText: 'a note for Cal' }).waitFor();
    await page.waitForTimeout(500);
    expect(await composer(page).inputValue()).toBe('');
    expect(ann.errors).toEqual([]);
    await page.context().close();
  });

  it('edits an own sent text from the menu; the peer sees the new text marked edited, in their language', async () => {
    const ann = await kit.chatAs(ANN, 'Ben');
    const ben = await kit.chatAs(BEN, 'Ann', { locale: 'zh_CN' });
    await send(ann.page, 'quote: 100 USD');
    const mine = w(ann.page, '[data-testid="message"][data-status="success"]').filter({ hasText: 'quote: 100 USD' });
    await mine.waitFor();
    await w(ben.page, '[data-testid="message"]').filter({ hasText: 'quote: 100 USD' }).waitFor({ timeout: 10_000 });
    await mine.locator('.hy-msg__bubble').click({ button: 'right' });
    await w(ann.page, '.hy-menu').getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const editor = w(ann.page, '[data-testid="message-editor"] textarea');
    expect(await editor.inputValue()).toBe('quote: 100 USD');
    await editor.fill('quote: 120 USD');
    await editor.press('Enter');
    const edited = w(ann.page, '[data-testid="message"]').filter({ hasText: 'quote: 120 USD' });
    await edited.getByText('Edited', { exact: true }).waitFor();
    const theirs = w(ben.page, '[data-testid="message"]').filter({ hasText: 'quote: 120 USD' });
    await theirs.getByText('已编辑', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await w(ben.page, '[data-testid="message"]').filter({ hasText: 'quote: 100 USD' }).count()).toBe(0);
    // a peer's message offers no edit
    await theirs.locator('.hy-msg__bubble').click({ button: 'right' });
    await w(ben.page, '.hy-menu').waitFor();
    expect(await w(ben.page, '.hy-menu').getByRole('menuitem', { name: '编辑', exact: true }).count()).toBe(0);
    expect(ann.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await ann.page.context().close();
    await ben.page.context().close();
  });

  it("sets the user's own nick, signature, avatar, gender and birthday from the header menu; kept on the server", async () => {
    const cal = await kit.chatAs(CAL, 'Ann', { locale: 'zh_CN' });
    const page = cal.page;
    const openProfile = async () => {
      await w(page, '[data-testid="start-menu"]').click();
      await w(page, '[data-testid="start-profile"]').click();
      await w(page, '[data-testid="my-profile"]').getByText('我的资料').waitFor();
    };
    await openProfile();
    await expect.poll(() => w(page, '[data-testid="profile-nick"]').inputValue()).toBe('Cal');
    await w(page, '[data-testid="profile-nick"]').fill('Captain Cal');
    await w(page, '[data-testid="profile-signature"]').fill('At sea till May');
    await w(page, '[data-testid="profile-gender"]').selectOption('Gender_Type_Female');
    await w(page, '[data-testid="profile-birthday"]').fill('1990-01-31');
    await w(page, '[data-testid="profile-avatar-file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => w(page, '[data-testid="profile-avatar"]').getAttribute('src')).toMatch(/\/im\/files\/[\w-]+$/);
    await w(page, '[data-testid="profile-save"]').click();
    await w(page, '[data-testid="toast"]').getByText('资料已保存').waitFor();
    await page.reload();
    await w(page, '.hy-tool--avatar').click();
    await openProfile();
    await expect.poll(() => w(page, '[data-testid="profile-nick"]').inputValue()).toBe('Captain Cal');
    expect(await w(page, '[data-testid="profile-signature"]').inputValue()).toBe('At sea till May');
    expect(await w(page, '[data-testid="profile-gender"]').inputValue()).toBe('Gender_Type_Female');
    expect(await w(page, '[data-testid="profile-birthday"]').inputValue()).toBe('1990-01-31');
    expect(await w(page, '[data-testid="profile-gender"] option:checked').textContent()).toBe('女');
    const avatar = w(page, '[data-testid="profile-avatar"]');
    expect(await avatar.getAttribute('src')).toMatch(/\/im\/files\/[\w-]+$/);
    // the stored avatar is a real image the browser draws
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
    expect(cal.errors).toEqual([]);
    await page.context().close();
  });
});
