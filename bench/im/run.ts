/**
 * Messaging load test: `npm run bench:im [-- --clients 10000 --seconds 10 --warmup 2 --rate 5000 --runs 3 --group 1000 --big-group 10000
 * --idle 15000 --workers 2 --scale-out 40000 --scale-out-workers 4 --instances 4 --search-messages 1000000 --search-calls 30
 * --community 100000 --community-online 10000 --only postgres|pglite|scale-out|search|community]`.
 * Starts the real server (server/main.ts) as its own process and drives it over loopback WebSockets with the
 * widget's self-hosted driver, from several generator processes (worker.ts) that share the machine with it.
 * For PostgreSQL (when DATABASE_URL is set) and for embedded PGlite it prints: connected clients; C2C
 * messages/s delivered with ack and delivery latency p50/p95/p99; group fan-out to `group` and `big-group`
 * online members; server RSS per idle connection; CPU of server, generator, PostgreSQL and the machine.
 * With DATABASE_URL and REDIS_URL it also connects `scale-out` sockets across `instances` server processes.
 * With DATABASE_URL, `search` times cloud message search over `search-messages` stored messages (search.ts), and
 * `community` sends into a Community group of `community` members with `community-online` connected (community.ts).
 * The npm script raises `ulimit -n` to 20000 first (inherited by every process).
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { dropSchema, uniqueSchema } from '../../harness/database.ts';
import { runCommunity } from './community.ts';
import { runScaleOut } from './scale-out.ts';
import { runSearchBench } from './search.ts';
import { runSuite } from './suite.ts';
import { Workers } from './workers.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    idle: { type: 'string', default: '15000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rate: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '3' },
    group: { type: 'string', default: '1000' },
    'big-group': { type: 'string', default: '10000' },
    workers: { type: 'string', default: '2' },
    'scale-out-workers': { type: 'string', default: '4' },
    'scale-out': { type: 'string', default: '40000' },
    instances: { type: 'string', default: '4' },
    'search-messages': { type: 'string', default: '1000000' },
    'search-calls': { type: 'string', default: '30' },
    community: { type: 'string', default: '100000' },
    'community-online': { type: 'string', default: '10000' },
    only: { type: 'string', default: '' },
  },
});
const SECRET = 'bench-secret';
process.env.BENCH_SECRET = SECRET;

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const base: Record<string, string> = {
    IM_SECRET: SECRET,
    IM_RATE_PER_SECOND: '0',
    IM_MAX_CONNECTIONS_PER_USER: '100000',
    LOG_LEVEL: 'error',
  };
  // e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof to profile the server processes (profiles land in the working directory)
  if (process.env.BENCH_SERVER_NODE_OPTIONS) base.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
  console.log(
    `bench:im on ${availableParallelism()} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} at start; ${values.workers} generator processes (${values['scale-out-workers']} for scale-out)`,
  );
  // Two generator processes for the single-server suites: on 2 cores, four cost about 10 points more CPU for
  // the same load. The scale-out section needs more (40,000 sockets, at most 20,000 open files a process).
  let workers = await Workers.start(Number(values.workers));
  const suite = {
    clients: Number(values.clients),
    idle: Number(values.idle),
    seconds: Number(values.seconds),
    warmup: Number(values.warmup),
    rate: Number(values.rate),
    runs: Number(values.runs),
    group: Number(values.group),
    bigGroup: Number(values['big-group']),
  };
  try {
    const only = (part: string) => !values.only || values.only === part;
    if (databaseUrl && only('postgres')) {
      const schema = uniqueSchema();
      try {
        await runSuite(workers, { ...suite, env: { ...base, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } }, 'PostgreSQL');
      } finally {
        await dropSchema(databaseUrl, schema);
      }
    } else if (only('postgres')) console.log('\n(PostgreSQL skipped: set DATABASE_URL)');
    if (only('pglite')) await runSuite(workers, { ...suite, env: base }, 'PGlite');
    if (databaseUrl && only('search'))
      await runSearchBench(databaseUrl, { messages: Number(values['search-messages']), calls: Number(values['search-calls']) });
    else if (only('search')) console.log('\n(search skipped: set DATABASE_URL)');
    const community = Number(values.community);
    if (community > 0 && databaseUrl && only('community')) {
      const schema = uniqueSchema();
      try {
        await runCommunity(
          workers,
          { ...base, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
          {
            members: community,
            online: Math.min(community, Number(values['community-online'])),
            messages: 5,
          },
        );
      } finally {
        await dropSchema(databaseUrl, schema);
      }
    } else if (community > 0 && only('community')) console.log('\n(community skipped: set DATABASE_URL)');
    const scaleOut = Number(values['scale-out']);
    if (scaleOut > 0 && databaseUrl && redisUrl && only('scale-out')) {
      workers.stop();
      workers = await Workers.start(Number(values['scale-out-workers']));
      const schema = uniqueSchema();
      try {
        await runScaleOut(
          workers,
          { ...base, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl },
          scaleOut,
          Number(values.instances),
          2000,
          5,
        );
      } finally {
        await dropSchema(databaseUrl, schema);
      }
    } else if (scaleOut > 0 && only('scale-out')) console.log('\n(scale-out skipped: set DATABASE_URL and REDIS_URL)');
  } finally {
    workers.stop();
  }
  console.log(
    `\nload average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
