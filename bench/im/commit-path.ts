/**
 * The message commit path alone, without sockets: `node bench/im/commit-path.ts [messages] [concurrency] [rate]`
 * (PostgreSQL when DATABASE_URL is set, else PGlite: in memory, or in the folder PGLITE_DIR). Submits C2C
 * messages between 10,000 users to the server's CommitBatcher (or, with `concurrency`, to one that runs that
 * many batches at once whenever there is work) and prints messages/s, commit latency and CPU (this
 * process and PostgreSQL). Without `rate` it submits them all at once (the ceiling the database side puts on
 * `npm run bench:im`); with it, `rate` messages/s in 5 ms ticks as bench:im's generators do, which shows the
 * database's CPU per message at the batch sizes of that load.
 */
import { openDatabase } from '../../server/db/index.ts';
import { CommitBatcher, commitBatcherFor } from '../../server/messaging/messages/commit-batcher.ts';
import { c2cKey } from '../../server/messaging/messages/store.ts';
import { dropSchema, uniqueSchema } from '../../harness/database.ts';
import { CpuWindow, pcts } from './stats.ts';

const url = process.env.DATABASE_URL;
const schema = url ? uniqueSchema() : undefined;
const handle = await openDatabase({
  databaseUrl: url,
  ...(schema ? { schema } : {}),
  ...(process.env.PGLITE_DIR ? { pgliteDir: process.env.PGLITE_DIR } : {}),
  poolSize: 20,
});
await handle.migrate();
const total = Number(process.argv[2] ?? 20000);
const batcher = process.argv[3] ? new CommitBatcher(handle.db, Number(process.argv[3])) : commitBatcherFor(handle.db, handle.kind);
const rate = Number(process.argv[4] ?? 0);
const USERS = 10000;

function message(label: string, i: number) {
  const p = i % (USERS / 2);
  const [a, b] = [`u_${2 * p}`, `u_${2 * p + 1}`];
  return batcher.submit({
    sender: a,
    access: { conversationID: `C2C${b}`, type: 'C2C', target: b, convKey: c2cKey(a, b) },
    clientId: `${label}-${i}`,
    type: 'TIMTextElem',
    payload: { text: `bench message ${i}` },
    searchText: `bench message ${i}`,
    cloudCustomData: '',
    needReadReceipt: false,
    atUsers: [],
    recipients: [a, b],
    time: 1,
  });
}

/** Open loop: `rate` messages/s; resolves with each message's commit latency (ms). */
function paced(label: string, n: number): Promise<number[]> {
  const latency: number[] = [];
  const pending: Promise<unknown>[] = [];
  const start = performance.now();
  let sent = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(n, Math.floor(((performance.now() - start) / 1000) * rate)) - sent;
      for (let k = 0; k < due; k++, sent++) {
        const t = performance.now();
        pending.push(message(label, sent).then(() => latency.push(performance.now() - t)));
      }
      if (sent < n) setTimeout(tick, 5);
      else void Promise.all(pending).then(() => resolve(latency));
    };
    tick();
  });
}

async function run(label: string, n: number): Promise<void> {
  const cpu = new CpuWindow({ 'this process': [process.pid] });
  const t0 = performance.now();
  const latency = rate > 0 ? await paced(label, n) : null;
  if (!latency) await Promise.all(Array.from({ length: n }, (_, i) => message(label, i)));
  const s = (performance.now() - t0) / 1000;
  console.log(
    `${label}: ${n} messages in ${s.toFixed(2)} s = ${Math.round(n / s)} msg/s${latency ? `; commit ms ${pcts(latency)}` : ''}; ${cpu.report()}`,
  );
}

try {
  await run('warm-up', Math.min(total, 10000));
  await run(url ? 'PostgreSQL' : 'PGlite', total);
} finally {
  await handle.close();
  if (url && schema) await dropSchema(url, schema);
}
