import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from '../../site/src/ssr/script-loader.ts';
import { BLANK_PATH, noScriptsPath, startControlServer, type ControlServer } from './controls.ts';

const PAGE = loadScriptsAfterFirstPaint(`<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head><body><main><h1>联系我们</h1></main></body></html>`);
const STYLE = brotliCompressSync(Buffer.from('body{color:red}'));

/** A stand-in for the site's server: one page (with its policy) and one precompressed style sheet. */
function site(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/contactUs') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'sha256-x'" });
      res.end(PAGE);
    } else if (req.url === '/echo' && req.method === 'POST') {
      res.writeHead(200, { 'content-type': 'application/json' });
      req.pipe(res);
    } else if (req.url === '/assets/a.css') {
      res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'br', 'cache-control': 'max-age=31536000' });
      res.end(STYLE);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

describe('bench:site control loads', () => {
  let upstream: { server: Server; url: string };
  let controls: ControlServer;
  beforeAll(async () => {
    upstream = await site();
    controls = await startControlServer(upstream.url);
  });
  afterAll(async () => {
    await controls.close();
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  it('serves a blank page with a heading and no script or image', async () => {
    const res = await fetch(`${controls.url}${BLANK_PATH}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>');
    expect(html).not.toMatch(/<script|<img/);
  });

  it("serves a site page without its script loader, compressed, and without the loader's policy", async () => {
    const res = await fetch(`${controls.url}${noScriptsPath('/contactUs')}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-security-policy')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<main><h1>联系我们</h1></main>');
    expect(html).not.toContain('/assets/index-A.js');
    expect(html).not.toContain('<script');
  });

  it('passes every other request through as the server sent it', async () => {
    const res = await fetch(`${controls.url}/assets/a.css`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('max-age=31536000');
    expect(await res.text()).toBe('body{color:red}');
    expect((await fetch(`${controls.url}/missing`)).status).toBe(404);
    const posted = await fetch(`${controls.url}/echo`, { method: 'POST', body: '{"currentPage":1}' });
    expect(await posted.text()).toBe('{"currentPage":1}');
  });
});
