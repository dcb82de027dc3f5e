import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { testDatabases } from '../../harness/database.ts';
import type { DatabaseHandle } from './index.ts';
import { dumpSchema } from './schema-dump.ts';

for (const target of testDatabases()) {
  describe(`database on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(() => handle.close());

    it('has applied every migration and a second run applies none', async () => {
      expect(await handle.migrate()).toEqual([]);
      const tables = await sql<{
        table_name: string;
      }>`select table_name from information_schema.tables where table_name = 'page_view' and table_schema = current_schema()`.execute(
        handle.db,
      );
      expect(tables.rows).toHaveLength(1);
    });

    it('replaces a function that differs from its file at every migrate(), as on a database migrated by older code', async () => {
      const current = await dumpSchema(handle.db);
      await sql`alter function im_call_view(text) reset enable_seqscan`.execute(handle.db);
      expect(await dumpSchema(handle.db)).not.toBe(current);
      expect(await handle.migrate()).toEqual([]);
      expect(await dumpSchema(handle.db)).toBe(current);
    });

    it('answers ping', async () => {
      expect(await handle.ping()).toBe(true);
    });

    it.runIf(target.name === 'postgres')('goes on when PostgreSQL closes its idle connections (a restart, an administrator)', async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
      const schema = rows[0]!.schema;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          `sealink ${schema}`,
        ]);
        expect(killed.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(await handle.ping()).toBe(true);
      expect(await handle.db.selectFrom('page_view').select('path').limit(1).execute()).toBeInstanceOf(Array);
    });

    it('keeps a transaction atomic: a failure inside rolls everything back', async () => {
      await expect(
        handle.db.transaction().execute(async (trx) => {
          await trx.insertInto('page_view').values({ path: '/tx-test', views: 5 }).execute();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const row = await handle.db.selectFrom('page_view').selectAll().where('path', '=', '/tx-test').executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('reports affected rows of an update', async () => {
      await handle.db.insertInto('page_view').values({ path: '/rows', views: 1 }).execute();
      const result = await handle.db.updateTable('page_view').set({ views: 2 }).where('path', '=', '/rows').executeTakeFirst();
      expect(Number(result.numUpdatedRows)).toBe(1);
    });
  });
}
