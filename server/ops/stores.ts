import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../config.ts';
import { pgliteDirOf } from '../db/index.ts';
import type { FolderName, StoreKind } from './manifest.ts';

/** Where the configuration keeps the site's data: the database and the folders of files. */
export interface Stores {
  kind: StoreKind;
  databaseUrl: string | undefined;
  /** DATABASE_SCHEMA, or null for the connection's default (public). */
  schema: string | null;
  pgliteDir: string;
  folders: Record<FolderName, string>;
  version: string;
}

export function storesOf(config: ServerConfig): Stores {
  return {
    kind: config.databaseUrl ? 'postgres' : 'pglite',
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema ?? null,
    pgliteDir: pgliteDirOf(config.dataDir),
    folders: { uploads: config.site.uploadsDir, 'im-files': config.im.filesDir, 'content-media': config.content.mediaDir },
    version: config.version,
  };
}

/**
 * PGlite writes postmaster.pid into its folder while a process has it open and removes it on close: a server
 * (or a tool) using the folder now, or one that was killed. Copying or replacing the folder then is refused.
 */
export function pgliteInUse(pgliteDir: string): boolean {
  return existsSync(join(pgliteDir, 'postmaster.pid'));
}

/** How many tables the PostgreSQL schema holds (0: empty or absent). */
export async function tablesIn(databaseUrl: string, schema: string | null): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname = coalesce($1, current_schema())`,
      [schema],
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Runs SQL on the database (the restore prepares the pg_trgm extension the schema's indexes use). */
export async function runSql(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
