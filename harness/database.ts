import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/db/index.ts';
import type { DatabaseHandle } from '../server/db/index.ts';
import { pgliteTemplateDump } from './pglite-template.ts';

export interface TestDatabase {
  name: string;
  open(): Promise<DatabaseHandle>;
}

/**
 * The databases a server test runs on: always embedded PGlite (in memory, started from the migrated template of
 * ./pglite-template.ts), plus PostgreSQL when DATABASE_URL is set. Each PostgreSQL run gets its own schema,
 * dropped when the handle closes. Either way migrate() runs as at a server's start.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: async () => openMigrated({ pgliteDump: await pgliteTemplateDump() }) }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openMigrated({ databaseUrl: url, schema: uniqueSchema() }) });
  return list;
}

export function uniqueSchema(): string {
  return `test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

async function openMigrated(options: { databaseUrl?: string; schema?: string; pgliteDump?: Blob }): Promise<DatabaseHandle> {
  const handle = await openDatabase({ ...options, poolSize: 5 });
  await handle.migrate();
  if (!options.schema || !options.databaseUrl) return handle;
  const { databaseUrl, schema } = options;
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropSchema(databaseUrl, schema);
    },
  };
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
