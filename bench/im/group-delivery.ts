import { CpuWindow, pcts } from './stats.ts';
import type { Workers } from './workers.ts';

/**
 * Sends `messages` text messages from client 0 into `groupID`, one after another, and reports how long each online
 * member (clients 1..online-1, all members) took to receive it and how long until the last one had it.
 */
export async function measureGroupDelivery(
  workers: Workers,
  clients: number,
  groupID: string,
  online: number,
  messages: number,
  title: string,
): Promise<{ toLast: number[] }> {
  const ranges = workers.ranges(clients);
  const expected = ranges.map(([a, b]) => Math.max(0, Math.min(b, online) - Math.max(a, 1)));
  const perDelivery: number[] = [];
  const toLast: number[] = [];
  const acks: number[] = [];
  let missing = 0;
  const cpu = new CpuWindow({ generator: workers.pids });
  let busy = 0;
  for (let k = 0; k < messages; k++) {
    const messageId = await workers.ask<string>(0, 'prepareText', { client: 0, to: groupID, conversationType: 'GROUP' });
    const waits = workers.all<number[]>('awaitMessage', (w) => ({ messageId, expected: expected[w], timeoutMs: 30_000 }));
    const { sentAt, ackAt } = await workers.ask<{ sentAt: number; ackAt: number }>(0, 'sendPrepared', { client: 0, messageId });
    const times = (await waits).flat();
    missing += online - 1 - times.length;
    acks.push(ackAt - sentAt);
    for (const t of times) perDelivery.push(t - sentAt);
    const last = Math.max(...times) - sentAt;
    toLast.push(last);
    busy += last / 1000;
  }
  console.log(title);
  console.log(`  per-member delivery ms ${pcts(perDelivery)}; sender ack ms ${pcts(acks)}`);
  console.log(
    `  time until every member has it ms ${pcts(toLast)}; ${Math.round(perDelivery.length / busy)} deliveries/s; ${missing} missing`,
  );
  console.log(`  ${cpu.report()} (server and postgres are mostly idle between messages)`);
  return { toLast };
}
