/**
 * The message commit path alone, without sockets: `node bench/im/commit-path.ts [messages] [concurrency]`
 * (PostgreSQL when DATABASE_URL is set, else PGlite: in memory, or in the folder PGLITE_DIR). Submits C2C messages between 10,000 users to the
 * CommitBatcher as fast as it takes them and prints messages/s and this process's CPU per message, i.e. the
 * ceiling the database side puts on `npm run bench:im`.
 */
import { openDatabase } from '../../server/db/index.ts';
import { CommitBatcher } from '../../server/messaging/commit-batcher.ts';
import { c2cKey } from '../../server/messaging/message-store.ts';
import { dropSchema, uniqueSchema } from '../../tests/helpers/database.ts';
import { CpuWindow } from './stats.ts';

const url = process.env.DATABASE_URL;
const schema = url ? uniqueSchema() : undefined;
const handle = await openDatabase({ databaseUrl: url, ...(schema ? { schema } : {}), ...(process.env.PGLITE_DIR ? { pgliteDir: process.env.PGLITE_DIR } : {}), poolSize: 20 });
await handle.migrate();
const total = Number(process.argv[2] ?? 20000);
const batcher = new CommitBatcher(handle.db, Number(process.argv[3] ?? (url ? 4 : 1)));
const USERS = 10000;

async function run(label: string, n: number): Promise<void> {
  const cpu = new CpuWindow({ 'this process': [process.pid] });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const p = i % (USERS / 2);
      const [a, b] = [`u_${2 * p}`, `u_${2 * p + 1}`];
      return batcher.submit({
        sender: a, access: { conversationID: `C2C${b}`, type: 'C2C', target: b, convKey: c2cKey(a, b) }, clientId: `${label}-${i}`, type: 'TIMTextElem',
        payload: { text: `bench message ${i}` }, searchText: `bench message ${i}`, cloudCustomData: '', needReadReceipt: false, atUsers: [], recipients: [a, b], time: 1,
      });
    }),
  );
  const s = (performance.now() - t0) / 1000;
  console.log(`${label}: ${n} messages in ${s.toFixed(2)} s = ${Math.round(n / s)} msg/s; ${cpu.report()}`);
}

try {
  await run('warm-up', Math.min(total, 10000));
  await run(url ? 'PostgreSQL' : 'PGlite', total);
} finally {
  await handle.close();
  if (url && schema) await dropSchema(url, schema);
}
