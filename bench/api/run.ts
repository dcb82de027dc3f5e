/**
 * npm run bench:api — the product API under load. Starts the real server (server/main.ts) on loopback with a
 * fresh data folder (PGlite; PostgreSQL in its own schema when DATABASE_URL is set), lets it seed, then drives
 * news list, news detail and site search with 100 concurrent keep-alive connections and prints requests/s and
 * latency percentiles. Targets: news-list p99 < 20 ms on PGlite, < 10 ms on PostgreSQL.
 * Options: BENCH_SECONDS (default 10 per scenario), BENCH_CONNECTIONS (default 100).
 */
import { dropSchema, uniqueSchema } from '../../tests/helpers/database.ts';
import { startServerProcess } from '../../tests/helpers/server-process.ts';
import { runLoad } from './load.ts';
import type { LoadRequest } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? uniqueSchema() : undefined;

const server = await startServerProcess({
  LOG_LEVEL: 'warn',
  // Generous limits: the bench measures the API, not the abuse limits.
  FORMS_RATE_LIMIT: '1000000',
  OWCHAT_RATE_LIMIT: '1000000',
  ...(databaseUrl && schema ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
});
const target = databaseUrl ? 'postgres' : 'pglite';

try {
  const headers = { language: 'zh_CN' };
  const list = await fetch(`${server.url}/platformIncrement/officialWebsiteNews/list/1`, {
    method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ currentPage: 1, pageSize: 50 }),
  }).then((r) => r.json() as Promise<{ data: { records: { id: number }[] } }>);
  const ids = list.data.records.map((r) => r.id);
  if (!ids.length) throw new Error('no seeded news');
  const keywords = ['船舶', '检修', '能效', '备件', '培训', '数字化'];

  const scenarios: [name: string, next: (i: number) => LoadRequest, target?: number][] = [
    ['news list', (i) => ({ method: 'POST', path: `/platformIncrement/officialWebsiteNews/list/${(i % 2) + 1}`, headers, body: JSON.stringify({ currentPage: (i % 2) + 1, pageSize: 10 }) }), databaseUrl ? 10 : 20],
    ['news detail', (i) => ({ method: 'GET', path: `/platformIncrement/officialWebsiteNews/getById/${ids[i % ids.length]}`, headers })],
    ['search', (i) => ({ method: 'GET', path: `/api/search?keyword=${encodeURIComponent(keywords[i % keywords.length]!)}&currentPage=1&pageSize=10`, headers })],
  ];

  console.log(`bench:api on ${target}, ${connections} connections, ${seconds} s per scenario (1 s warm-up each)`);
  const results: Record<string, unknown>[] = [];
  for (const [name, next, goal] of scenarios) {
    await runLoad(server.url, next, connections, 1000);
    const r = await runLoad(server.url, next, connections, seconds * 1000);
    const verdict = goal === undefined ? '' : r.p99 < goal ? `p99 target < ${goal} ms: met` : `p99 target < ${goal} ms: MISSED`;
    results.push({ scenario: name, 'req/s': Math.round(r.perSecond), 'p50 ms': +r.p50.toFixed(2), 'p99 ms': +r.p99.toFixed(2), 'max ms': +r.max.toFixed(1), requests: r.requests, errors: r.errors, target: verdict });
  }
  console.table(results);
} finally {
  await server.stop();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
}
