import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { measureGroupDelivery } from './group-delivery.ts';
import { CpuWindow, fmt, pcts, percentile, procStat } from './stats.ts';
import type { Workers } from './workers.ts';

export interface SuiteOptions {
  clients: number;
  idle: number;
  seconds: number;
  /** Seconds of C2C at the same rate before the measured run, reported on their own line (cold start). */
  warmup: number;
  rate: number;
  /** Measured C2C runs, one after another on the same connections (the spread between runs is reported). */
  runs: number;
  group: number;
  bigGroup: number;
  env: Record<string, string>;
}

interface C2cResult {
  sent: number;
  ack: number[];
  ackSecond: number[];
  delivery: number[];
  failures: number;
  seconds: number;
}

/** Logs users prefix_[0, n) in, split over the workers, connected round-robin to `urls`. */
export async function loginAll(
  workers: Workers,
  urls: string[],
  prefix: string,
  n: number,
  sources?: (w: number) => string[],
): Promise<number> {
  const t0 = performance.now();
  const ranges = workers.ranges(n);
  await workers.all('login', (w) => ({
    urls,
    prefix,
    from: ranges[w]![0],
    to: ranges[w]![1],
    ...(sources ? { sources: sources(w) } : {}),
  }));
  return (performance.now() - t0) / 1000;
}

/** p99 ack latency of the messages sent in each second of the run (where the tail comes from). */
function bySecond(results: C2cResult[]): string[] {
  const seconds: number[][] = [];
  for (const r of results) r.ack.forEach((ms, i) => (seconds[r.ackSecond[i]!] ??= []).push(ms));
  return Array.from(seconds, (v) =>
    v
      ? fmt(
          percentile(
            [...v].sort((a, b) => a - b),
            99,
          ),
          0,
        )
      : '-',
  );
}

/**
 * Open-loop C2C between pairs of users, `rate` msgs/s in total for `seconds`; prints the figures. The pairs are
 * the same on every call, so a first call warms up what a steady state has: conversation rows, caches, JIT.
 */
export async function c2c(
  workers: Workers,
  serverPids: number[],
  prefix: string,
  rate: number,
  seconds: number,
  label = 'C2C',
): Promise<{ p99: number; delivered: number }> {
  const cpu = new CpuWindow({ server: serverPids, generator: workers.pids });
  const startedAt = new Date().toISOString().slice(11, 19);
  const results = await workers.all<C2cResult>('c2c', () => ({ rate: rate / workers.procs.length, seconds, prefix }));
  const cpuLine = cpu.report();
  const ack = results.flatMap((r) => r.ack);
  const delivery = results.flatMap((r) => r.delivery);
  const sent = results.reduce((a, r) => a + r.sent, 0);
  const failures = results.reduce((a, r) => a + r.failures, 0);
  const drained = Math.max(...results.map((r) => r.seconds));
  console.log(
    `${label}: offered ${rate} msg/s for ${seconds} s: sent ${sent}, acknowledged ${ack.length} (${failures} failed), delivered ${delivery.length}; ` +
      `${Math.round(delivery.length / drained)} msg/s delivered (all acknowledged after ${fmt(drained)} s)`,
  );
  console.log(`  ack latency ms       ${pcts(ack)}`);
  console.log(`  delivery latency ms  ${pcts(delivery)}`);
  console.log(`  ack latency p99 ms by second of sending (from ${startedAt} UTC): ${bySecond(results).join(' ')}`);
  console.log(`  ${cpuLine}`);
  return {
    p99: percentile(
      [...ack].sort((a, b) => a - b),
      99,
    ),
    delivered: delivery.length / drained,
  };
}

/** A group of the owner (user 0) and users 1..size-1; `messages` messages sent one after another. */
async function fanOut(workers: Workers, prefix: string, clients: number, size: number, messages: number): Promise<void> {
  const memberIds = Array.from({ length: size - 1 }, (_, i) => `${prefix}_${i + 1}`);
  const t0 = performance.now();
  const created = await workers.ask<{ group: { groupID: string } }>(0, 'call', {
    client: 0,
    method: 'createGroup',
    args: { name: `bench ${size}`, type: 'Public', memberList: memberIds.slice(0, 499) },
  });
  const groupID = created.group.groupID;
  for (let i = 499; i < memberIds.length; i += 500)
    await workers.ask(0, 'call', { client: 0, method: 'addGroupMember', args: { groupID, userIDList: memberIds.slice(i, i + 500) } });
  const setup = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 1000)); // let the membership notifications drain
  await measureGroupDelivery(
    workers,
    clients,
    groupID,
    size,
    messages,
    `group fan-out, ${size - 1} online members (group set up in ${fmt(setup)} s), ${messages} messages one after another:`,
  );
}

/** Connected clients, C2C and group fan-out on one server, then idle connections on a fresh one. */
export async function runSuite(workers: Workers, o: SuiteOptions, label: string): Promise<void> {
  console.log(`\n=== ${label} ===`);
  let server: ServerProcess = await startServerProcess(o.env);
  try {
    const prefix = `b${Date.now().toString(36)}`;
    const pid = server.child.pid!;
    const seconds = await loginAll(workers, [server.url], prefix, o.clients);
    console.log(
      `connected clients: ${o.clients} in ${fmt(seconds)} s (${Math.round(o.clients / seconds)} logins/s); server RSS ${Math.round(procStat(pid).rssKb / 1024)} MB`,
    );
    if (o.warmup > 0)
      await c2c(workers, [pid], prefix, o.rate, o.warmup, 'C2C warm-up (cold start: first message of every pair; not the measured run)');
    const runs = [];
    for (let r = 1; r <= o.runs; r++)
      runs.push(await c2c(workers, [pid], prefix, o.rate, o.seconds, o.runs > 1 ? `C2C run ${r} of ${o.runs}` : 'C2C'));
    if (runs.length > 1) {
      const p99s = runs.map((r) => r.p99).sort((a, b) => a - b);
      console.log(
        `C2C over ${runs.length} runs: ack p99 ms ${p99s.map((v) => fmt(v, 0)).join(', ')} (median ${fmt(percentile(p99s, 50), 0)}); ` +
          `delivered msg/s ${runs.map((r) => Math.round(r.delivered)).join(', ')}`,
      );
    }
    if (o.group > 1) await fanOut(workers, prefix, o.clients, Math.min(o.group, o.clients), 20);
    if (o.bigGroup > 1 && o.bigGroup <= o.clients) await fanOut(workers, prefix, o.clients, o.bigGroup, 5);
    await workers.all('destroy', () => ({}));
    await server.stop();

    if (o.idle <= 0) return;
    // idle connections: RSS per logged-in socket on a fresh server process, warmed up with a few logins first
    server = await startServerProcess(o.env);
    const idlePid = server.child.pid!;
    await loginAll(workers, [server.url], `${prefix}w`, 500);
    await workers.all('destroy', () => ({}));
    await new Promise((r) => setTimeout(r, 2000));
    const before = procStat(idlePid).rssKb;
    const idleSeconds = await loginAll(workers, [server.url], `${prefix}i`, o.idle);
    await new Promise((r) => setTimeout(r, 3000));
    const after = procStat(idlePid).rssKb;
    console.log(
      `idle connections: ${o.idle} on one fresh server process (logged in in ${fmt(idleSeconds)} s); RSS ${Math.round(before / 1024)} MB -> ${Math.round(after / 1024)} MB = ${fmt((after - before) / o.idle)} KB per connection`,
    );
    await workers.all('destroy', () => ({}));
  } finally {
    await workers.all('destroy', () => ({})).catch(() => undefined);
    await server.stop();
  }
}
