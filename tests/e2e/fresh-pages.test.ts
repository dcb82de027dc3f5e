import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../harness/database.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/index.ts';
import type { WireNewsEntry } from '../../common/console/content.ts';
import { startApp } from '../helpers/app-server.ts';
import type { RunningApp } from '../helpers/app-server.ts';
import { call, createStaff, signIn } from '../integration/console/console-kit.ts';
import type { Staff } from '../integration/console/console-kit.ts';
import { article, createArticle, pngImage, uploadMedia } from '../integration/console/content-kit.ts';

/** The prerendered pages listing company news, in both languages (then the sitemap). */
const PAGES = ['/mediaCenter', '/en/mediaCenter'];

async function html(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(res.status).toBe(200);
  return res.text();
}

/** Polls until `check` holds on what `read` gives; returns how long that took (ms). */
async function within(read: () => Promise<string[]>, check: (texts: string[]) => boolean, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (check(await read())) return Date.now() - started;
    if (Date.now() - started > limitMs) {
      const texts = await read();
      throw new Error(
        `not within ${limitMs} ms: ${texts.map((t, i) => `${i}:${t.length}:${/Ballast water retrofit 7Q[^<]*/.exec(t)?.[0] ?? '-'}`).join(' | ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Fresh pages without a rebuild (issue #16.4), on the built site (dist/site prerendered from the seed, dist/ssr):
 * a publish in the console changes the HTML a crawler receives — the prerendered media centre in both languages, the
 * home page and sitemap.xml — within a second, on the instance that published and on another instance of the same
 * database (Redis when TEST_REDIS_URL is set, else the revision it polls); an unpublish removes it again.
 */
describe.each(testDatabases().slice(0, 1))('fresh pages after a publish ($name)', (target) => {
  let server: RunningApp;
  let other: FastifyInstance | undefined;
  let otherUrl = '';
  let database: DatabaseHandle;
  let mediaDir: string;
  let editor: Staff;
  const redisUrl = process.env.TEST_REDIS_URL;
  const content = () => ({ mediaDir, publishSeconds: 0.5, revisionPollMs: redisUrl ? 5000 : 200 });

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'fresh-pages-'));
    database = await target.open();
    server = await startApp(database, { content: content(), redisUrl });
    await createStaff(database, 'editor_1', 'editor');
    editor = await signIn(server.url, 'editor_1');
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('shows a published article on the prerendered pages and in the sitemap within a second, in both languages, and removes it when unpublished', async () => {
    const before = await html(server.url, '/mediaCenter');
    expect(before).toContain('<div id="root">');
    const cover = (await uploadMedia(server.url, editor, await pngImage())).body.data.urls.large;
    const entry = await createArticle(server.url, editor, article('Ballast water retrofit 7Q', cover));
    const zh = 'Ballast water retrofit 7Q（中文）';
    const en = 'Ballast water retrofit 7Q (English)';
    const zhId = entry.versions.zh_CN!.id;
    const enId = entry.versions.en_US!.id;
    const read = (base: string) => () => Promise.all([...PAGES.map((p) => html(base, p)), html(base, '/sitemap.xml')]);
    const shown = ([mediaZh, mediaEn, sitemap]: string[]) =>
      mediaZh!.includes(zh) &&
      mediaEn!.includes(en) &&
      sitemap!.includes(`/mediaCenter/mediaCenterNews/details?id=1&amp;newsId=${zhId}`) &&
      sitemap!.includes(`/en/mediaCenter/mediaCenterNews/details?id=1&amp;newsId=${enId}`);
    const hidden = (texts: string[]) => texts.every((t) => !t.includes('Ballast water retrofit 7Q') && !t.includes(`newsId=${zhId}<`));

    // A draft is nowhere.
    expect(hidden(await read(server.url)())).toBe(true);

    const published = await call<WireNewsEntry>(server.url, 'POST', `/content/news/${entry.entryId}/publish`, { staff: editor, body: {} });
    expect(published.status).toBe(200);
    expect(await within(read(server.url), shown, 1000)).toBeLessThan(1000);
    const detail = await html(server.url, `/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${enId}`);
    expect(detail).toContain('English body Ballast water retrofit 7Q');
    const sitemap = await html(server.url, '/sitemap.xml');
    expect(sitemap).toContain(
      `hreflang="en" href="https://www.sealink-marine.example/en/mediaCenter/mediaCenterNews/details?id=1&amp;newsId=${enId}"`,
    );
    // Every page of the build's sitemap is still listed.
    const built = await readFile(join(import.meta.dirname, '../../dist/site/sitemap.xml'), 'utf8');
    for (const loc of built.match(/<loc>[^<]+<\/loc>/g) ?? []) expect(sitemap).toContain(loc);

    // Another instance started after the publish: its prerendered files are out of date, so it renders the pages.
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' }, { content: content(), redisUrl });
    other = await buildApp({ config, database });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect(shown(await read(otherUrl)())).toBe(true);

    // Withdrawn on the first instance: gone from both instances' pages and sitemaps within a second.
    await call(server.url, 'POST', `/content/news/${entry.entryId}/unpublish`, { staff: editor });
    const started = Date.now();
    await within(read(server.url), hidden, 1000);
    await within(read(otherUrl), hidden, 1000);
    expect(Date.now() - started).toBeLessThan(1000 + (redisUrl ? 0 : 300));
    const gone = await html(otherUrl, `/en/mediaCenter/mediaCenterNews/details?id=1&newsId=${enId}`);
    expect(gone).not.toContain('English body Ballast water retrofit 7Q');

    // Published again on the second instance: the first one follows.
    await call(otherUrl, 'POST', `/content/news/${entry.entryId}/publish`, { staff: editor, body: {} });
    await within(read(server.url), shown, 1000);
  });
});
