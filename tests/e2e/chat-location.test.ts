import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe.ts';
import { w } from './chat-kit.ts';
import { startPartnerChat, type PartnerChat } from './partner-kit.ts';

/**
 * Location messages: a card from the browser's current position (or typed coordinates) with a description,
 * received by the other side with its coordinates and a plain link to a map site; no map is loaded.
 */
const ANN = 'place_ann';
const BEN = 'place_ben';

describe('location messages (built widget, real server)', () => {
  let kit: PartnerChat;

  beforeAll(async () => {
    kit = await startPartnerChat([
      { id: ANN, nick: 'Ann' },
      { id: BEN, nick: 'Ben' },
    ]);
    await kit.admin('/v4/openim/sendmsg', {
      From_Account: BEN,
      To_Account: ANN,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Where are you?' } }],
    });
  });
  afterAll(async () => {
    await kit?.stop();
  });

  it('sends the current position as a card that the other side receives', async () => {
    const ann = await kit.chatAs(ANN, 'Ben', {
      context: { geolocation: { latitude: 31.2304, longitude: 121.4737 }, permissions: ['geolocation'] },
    });
    const outside: string[] = [];
    ann.page.on('request', (r) => {
      if (!new URL(r.url()).hostname.startsWith('127.')) outside.push(r.url());
    });
    const chat = ann.page.locator('hy-chat');
    await chat.getByRole('button', { name: 'Send a location' }).click();
    const panel = chat.getByRole('form', { name: 'Send a location' });
    // typed coordinates out of range are refused
    await panel.getByLabel('Latitude').fill('95');
    await panel.getByLabel('Longitude').fill('10');
    await panel.getByRole('button', { name: 'Send location' }).click();
    await panel.getByRole('alert').getByText('Enter a latitude from -90 to 90 and a longitude from -180 to 180.').waitFor();
    expect(await axeViolations(ann.page)).toEqual([]);
    // the browser's position fills them in
    await panel.getByRole('button', { name: 'Use my position' }).click();
    await expect.poll(() => panel.getByLabel('Latitude').inputValue()).toBe('31.230400');
    expect(await panel.getByLabel('Longitude').inputValue()).toBe('121.473700');
    await panel.getByLabel('Place name').fill('Sealink office');
    await panel.getByRole('button', { name: 'Send location' }).click();
    expect(await panel.count()).toBe(0);

    const ben = await kit.chatAs(BEN, 'Ann');
    for (const side of [ann, ben]) {
      const card = w(side.page, '[data-testid="location-card"]');
      await card.waitFor({ timeout: 15_000 });
      expect(await card.textContent()).toContain('Sealink office');
      expect(await card.textContent()).toContain('31.23040, 121.47370');
      const link = card.getByRole('link', { name: 'Open map' });
      expect(await link.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=31.23040&mlon=121.47370#map=16/31.23040/121.47370');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(outside).toEqual([]);
    expect(ann.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    await ann.page.context().close();
    await ben.page.context().close();
  });

  it('the host page sends a custom message to the open conversation', async () => {
    const ann = await kit.chatAs(ANN, 'Ben');
    const sent = await ann.page.evaluate(() => {
      const el = document.querySelector('hy-chat') as HTMLElement & { sendCustomMessage(input: unknown): boolean };
      const refused = el.sendCustomMessage({ data: 42 });
      const ok = el.sendCustomMessage({ data: JSON.stringify({ businessID: 'shipment', no: 'A-7' }), description: 'Order A-7 confirmed' });
      return { refused, ok };
    });
    expect(sent).toEqual({ refused: false, ok: true });
    await w(ann.page, '[data-testid="message"]').filter({ hasText: 'Order A-7 confirmed' }).waitFor({ timeout: 15_000 });
    const ben = await kit.chatAs(BEN, 'Ann');
    await w(ben.page, '[data-testid="message"]').filter({ hasText: 'Order A-7 confirmed' }).waitFor({ timeout: 15_000 });
    expect(ann.errors).toEqual([]);
    await ann.page.context().close();
    await ben.page.context().close();
  });
});
