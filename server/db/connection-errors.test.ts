import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-errors.ts';
import { openDatabase } from './index.ts';

describe('isConnectionLoss', () => {
  it('tells a lost or unavailable connection from a failed statement', () => {
    const lost = [
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
    ];
    for (const e of lost) expect(isConnectionLoss(e), e.message).toBe(true);
    const failed = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      new Error('boom'),
      null,
      'Connection terminated',
    ];
    for (const e of failed) expect(isConnectionLoss(e), String(e)).toBe(false);
  });
});

describe('PostgreSQL pool on a lost connection', () => {
  it('ping answers false within its timeout when connections hang', async () => {
    const held: Socket[] = [];
    const blackhole = createServer((s) => held.push(s.on('error', () => undefined)));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
    const address = blackhole.address();
    if (!address || typeof address !== 'object') throw new Error('no port');
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${address.port}/test`, poolSize: 2 });
    try {
      const started = performance.now();
      expect(await database.ping(300)).toBe(false);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      for (const s of held) s.destroy();
      await database.close().catch(() => undefined);
      await new Promise((resolve) => blackhole.close(resolve));
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a connection terminated while checked out fails its query, not the process, and the pool reconnects',
    async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 2 });
      try {
        const { db } = database;
        await db.connection().execute(async (conn) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
          const pid = rows[0]!.pid;
          const running = sql`select pg_sleep(5)`.execute(conn).then(
            () => null,
            (e: unknown) => e,
          );
          await new Promise((r) => setTimeout(r, 100));
          await sql`select pg_terminate_backend(${pid})`.execute(db);
          const err = await running;
          expect(isConnectionLoss(err), String(err)).toBe(true);
          // the client's socket closes after the error: the 'error' event it emits must find a listener
          await new Promise((r) => setTimeout(r, 200));
        });
        expect(await database.ping()).toBe(true);
      } finally {
        await database.close();
      }
    },
  );
});
