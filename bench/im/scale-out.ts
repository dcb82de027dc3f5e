import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { fmt, procStat } from './stats.ts';
import { c2c, loginAll } from './suite.ts';
import type { Workers } from './workers.ts';

/**
 * `connections` logged-in sockets spread round-robin over `instances` server processes sharing one
 * PostgreSQL schema and a Redis bus. Each generator process binds its sockets to its own 127.x.y.z source
 * addresses. Prints RSS per connection of every server process, then C2C between users on different
 * instances (every pair straddles two processes, so each delivery crosses Redis).
 */
export async function runScaleOut(
  workers: Workers,
  env: Record<string, string>,
  connections: number,
  instances: number,
  rate: number,
  seconds: number,
): Promise<void> {
  console.log(`\n=== scale-out: ${connections} connections over ${instances} server processes, PostgreSQL + Redis ===`);
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServerProcess(env)); // the first one migrates the schema
    servers.push(...(await Promise.all(Array.from({ length: instances - 1 }, () => startServerProcess(env)))));
    const urls = servers.map((s) => s.url);
    const pids = servers.map((s) => s.child.pid!);
    const prefix = `s${Date.now().toString(36)}`;
    await loginAll(workers, urls, `${prefix}w`, 200 * instances);
    await workers.all('destroy', () => ({}));
    await new Promise((r) => setTimeout(r, 2000));
    const before = pids.map((p) => procStat(p).rssKb);
    const sources = (w: number) => [`127.${10 + w}.0.1`, `127.${10 + w}.0.2`, `127.${10 + w}.0.3`];
    const loginSeconds = await loginAll(workers, urls, prefix, connections, sources);
    await new Promise((r) => setTimeout(r, 3000));
    const after = pids.map((p) => procStat(p).rssKb);
    const per = connections / instances;
    console.log(
      `connected: ${connections} in ${fmt(loginSeconds)} s from ${workers.procs.length} generator processes, source addresses 127.${10}-${9 + workers.procs.length}.0.1-3`,
    );
    servers.forEach((_, i) =>
      console.log(
        `  server ${i + 1}: ${Math.round(per)} connections, RSS ${Math.round(before[i]! / 1024)} MB -> ${Math.round(after[i]! / 1024)} MB = ${fmt((after[i]! - before[i]!) / per)} KB per connection`,
      ),
    );
    await c2c(workers, pids, prefix, rate, seconds);
  } finally {
    await workers.all('destroy', () => ({})).catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop()));
  }
}
