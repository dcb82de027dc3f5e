import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.ts';

describe('PgliteThread (embedded database on its own thread)', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await PgliteThread.start('memory://');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers queries with rows, affected counts and bigint as number', async () => {
    await db.query('create table t (id bigint primary key, name text not null, at timestamptz not null default now())', []);
    expect((await db.query('insert into t (id, name) values ($1, $2), ($3, $4)', [1, 'a', 2, 'b'])).affectedRows).toBe(2);
    const { rows } = await db.query('select id, name, at from t order by id', []);
    expect(rows).toMatchObject([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
    expect((rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('keeps the fields of a PostgreSQL error (code, constraint) across the thread', async () => {
    const err = await db.query('insert into t (id, name) values (1, $1)', ['dup']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't' });
    await expect(db.query('select * from missing_table', [])).rejects.toMatchObject({ code: '42P01' });
  });

  it('runs queries in the order they were sent', async () => {
    const sent = Array.from({ length: 50 }, (_, i) => db.query('insert into t (id, name) values ($1, $2) returning id', [100 + i, `n${i}`]));
    const ids = (await Promise.all(sent)).map((r) => (r.rows[0] as { id: number }).id);
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => 100 + i));
  });

  it('refuses queries once closed', async () => {
    const other = await PgliteThread.start('memory://');
    await other.close();
    await expect(other.query('select 1', [])).rejects.toThrow(/exited|closed/);
  });
});
