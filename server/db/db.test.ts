import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testDatabases } from '../../tests/helpers/database.ts';
import type { DatabaseHandle } from './index.ts';

for (const target of testDatabases()) {
  describe(`database on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(() => handle.close());

    it('has applied every migration and a second run applies none', async () => {
      expect(await handle.migrate()).toEqual([]);
      const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_name = 'page_view' and table_schema = current_schema()`.execute(handle.db);
      expect(tables.rows).toHaveLength(1);
    });

    it('answers ping', async () => {
      expect(await handle.ping()).toBe(true);
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
