import { describe, expect, it } from 'vitest';
import { openPage } from '../../harness/browser.ts';
import { useSite } from '../helpers/site.ts';
import { waitForPage } from './pages-kit.ts';

/** A visitor opening a news article counts exactly one page view (server render + hydration included). */
describe('news page views', () => {
  const site = useSite({ CONTENT_CACHE_MS: '0' });

  async function viewsOf(id: number): Promise<number> {
    const res = await fetch(`${site.server.url}/platformIncrement/officialWebsiteNews/list/2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en_US' },
      body: JSON.stringify({ currentPage: 1, pageSize: 50 }),
    });
    const body = (await res.json()) as { data: { records: { id: number; pageViews: number }[] } };
    const record = body.data.records.find((r) => r.id === id);
    if (!record) throw new Error(`news ${id} not in the list`);
    return record.pageViews;
  }

  it('counts one view per visit and shows the count on the page', async () => {
    const list = await fetch(`${site.server.url}/platformIncrement/officialWebsiteNews/list/2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en_US' },
      body: JSON.stringify({ currentPage: 1, pageSize: 1 }),
    }).then((r) => r.json() as Promise<{ data: { records: { id: number }[] } }>);
    const id = list.data.records[0]!.id;
    const before = await viewsOf(id);

    const { page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.url}/en/mediaCenter/mediaCenterNews/details?id=2&newsId=${id}`);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // idle-time revalidation, if any, has happened by now
    expect(await viewsOf(id)).toBe(before + 1);
    expect(await page.locator('main').innerText()).toContain(String(before + 1));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
