/**
 * Build step 3 of the site (npm run build:site): writes every static page of both languages as HTML.
 *
 *   node scripts/prerender.ts            (after `vite build -c vite.site.config.ts` and `... --mode ssr`)
 *
 * Starts the real product server (server/main.ts) on a free loopback port with a temporary PGlite DATA_DIR
 * (seeded on start), so page loaders get real API data, renders each page with dist/ssr/entry-server.js and
 * writes dist/site/<path>/index.html (English under dist/site/en/). Also writes sitemap.xml and robots.txt.
 * Pages whose data depends on the request (news details) are left to the server's request-time renderer.
 * SITE_URL sets the public origin used in canonical/alternate URLs (default in site/src/ssr/head.ts).
 */
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as SsrModule from '../site/src/ssr/entry-server.tsx';
import type { Manifest } from '../site/src/ssr/preload.ts';

const root = resolve(import.meta.dirname, '..');
const siteDir = join(root, 'dist/site');
const ssrDir = join(root, 'dist/ssr');

type Ssr = typeof SsrModule;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'site-prerender-'));
  let log = '';
  const { DATABASE_URL: _d, DATABASE_SCHEMA: _s, REDIS_URL: _r, ...env } = process.env;
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr.on('data', (b: Buffer) => (log += b.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function fileFor(urlPath: string): string {
  const clean = urlPath.replace(/^\/+|\/+$/g, '');
  return join(siteDir, clean, 'index.html');
}

function sitemap(entries: { loc: string; alternates: { hreflang: string; href: string }[] }[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${esc(e.loc)}</loc>\n${e.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}"/>`).join('\n')}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const ssr = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as Ssr;
  // The built shell is kept for the server (pages without a prerendered file); index.html becomes the home page.
  await copyFile(join(siteDir, 'index.html'), join(ssrDir, 'template.html'));
  await copyFile(join(siteDir, '.vite/manifest.json'), join(ssrDir, 'manifest.json'));
  const template = await readFile(join(ssrDir, 'template.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(ssrDir, 'manifest.json'), 'utf8')) as Manifest;
  const styles = ssr.stylesOf(manifest, (file) => readFileSync(join(siteDir, file), 'utf8'));
  const siteUrl = (process.env.SITE_URL || ssr.DEFAULT_SITE_URL).replace(/\/+$/, '');

  const server = await startServer();
  const entries: { loc: string; alternates: { hreflang: string; href: string }[] }[] = [];
  let written = 0;
  try {
    for (const path of ssr.SITE_PATHS) {
      for (const prefix of ['', '/en']) {
        const urlPath = path === '/' ? `${prefix}/` : `${prefix}${path}`;
        const result = await ssr.renderPage(urlPath, { apiBase: server.url, siteUrl, template, manifest, styles, mode: 'prerender' });
        if (result.kind === 'redirect' || result.render === 'request' || result.status !== 200) continue;
        const file = fileFor(urlPath);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, result.html);
        written++;
        if (path === '/searchList') continue; // results pages stay out of the index (robots.txt)
        const alternates = ssr.alternates(path, '', siteUrl);
        entries.push({ loc: `${siteUrl}${urlPath}`, alternates });
      }
    }
  } finally {
    await server.stop();
  }
  await writeFile(join(siteDir, 'sitemap.xml'), sitemap(entries));
  await writeFile(
    join(siteDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /demo/\nDisallow: /searchList\nDisallow: /en/searchList\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  console.log(`prerendered ${written} pages, sitemap with ${entries.length} URLs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
