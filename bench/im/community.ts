import { startServerProcess } from '../../harness/server-process.ts';
import { measureGroupDelivery } from './group-delivery.ts';
import { fmt, percentile, procStat } from './stats.ts';
import { loginAll } from './suite.ts';
import type { Workers } from './workers.ts';

const ADMIN_KEY = 'bench-admin-key-0123456789abcdef0123456789';
/** Admin API batch sizes (Tencent's limits, as the server enforces them). */
const IMPORT_BATCH = 100;
const ADD_BATCH = 500;
/** Admin API requests in flight at once while setting up. */
const PARALLEL = 4;

export interface CommunityOptions {
  /** Members of the Community group, the owner included (SPEC §9: up to 100,000). */
  members: number;
  /** Of them, connected while the messages are sent (users prefix_0..online-1; user 0 sends). */
  online: number;
  messages: number;
}

async function admin(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok || answer.ActionStatus !== 'OK') throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Runs `jobs` with at most PARALLEL in flight. */
async function inParallel(jobs: (() => Promise<unknown>)[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
}

/**
 * A Community group of `members` members of whom `online` are connected (issue #15: 100,000 and 10,000; target: a
 * message reaches every online member in < 1 s). The accounts and the membership are made through the admin API
 * for partner backends; the offline members are accounts that never sign in.
 */
export async function runCommunity(workers: Workers, env: Record<string, string>, o: CommunityOptions): Promise<void> {
  console.log(`\n=== Community group: ${o.members} members, ${o.online} online (PostgreSQL) ===`);
  const server = await startServerProcess({ ...env, IM_ADMIN_KEY: ADMIN_KEY, IM_ADMIN_RATE_PER_SECOND: '1000000' });
  try {
    const prefix = `c${Date.now().toString(36)}`;
    const ids = Array.from({ length: o.members }, (_, i) => `${prefix}_${i}`);
    let t0 = performance.now();
    const imports = [];
    for (let i = 0; i < ids.length; i += IMPORT_BATCH) {
      const Accounts = ids.slice(i, i + IMPORT_BATCH);
      imports.push(() => admin(server.url, '/v4/im_open_login_svc/multiaccount_import', { Accounts }));
    }
    await inParallel(imports);
    const imported = (performance.now() - t0) / 1000;
    t0 = performance.now();
    const created = await admin(server.url, '/v4/group_open_http_svc/create_group', {
      Owner_Account: ids[0],
      Type: 'Community',
      Name: 'bench community',
    });
    const GroupId = created.GroupId as string;
    const adds = [];
    for (let i = 1; i < ids.length; i += ADD_BATCH) {
      const MemberList = ids.slice(i, i + ADD_BATCH).map((Member_Account) => ({ Member_Account }));
      adds.push(() => admin(server.url, '/v4/group_open_http_svc/add_group_member', { GroupId, MemberList }));
    }
    await inParallel(adds);
    const joined = (performance.now() - t0) / 1000;
    console.log(`set up: ${o.members} accounts imported in ${fmt(imported)} s, added to the group in ${fmt(joined)} s`);
    const seconds = await loginAll(workers, [server.url], prefix, o.online);
    console.log(
      `${o.online} members connected in ${fmt(seconds)} s; server RSS ${Math.round(procStat(server.child.pid!).rssKb / 1024)} MB`,
    );
    await new Promise((r) => setTimeout(r, 1000));
    const { toLast } = await measureGroupDelivery(
      workers,
      o.online,
      GroupId,
      o.online,
      o.messages,
      `Community message to ${o.online - 1} online of ${o.members - 1} members, ${o.messages} messages one after another:`,
    );
    const p95 = percentile(
      [...toLast].sort((a, b) => a - b),
      95,
    );
    console.log(`  target: every online member has it in < 1000 ms: ${p95 < 1000 ? 'met' : 'MISSED'} (p95 ${fmt(p95, 0)} ms)`);
    await workers.all('destroy', () => ({}));
  } finally {
    await server.stop();
  }
}
