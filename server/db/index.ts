import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { MigrationResult } from 'kysely/migration';
import pg from 'pg';
import { createPgliteDialect } from './pglite-dialect.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Applies pending migrations; returns the names applied now. */
  migrate(): Promise<string[]>;
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string. When absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  schema?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let dialect: PostgresDialect;
  let kind: DatabaseKind;
  if (options.databaseUrl) {
    kind = 'postgres';
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      // Connections above `min` close after 10 s idle. The ones kept stay warm: a new PostgreSQL connection
      // costs its first queries tens of milliseconds (catalog caches, the PL/pgSQL commit function compiled
      // again), which a message commit would otherwise pay whenever a burst needs a second connection.
      min: Math.min(4, options.poolSize ?? 20),
      // names the connections in pg_stat_activity (with the schema, when the server or a test has its own)
      application_name: options.schema ? `sealink ${options.schema}` : 'sealink',
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    // An idle connection that PostgreSQL closes (a restart, an administrator, a network cut) is dropped from
    // the pool and the next query opens a new one; without a listener, the pool's 'error' would end the process.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL closed an idle pool connection (${err.message}); the next query opens a new one`));
    dialect = new PostgresDialect({ pool });
  } else {
    kind = 'pglite';
    const dir = options.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
    const pglite = await PGlite.create(dir, {
      extensions: { pg_trgm },
      parsers: { 20: (v: string) => Number(v) },
    });
    dialect = createPgliteDialect(pglite);
  }
  const db = new Kysely<Database>({ dialect });
  if (options.schema) {
    await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
    if (kind === 'pglite') await sql`set search_path to ${sql.id(options.schema)}, public`.execute(db);
  }
  return {
    db,
    kind,
    async migrate() {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        allowUnorderedMigrations: true,
        ...(options.schema ? { migrationTableSchema: options.schema } : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r: MigrationResult) => r.status === 'Success').map((r) => r.migrationName);
    },
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/** The PGlite folder under DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}
