import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { MigrationResult } from 'kysely/migration';
import pg from 'pg';
import { createPgliteDialect } from './pglite-dialect.ts';
import { openPglite } from './pglite-open.ts';
import { migrations } from './migrations/index.ts';
import { applyFunctions } from './functions/index.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Applies pending migrations, then the functions of ./functions/; returns the names of the migrations applied now. */
  migrate(): Promise<string[]>;
  /** True when a trivial query succeeds within `timeoutMs` (1.5 s by default). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** For /metrics: queries that failed since the start, and the PostgreSQL pool's connections (none on PGlite). */
  stats(): DatabaseStats;
  close(): Promise<void>;
}

export interface DatabaseStats {
  queryErrors: number;
  pool?: { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string. When absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * Tests only: a PGlite data folder dumped by `dumpDataDir` (harness/pglite-template.ts, already migrated) that an
   * in-memory database starts from instead of a new one. The server never sets it.
   */
  pgliteDump?: Blob;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  schema?: string;
  poolSize?: number;
}

/** How long a new PostgreSQL connection may take (and a query may wait for one) before it fails. */
const CONNECT_TIMEOUT_MS = 3000;
const PING_TIMEOUT_MS = 1500;
/**
 * The session advisory lock Kysely's Migrator takes on PostgreSQL (and PGlite): the same key, so an instance of any
 * version waits for another's migrations and functions (./functions/).
 */
const MIGRATION_LOCK = sql.raw('3853314791062309107');

/** process.emitWarning, at most once per 10 s: a lost database makes every pooled connection fail at once. */
function throttledWarning(): (text: string) => void {
  let last = 0;
  let dropped = 0;
  return (text) => {
    const now = Date.now();
    if (now - last < 10_000) {
      dropped++;
      return;
    }
    process.emitWarning(dropped ? `${text} (and ${dropped} more since the last warning)` : text);
    last = now;
    dropped = 0;
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let dialect: PostgresDialect;
  let kind: DatabaseKind;
  let pool: pg.Pool | undefined;
  if (options.databaseUrl) {
    kind = 'postgres';
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      // Connections above `min` close after 10 s idle. The ones kept stay warm: a new PostgreSQL connection
      // costs its first queries tens of milliseconds (catalog caches, the PL/pgSQL commit function compiled
      // again), which a message commit would otherwise pay whenever a burst needs a second connection.
      min: Math.min(4, options.poolSize ?? 20),
      // names the connections in pg_stat_activity (with the schema, when the server or a test has its own)
      application_name: options.schema ? `sealink ${options.schema}` : 'sealink',
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
      // While PostgreSQL is away (restart, failover, network cut) a connect fails after 3 s instead of hanging,
      // and TCP keepalive notices a peer that vanished without closing.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A connection that PostgreSQL closes (a restart, an administrator, a network cut) emits 'error' on its
    // client. Idle: the pool drops it and re-emits it here. Checked out (a query running): the query is
    // rejected (connection-errors.ts tells callers it was a lost connection) and the client is dropped when
    // released; its own listener keeps the 'error' event from ending the process. The next query opens a new
    // connection, so the pool recovers by itself when the database is back.
    const warn = throttledWarning();
    pool.on('error', (err) => warn(`PostgreSQL closed an idle pool connection (${err.message}); the next query opens a new one`));
    pool.on('connect', (client) =>
      client.on('error', (err) => warn(`PostgreSQL connection lost (${err.message}); its query fails, the next one reconnects`)),
    );
    dialect = new PostgresDialect({ pool });
  } else {
    kind = 'pglite';
    const dir = options.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) await mkdir(dir, { recursive: true });
    dialect = createPgliteDialect(await openPglite(dir, options.pgliteDump));
  }
  let queryErrors = 0;
  const db = new Kysely<Database>({
    dialect,
    // counted for /metrics (server/metrics/): every failed query, whatever its caller does with the error
    log: (event) => {
      if (event.level === 'error') queryErrors++;
    },
  });
  if (options.schema) {
    await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
    if (kind === 'pglite') await sql`set search_path to ${sql.id(options.schema)}, public`.execute(db);
  }
  return {
    db,
    kind,
    async migrate() {
      // One connection holds the migration lock through the migrations and the functions step, so no other
      // instance migrates or replaces functions in between (the Migrator takes the same lock again: it nests).
      return db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
        try {
          const migrator = new Migrator({
            db: conn,
            provider: { getMigrations: () => Promise.resolve(migrations) },
            allowUnorderedMigrations: true,
            ...(options.schema ? { migrationTableSchema: options.schema } : {}),
          });
          const { error, results } = await migrator.migrateToLatest();
          if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
          await conn.transaction().execute((trx) => applyFunctions(trx));
          return (results ?? []).filter((r: MigrationResult) => r.status === 'Success').map((r) => r.migrationName);
        } finally {
          await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
        }
      });
    },
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        // a database that does not answer (connects hanging, queries waiting for a connection) is down too
        return await Promise.race([sql`select 1`.execute(db).then(() => true), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    stats: () => ({
      queryErrors,
      ...(pool ? { pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } } : {}),
    }),
    close: () => db.destroy(),
  };
}

/** The PGlite folder under DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}
