import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { jsonBody } from '../../helpers/json.ts';

/** A tiny dist folder so the web routes can be checked without a front-end build. */
async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hy-dist-'));
  await mkdir(join(dir, 'site/assets'), { recursive: true });
  await mkdir(join(dir, 'site/enter'), { recursive: true });
  await mkdir(join(dir, 'widget'), { recursive: true });
  await mkdir(join(dir, 'demo'), { recursive: true });
  await writeFile(join(dir, 'site/index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dir, 'site/enter/index.html'), '<!doctype html><title>prerendered enter</title>');
  await writeFile(join(dir, 'site/assets/app-abcdef12.js'), 'console.log(1)');
  await writeFile(join(dir, 'widget/hy-chat.js'), 'export {}');
  await writeFile(join(dir, 'demo/index.html'), '<!doctype html><title>demo</title>');
  return dir;
}

for (const target of testDatabases()) {
  describe(`server on ${target.name}`, () => {
    let server: RunningApp;
    let dist: string;
    beforeAll(async () => {
      dist = await fakeDist();
      server = await startApp(await target.open(), { distDir: dist });
    });
    afterAll(async () => {
      await server.close();
      await rm(dist, { recursive: true, force: true });
    });

    it('reports health with version and database status', async () => {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      const body = await jsonBody<{ version: string }>(res);
      expect(body).toMatchObject({ status: 'ok', database: { kind: target.name, status: 'up' } });
      expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    });

    it('has no /api/page-views counter (the site never called it; news views are counted by the news detail)', async () => {
      const post = await fetch(`${server.url}/api/page-views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/en/contactUs' }),
      });
      expect(post.status).toBe(404);
      expect((await fetch(`${server.url}/api/page-views?path=${encodeURIComponent('/en/contactUs')}`)).status).toBe(404);
    });

    it('serves the app shell for known pages, prerendered HTML when built, and redirects unknown paths home', async () => {
      const home = await fetch(`${server.url}/`);
      expect(await home.text()).toContain('shell');
      expect(await (await fetch(`${server.url}/enter`)).text()).toContain('prerendered enter');
      expect(await (await fetch(`${server.url}/en/contactUs`)).text()).toContain('shell');
      const unknown = await fetch(`${server.url}/no/such/page`, { redirect: 'manual' });
      expect(unknown.status).toBe(302);
      expect(unknown.headers.get('location')).toBe('/');
      const unknownEn = await fetch(`${server.url}/en/nothing`, { redirect: 'manual' });
      expect(unknownEn.headers.get('location')).toBe('/en/');
      const api404 = await fetch(`${server.url}/api/nothing`);
      expect(api404.status).toBe(404);
    });

    it('serves hashed assets as immutable and the widget with open CORS', async () => {
      const asset = await fetch(`${server.url}/assets/app-abcdef12.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const widget = await fetch(`${server.url}/widget/hy-chat.js`, { headers: { origin: 'https://partner.example' } });
      expect(widget.status).toBe(200);
      expect(widget.headers.get('access-control-allow-origin')).toBe('*');
      expect(widget.headers.get('cache-control')).toBe('no-cache');
      expect(await (await fetch(`${server.url}/demo/`)).text()).toContain('demo');
    });
  });
}
