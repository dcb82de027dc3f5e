/**
 * npm run bench:api — the product API under load. Starts the real server (server/main.ts) on loopback with a
 * fresh data folder (PGlite; PostgreSQL in its own schema when DATABASE_URL is set), lets it seed, then drives
 * news list, news detail and site search with 100 concurrent keep-alive connections (bench/api/load.ts, a lean
 * generator) and prints requests/s, latency percentiles, and the CPU the server and the generator used.
 * Targets: news-list p99 < 20 ms on PGlite, < 10 ms on PostgreSQL.
 *
 * With two or more cores and `taskset` available, the server (all its threads) is pinned to core 0 and this
 * generator to core 1, so they do not steal each other's core; PostgreSQL's own processes are not pinned. The
 * machine's load average is printed before and after: other work on the machine makes the figures noisy.
 * Options: BENCH_SECONDS (default 10 per scenario), BENCH_WARMUP_SECONDS (default 2 per scenario: the first
 * seconds after start run unoptimised code), BENCH_CONNECTIONS (default 100), BENCH_PIN=0 (no pinning),
 * BENCH_ONLY (comma-separated scenario names to run, e.g. `news detail,search`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dropSchema, uniqueSchema } from '../../harness/database.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import { runLoad } from './load.ts';
import type { LoadRequest } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? uniqueSchema() : undefined;
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system, all threads). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Pins every thread of `pid` to `core`; false when that is not possible here. */
function pin(pid: number, core: number): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const cores = availableParallelism();

const server = await startServerProcess({
  LOG_LEVEL: 'warn',
  // Generous limits: the bench measures the API, not the abuse limits.
  FORMS_RATE_LIMIT: '1000000',
  OWCHAT_RATE_LIMIT: '1000000',
  ...(databaseUrl && schema ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
});
const target = databaseUrl ? 'postgres' : 'pglite';
const serverPid = server.child.pid!;
const pinned = process.env.BENCH_PIN !== '0' && cores >= 2 && pin(serverPid, 0) && pin(process.pid, 1);

try {
  const headers = { language: 'zh_CN' };
  const list = await fetch(`${server.url}/platformIncrement/officialWebsiteNews/list/1`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ currentPage: 1, pageSize: 50 }),
  }).then((r) => r.json() as Promise<{ data: { records: { id: number }[] } }>);
  const ids = list.data.records.map((r) => r.id);
  if (!ids.length) throw new Error('no seeded news');
  const keywords = ['船舶', '检修', '能效', '备件', '培训', '数字化'];

  const scenarios: [name: string, next: (i: number) => LoadRequest, target?: number][] = [
    [
      'news list',
      (i) => ({
        method: 'POST',
        path: `/platformIncrement/officialWebsiteNews/list/${(i % 2) + 1}`,
        headers,
        body: JSON.stringify({ currentPage: (i % 2) + 1, pageSize: 10 }),
      }),
      databaseUrl ? 10 : 20,
    ],
    ['news detail', (i) => ({ method: 'GET', path: `/platformIncrement/officialWebsiteNews/getById/${ids[i % ids.length]}`, headers })],
    [
      'search',
      (i) => ({
        method: 'GET',
        path: `/api/search?keyword=${encodeURIComponent(keywords[i % keywords.length]!)}&currentPage=1&pageSize=10`,
        headers,
      }),
    ],
    // Every request a keyword not asked before: the search query itself, with no cache to help.
    [
      'search, uncached',
      (i) => ({
        method: 'GET',
        path: `/api/search?keyword=${encodeURIComponent(`${keywords[i % keywords.length]!} ${i}`)}&currentPage=1&pageSize=10`,
        headers,
      }),
    ],
  ];

  console.log(`bench:api on ${target}, ${connections} connections, ${seconds} s per scenario (${warmup} s warm-up each)`);
  console.log(
    pinned
      ? 'server pinned to core 0, load generator to core 1 (taskset); PostgreSQL processes unpinned'
      : 'not pinned (one core, no taskset, or BENCH_PIN=0): server and generator share the cores',
  );
  console.log(`load average before: ${load()} (${cores} cores)`);
  const results: Record<string, unknown>[] = [];
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  for (const [name, next, goal] of scenarios.filter(([name]) => !only || only.includes(name))) {
    await runLoad(server.url, next, connections, warmup * 1000);
    const cpu0 = cpuSeconds(serverPid);
    const r = await runLoad(server.url, next, connections, seconds * 1000);
    const serverCpu = (cpuSeconds(serverPid) - cpu0) / r.seconds;
    const verdict = goal === undefined ? '' : r.p99 < goal ? `p99 < ${goal} ms: met` : `p99 < ${goal} ms: MISSED`;
    results.push({
      scenario: name,
      'req/s': Math.round(r.perSecond),
      'p50 ms': +r.p50.toFixed(2),
      'p99 ms': +r.p99.toFixed(2),
      'max ms': +r.max.toFixed(1),
      requests: r.requests,
      errors: r.errors,
      'server CPU %': Math.round(serverCpu * 100),
      'generator CPU %': Math.round(r.cpu * 100),
      target: verdict,
    });
  }
  console.table(results);
  console.log(`load average after: ${load()}`);
  console.log("news detail and search answer from a micro-cache (CONTENT_CACHE_MS); a detail's page-view count is live per request.");
} finally {
  await server.stop();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
}
