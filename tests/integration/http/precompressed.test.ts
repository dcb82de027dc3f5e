import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { precompressDir } from '../../../scripts/precompress.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET without fetch's automatic decoding: the bytes as the server sent them. */
function get(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const page = `<!doctype html><title>prerendered contact</title>${'<p>text</p>'.repeat(200)}`;

async function builtDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hy-dist-'));
  for (const sub of ['site/assets', 'site/contactUs', 'widget', 'demo']) await mkdir(join(dir, sub), { recursive: true });
  await writeFile(join(dir, 'site/index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dir, 'site/contactUs/index.html'), page);
  await writeFile(join(dir, 'site/assets/app-abcdef12.js'), script);
  await writeFile(join(dir, 'site/assets/tiny-abcdef12.js'), 'export {}');
  await writeFile(join(dir, 'widget/hy-chat.js'), script);
  await writeFile(join(dir, 'widget/chunk-abcdef12.js'), script);
  for (const sub of ['site', 'widget', 'demo']) await precompressDir(join(dir, sub));
  return dir;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('assets compressed at build time', () => {
  const target = testDatabases()[0]!;
  let server: RunningApp;
  let dist: string;
  beforeAll(async () => {
    dist = await builtDist();
    server = await startApp(await target.open(), { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('writes .br and .gz copies of text assets only (not HTML, not files under 1 KB)', async () => {
    expect(brotliDecompressSync(await readFile(join(dist, 'site/assets/app-abcdef12.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dist, 'site/assets/app-abcdef12.js.gz'))).toString()).toBe(script);
    expect(await exists(join(dist, 'site/assets/tiny-abcdef12.js.br'))).toBe(false);
    expect(await exists(join(dist, 'site/contactUs/index.html.br'))).toBe(false);
  });

  it('sends the brotli copy to a browser that accepts it, with the headers of the file itself', async () => {
    const res = await get(`${server.url}/assets/app-abcdef12.js`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.equals(await readFile(join(dist, 'site/assets/app-abcdef12.js.br')))).toBe(true);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts no encoding', async () => {
    const gz = await get(`${server.url}/assets/app-abcdef12.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(`${server.url}/assets/app-abcdef12.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('keeps the widget rules: open CORS, hashed chunks immutable, the entry revalidated', async () => {
    const entry = await get(`${server.url}/widget/hy-chat.js`, 'br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get(`${server.url}/widget/chunk-abcdef12.js`, 'br');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('still compresses prerendered pages per request, with their Content-Security-Policy', async () => {
    const res = await get(`${server.url}/contactUs`, 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain('script-src');
    expect(brotliDecompressSync(res.body).toString()).toBe(page);
  });
});
