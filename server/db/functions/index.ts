import { readFile, readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** This folder: one `<function>.sql` file per PL/pgSQL function, a single `create or replace function` statement each. */
const FOLDER = new URL('./', import.meta.url);

/**
 * Creates or replaces every function of this folder, in file-name order, and returns the files' names. migrate()
 * (../index.ts) runs it after the migrations, under the migration lock, at every start: the functions as they are
 * in these files are the current ones, on a new database as on one migrated long ago, and changing one is an
 * ordinary diff of its file. Migrations keep tables and data. CREATE OR REPLACE cannot change a function's
 * argument list or return type: a change of those adds a migration that drops the old function (migrations run
 * first, so this step then creates the new one).
 */
export async function applyFunctions(db: Kysely<Database>): Promise<string[]> {
  const files = (await readdir(FOLDER)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) await sql.raw(await readFile(new URL(file, FOLDER), 'utf8')).execute(db);
  return files;
}
