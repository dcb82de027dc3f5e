import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';

/**
 * The security headers (server/http/security-headers.ts, server/web/document-headers.ts) on each kind of
 * response: prerendered and request-rendered pages, the app shell, the demo page, the API and the widget bundle.
 * The fake dist has a prerendered page and a server bundle that echoes the URL into its inline script, like the
 * real ones (`window.__SSR__=…`), plus a JSON-LD data block, which needs no hash.
 */
const JSON_LD = '<script type="application/ld+json">{"@type":"Organization"}</script>';
const page = (title: string, inline: string) =>
  `<!doctype html><html><head><title>${title}</title>${JSON_LD}<script type="module" crossorigin src="/assets/app-abcdef12.js"></script></head>` +
  `<body><div id="root"></div><script>${inline}</script></body></html>`;

const SSR_BUNDLE = `
export function stylesOf() { return {}; }
export async function renderPage(url) {
  const html = ${JSON.stringify(page('rendered', 'window.__SSR__=URL;'))}.replace('URL', JSON.stringify(url));
  return { kind: 'page', status: 200, html, render: 'request' };
}
`;

async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hy-dist-headers-'));
  for (const sub of ['site/assets', 'site/enter', 'site/en', 'ssr', 'widget', 'demo']) await mkdir(join(dir, sub), { recursive: true });
  await writeFile(join(dir, 'site/index.html'), page('home', 'window.__SSR__={"href":"/"};'));
  await writeFile(join(dir, 'site/en/index.html'), page('home en', 'window.__SSR__={"href":"/en/"};'));
  await writeFile(join(dir, 'site/enter/index.html'), page('enter', 'window.__SSR__={"href":"/enter"};'));
  await writeFile(join(dir, 'site/assets/app-abcdef12.js'), 'console.log(1)');
  await writeFile(join(dir, 'ssr/entry-server.js'), SSR_BUNDLE);
  await writeFile(join(dir, 'ssr/template.html'), page('shell', ''));
  await writeFile(join(dir, 'ssr/manifest.json'), '{}');
  await writeFile(join(dir, 'widget/hy-chat.js'), 'export {}');
  await writeFile(
    join(dir, 'demo/index.html'),
    '<!doctype html><title>demo</title><script type="module" src="/widget/hy-chat.js"></script>',
  );
  return dir;
}

/** The CSP as a map of directive → sources. */
function directives(csp: string | null): Map<string, string[]> {
  expect(csp, 'content-security-policy').toBeTruthy();
  return new Map(
    csp!.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/** sha256 source expressions of the inline executable scripts of a served document (the browser's view). */
function inlineHashes(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', body]) => body && !attributes.includes('src=') && !attributes.includes('ld+json'))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

function expectCommonHeaders(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=(self)', 'microphone=(self)', 'geolocation=()']) expect(permissions).toContain(feature);
  expect(res.headers.get('strict-transport-security')).toBeNull(); // plain http
}

/** Checks a document's headers and that its CSP allows exactly its inline scripts. Returns the script hashes. */
async function expectDocument(res: Response, kind: 'site' | 'demo'): Promise<string[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expectCommonHeaders(res);
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  const csp = directives(res.headers.get('content-security-policy'));
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  const hashes = inlineHashes(await res.text());
  expect(scripts.slice(1).sort()).toEqual([...new Set(hashes)].sort());
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  const host = new URL(res.url).host;
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", `ws://${host}`, `wss://${host}`]));
  if (kind === 'site') {
    expect(csp.get('connect-src')).not.toContain('https:');
    expect(csp.get('img-src')).not.toContain('https:');
  }
  return hashes;
}

describe('security headers', () => {
  let server: RunningApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeDist();
    server = await startApp(await testDatabases()[0]!.open(), { distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('prerendered pages: CSP with the hash of their inline script, frame rules, the common headers', async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/en/', '/enter', '/en/enter', '/index.html']) {
      const hashes = await expectDocument(await fetch(`${server.url}${path}`), 'site');
      expect(hashes, path).toHaveLength(1);
      seen.add(hashes[0]!);
    }
    expect(seen.size).toBe(4); // zh home (also /index.html), en home, enter, and /en/enter (rendered now: no file)
  });

  it('pages rendered per request: the hash of this response’s inline script', async () => {
    const first = await expectDocument(await fetch(`${server.url}/mediaCenter/mediaCenterNews/details?id=1`), 'site');
    const second = await expectDocument(await fetch(`${server.url}/en/mediaCenter/mediaCenterNews/details?id=2`), 'site');
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first[0]).not.toBe(second[0]);
  });

  it('the demo page, at /demo and /demo/', async () => {
    for (const path of ['/demo', '/demo/']) expect(await expectDocument(await fetch(`${server.url}${path}`), 'demo')).toEqual([]);
  });

  it('API responses: nosniff and the common headers, no document policy', async () => {
    for (const path of ['/api/health', '/api/does-not-exist']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expectCommonHeaders(res);
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('the widget bundle stays loadable from any site: CORS, cross-origin resource, no frame or CSP rules', async () => {
    const res = await fetch(`${server.url}/widget/hy-chat.js`, { headers: { origin: 'https://partner.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expectCommonHeaders(res);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('HSTS only over TLS (here: a trusted proxy saying https)', async () => {
    const behindProxy = await startApp(await testDatabases()[0]!.open(), { distDir: dist, trustProxy: true });
    try {
      const tls = await fetch(`${behindProxy.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      const plain = await fetch(`${behindProxy.url}/api/health`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
  });
});
