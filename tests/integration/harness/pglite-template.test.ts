import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import { generateSchemaSql, dumpSchema } from '../../../server/db/schema-dump.ts';

/**
 * Test databases and test servers on PGlite start from the migrated template (harness/pglite-template.ts): nothing
 * is left to migrate, and the schema is the one a new database gets from every migration.
 */
describe('the PGlite test template', () => {
  it('gives test databases the schema of a newly migrated database, migrated before they opened', async () => {
    const opening = Date.now();
    const database = await testDatabases()[0]!.open();
    try {
      expect(database.kind).toBe('pglite');
      // Kysely's migration table records when each migration ran: in the template, before this test began
      const ran = await sql<{ at: string }>`select max("timestamp") as at from kysely_migration`.execute(database.db);
      expect(Date.parse(ran.rows[0]!.at)).toBeLessThan(opening);
      expect(await database.migrate()).toEqual([]);
      expect(await dumpSchema(database.db)).toBe(await generateSchemaSql());
    } finally {
      await database.close();
    }
  });

  it('gives a test server a migrated database: it starts without migrating', async () => {
    const server = await startServerProcess({ LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.output()).toContain('database ready');
      expect(server.output()).not.toContain('database migrated');
    } finally {
      await server.stop();
    }
  });
});
