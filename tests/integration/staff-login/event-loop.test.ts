import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../harness/server-process.ts';
import type { ServerProcess } from '../../../harness/server-process.ts';

/**
 * A burst of wrong staff sign-ins (from 50 IPs, so the per-IP limit does not stop it) must not hold up the rest
 * of the site: password checks run a few at a time, leaving the thread pool (file reads, compression) and the
 * event loop to other requests.
 */
let server: ServerProcess;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'hy-dist-'));
  await mkdir(join(dist, 'site/assets'), { recursive: true });
  await writeFile(join(dist, 'site/index.html'), '<!doctype html><title>shell</title>');
  // large enough to be read in chunks and compressed: both use the libuv thread pool, as scrypt does
  await writeFile(join(dist, 'site/assets/app-abcdef12.js'), `console.log(${JSON.stringify('x'.repeat(256 * 1024))})`);
  server = await startServerProcess({ TRUST_PROXY: '1', DIST_DIR: dist });
});
afterAll(async () => {
  await server?.stop();
  await rm(dist, { recursive: true, force: true });
});

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - start;
}

describe('a burst of staff sign-ins', () => {
  it('leaves the site responsive', async () => {
    // warm up (first reads, JIT)
    await timed(`${server.url}/assets/app-abcdef12.js`);
    await timed(`${server.url}/api/health`);
    const burst = Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${server.url}/im/staff/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
          body: JSON.stringify({ userId: `staff_${i}`, password: 'not the password' }),
        });
        return res.status;
      }),
    );
    const latencies: number[] = [];
    let done = false;
    void burst.finally(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    while (!done || latencies.length < 5) {
      latencies.push(await timed(`${server.url}/assets/app-abcdef12.js`), await timed(`${server.url}/api/health`));
      await new Promise((r) => setTimeout(r, 20));
    }
    const statuses = await burst;
    expect(
      statuses.every((s) => s === 401 || s === 429),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    // generous: one scrypt check takes ~60 ms; a starved thread pool made each of these wait for the whole burst
    expect(Math.max(...latencies), latencies.map(Math.round).join(' ')).toBeLessThan(600);
  });
});
