/**
 * Calls benchmark: `npm run bench:calls [-- --calls 20 --pairs 100 --seconds 10]`, loopback only.
 * 1. Setup time of one-to-one video calls in Chromium with a fake camera and microphone (the built widget, dist/):
 *    invite → first decoded video frame at the caller, p50/p95 over `calls` calls; target p95 < 1 s.
 * 2. Signalling throughput: `pairs` concurrent one-to-one calls, invite/accept/hang-up over WebSockets for
 *    `seconds`: calls per second, invite → accepted latency, and the server's CPU share.
 * Runs on embedded PGlite, or on PostgreSQL when DATABASE_URL is set. `--calls 0` runs the signalling part only.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { FAKE_MEDIA_ARGS, launchBrowser } from '../../harness/browser.ts';
import { dropSchema, uniqueSchema } from '../../harness/database.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import { signUserSig } from '../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import { fmt, pcts, percentile, procStat } from '../im/stats.ts';
import { measureSetup } from './setup-time.ts';
import { measureSignalling } from './signalling.ts';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '20' },
    pairs: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
  },
});
const SECRET = 'bench-calls-secret';
const SETUP_TARGET_MS = 1000;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const schema = url ? uniqueSchema() : '';
  const server = await startServerProcess({
    IM_SECRET: SECRET,
    IM_RATE_PER_SECOND: '0',
    IM_MAX_CONNECTIONS_PER_USER: '100000',
    LOG_LEVEL: 'error',
    ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
  });
  console.log(
    `bench:calls on ${url ? 'PostgreSQL' : 'PGlite'}, ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  try {
    // a conversation between the two, so each finds the other in the list
    const [alice, bob] = ['bench_alice', 'bench_bob'].map(() => new SelfHostedChat({ serverUrl: server.url }));
    await alice!.login({ userID: 'bench_alice', userSig: signUserSig('bench_alice', SECRET, 3600) });
    await bob!.login({ userID: 'bench_bob', userSig: signUserSig('bench_bob', SECRET, 3600) });
    await bob!.sendMessage(bob!.createTextMessage({ to: 'bench_alice', conversationType: 'C2C', payload: { text: 'hello' } }));
    await Promise.all([alice!.destroy(), bob!.destroy()]);

    if (Number(values.calls) > 0) await reportSetup(server.url);

    const cpuBefore = procStat(server.child.pid!).cpu;
    const started = performance.now();
    const s = await measureSignalling({
      serverUrl: server.url,
      secret: SECRET,
      pairs: Number(values.pairs),
      seconds: Number(values.seconds),
    });
    const wall = (performance.now() - started) / 1000;
    const serverCpu = (procStat(server.child.pid!).cpu - cpuBefore) / wall;
    console.log(`\nsignalling: ${values.pairs} concurrent one-to-one calls for ${values.seconds} s (invite, accept, hang-up, record)`);
    console.log(`  calls completed: ${s.cycles} (${fmt(s.cycles / s.seconds)} calls/s), errors ${s.errors}`);
    console.log(`  invite → accepted (ms): ${pcts(s.acceptMs)}`);
    console.log(`  whole call cycle (ms): ${pcts(s.cycleMs)}`);
    console.log(`  server CPU: ${fmt(serverCpu * 100, 0)} % of one core; load average now ${loadavg()[0]!.toFixed(2)}`);
    const acceptP95 = percentile(
      [...s.acceptMs].sort((a, b) => a - b),
      95,
    );
    console.log(
      `  signalling share of the setup target: invite → accepted p95 ${fmt(acceptP95, 0)} ms under load vs ${SETUP_TARGET_MS} ms: ${acceptP95 < SETUP_TARGET_MS / 4 ? 'met' : 'MISSED'} (target < ${SETUP_TARGET_MS / 4} ms)`,
    );
  } finally {
    await server.stop();
    if (url) await dropSchema(url, schema);
  }
}

/** Part 1: setup time of one-to-one video calls in Chromium. */
async function reportSetup(serverUrl: string): Promise<void> {
  const browser = await launchBrowser(FAKE_MEDIA_ARGS);
  let setup: number[];
  try {
    setup = await measureSetup({
      browser,
      serverUrl,
      secret: SECRET,
      caller: 'bench_alice',
      callee: 'bench_bob',
      calls: Number(values.calls),
    });
  } finally {
    await browser.close();
  }
  const sorted = [...setup].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`\nsetup time, invite → first decoded frame (${setup.length} one-to-one video calls, ms): ${pcts(setup)}`);
  console.log(`  target p95 < ${SETUP_TARGET_MS} ms: ${p95 < SETUP_TARGET_MS ? 'met' : 'MISSED'} (p95 ${fmt(p95, 0)} ms)`);
}

await main();
