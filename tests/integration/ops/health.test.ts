import { describe, expect, it } from 'vitest';
import { dropSchema, testDatabases, uniqueSchema } from '../../../harness/database.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { freePort, startServerProcess } from '../../../harness/server-process.ts';
import { startApp } from '../../helpers/app-server.ts';
import { cutProxy } from './cut-proxy.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;

async function get(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('liveness and readiness', () => {
  it('answers live and ready, keeps /api/health as it was, and is not ready once draining', async () => {
    const server = await startApp(await testDatabases()[0]!.open());
    try {
      expect(await get(`${server.url}/api/health/live`)).toEqual({ status: 200, body: { status: 'live' } });
      expect(await get(`${server.url}/api/health/ready`)).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'up' } } });
      const old = await get(`${server.url}/api/health`);
      expect(old.status).toBe(200);
      expect(old.body).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'up' } });

      server.app.readiness.drain();
      expect(await get(`${server.url}/api/health/ready`)).toMatchObject({ status: 503, body: { status: 'draining' } });
      expect((await get(`${server.url}/api/health/live`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('is live but not ready while the process migrates and starts', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const seen = new Set<string>();
    let started = false;
    const watch = (async () => {
      while (!started) {
        try {
          const live = await fetch(`${base}/api/health/live`);
          const ready = await get(`${base}/api/health/ready`);
          seen.add(`${live.status} ${ready.status} ${String(ready.body.status)}`);
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const server = await startServerProcess({ PORT: String(port) });
    started = true;
    await watch;
    try {
      expect(seen).toContain('200 503 starting');
      expect((await get(`${base}/api/health/ready`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it.skipIf(!REDIS_URL)('is not ready while Redis does not answer, and ready again when it is back', async () => {
    const redis = new URL(REDIS_URL!);
    const proxy = await cutProxy(redis.hostname, Number(redis.port || 6379));
    const server = await startApp(await testDatabases()[0]!.open(), { redisUrl: `redis://127.0.0.1:${proxy.port}` });
    try {
      expect(await get(`${server.url}/api/health/ready`)).toEqual({
        status: 200,
        body: { status: 'ready', checks: { database: 'up', redis: 'up' } },
      });
      proxy.cut();
      const down = await get(`${server.url}/api/health/ready`);
      expect(down).toEqual({ status: 503, body: { status: 'unavailable', checks: { database: 'up', redis: 'down' } } });
      expect((await get(`${server.url}/api/health/live`)).status).toBe(200);
      proxy.mend();
      await expect.poll(async () => (await get(`${server.url}/api/health/ready`)).status, { timeout: 15_000, interval: 200 }).toBe(200);
    } finally {
      await server.close();
      await proxy.close();
    }
  });

  it.skipIf(!DATABASE_URL)('is not ready while PostgreSQL does not answer', async () => {
    const target = new URL(DATABASE_URL!);
    const proxy = await cutProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(DATABASE_URL!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const schema = uniqueSchema();
    const database = await openDatabase({ databaseUrl: proxied.href, schema, poolSize: 4 });
    await database.migrate();
    const server = await startApp(database);
    try {
      expect((await get(`${server.url}/api/health/ready`)).status).toBe(200);
      proxy.cut();
      expect(await get(`${server.url}/api/health/ready`)).toEqual({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'down' } },
      });
      proxy.mend();
      await expect.poll(async () => (await get(`${server.url}/api/health/ready`)).status, { timeout: 15_000, interval: 200 }).toBe(200);
    } finally {
      await server.close();
      await proxy.close();
      await dropSchema(DATABASE_URL!, schema);
    }
  });
});
