import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../harness/server-process.ts';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import { loadConfig } from '../../../server/config.ts';
import { startImServer, until } from '../messaging/im-helpers.ts';
import type { ImServer } from '../messaging/im-helpers.ts';

const TOKEN = 'metrics-test-token';
const REDIS_URL = process.env.TEST_REDIS_URL;

/** The value of the sample `name{labels}` (labels as written by prom-client), or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics (a server process)', () => {
  let im: ImServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    // with Redis when the machine has it: the bus lag is measured on envelopes that crossed it
    im = await startImServer({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), ...(REDIS_URL ? { REDIS_URL } : {}) });
  });
  afterAll(async () => {
    await im?.stop();
  });

  const scrape = async (url = `${im.url}/metrics`, token: string | undefined = TOKEN) =>
    fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('counts logins, sends, deliveries, acks and commit batches, and times requests by route pattern', async () => {
    const before = await (await scrape()).text();
    expect(sample(before, 'im_messages_committed_total')).toBe(0);
    expect(sample(before, 'im_sockets_connected')).toBe(0);

    const a = await im.client('metrics_a');
    const b = await im.client('metrics_b');
    const got: unknown[] = [];
    b.on('onMessageReceived', (e) => got.push(...(e.data as unknown[])));
    for (let i = 0; i < 3; i++)
      await a.sendMessage(a.createTextMessage({ to: 'metrics_b', conversationType: 'C2C', payload: { text: `m${i}` } }));
    await until(() => got.length === 3, 5000, 'deliveries');
    await fetch(`${im.url}/api/jobs/12345?x=1`);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'im_logins_total', 'result="ok"')).toBe(2);
    expect(sample(text, 'im_sockets_connected')).toBe(2);
    expect(sample(text, 'im_messages_committed_total')).toBe(3);
    // b's socket got the three messages; a's own socket had them in its acks
    expect(sample(text, 'im_messages_delivered_total')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'im_ack_seconds_count')).toBe(3);
    expect(sample(text, 'im_commit_batch_size_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'im_commit_batch_size_sum')).toBeGreaterThanOrEqual(3);
    if (REDIS_URL) expect(sample(text, 'im_bus_lag_seconds_count')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'db_query_errors_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'im_calls_in_progress')).toBe(0);
    expect(sample(text, 'desk_queue_length')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'desk_first_response_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // the route's pattern, never the raw URL
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/jobs\/:id",status="\dxx"\} 1/);
    expect(text).not.toContain('12345');
  });

  it('is refused without the token or with another one, in the caller’s language', async () => {
    const none = await fetch(`${im.url}/metrics`, { headers: { 'accept-language': 'en-US' } });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { msg: string }).msg).toBe('The metrics token is missing or wrong');
    const wrong = await fetch(`${im.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { msg: string }).msg).toBe('监控令牌缺失或不正确');
  });

  it('is served on METRICS_PORT on loopback too, with the token asked there as well', async () => {
    const own = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await scrape(own, '')).status).toBe(401);
    const res = await scrape(own);
    expect(res.status).toBe(200);
    expect(sample(await res.text(), 'im_logins_total', 'result="ok"')).toBeGreaterThanOrEqual(2);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});

describe('GET /metrics in process', () => {
  it('is not served without METRICS_TOKEN or METRICS_PORT', async () => {
    const config = loadConfig({ ...process.env, METRICS_TOKEN: '', METRICS_PORT: '' });
    const server = await startApp(await testDatabases()[0]!.open(), { metrics: config.metrics });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
        const res = await fetch(`${server.url}/metrics`, { headers, redirect: 'manual' });
        expect(res.status).not.toBe(200);
        expect(await res.text()).not.toContain('im_logins_total');
      }
    } finally {
      await server.close();
    }
  });

  it.each(testDatabases())('counts failed queries (and the pool on PostgreSQL) on $name', async (store) => {
    const server = await startApp(await store.open(), { metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' } });
    try {
      const read = async () => (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const before = sample(await read(), 'db_query_errors_total')!;
      await server.app.messaging.im.db
        .selectFrom('no_such_table' as 'im_account')
        .selectAll()
        .execute()
        .catch(() => undefined);
      const text = await read();
      expect(sample(text, 'db_query_errors_total')).toBe(before + 1);
      if (store.name === 'postgres') expect(sample(text, 'db_pool_connections', 'state="total"')).toBeGreaterThan(0);
      else expect(text).not.toContain('db_pool_connections');
    } finally {
      await server.close();
    }
  });
});
