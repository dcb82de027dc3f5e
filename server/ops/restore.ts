import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FOLDER_NAMES, isEmptyFolder, verifiedManifest } from './manifest.ts';
import type { Manifest } from './manifest.ts';
import { PGLITE_COPY, POSTGRES_DUMP, folderCopy } from './backup.ts';
import { pgliteInUse, runSql, tablesIn } from './stores.ts';
import type { Stores } from './stores.ts';
import { runTool } from './run-tool.ts';

/**
 * Restores the backup in `dir` into the configured stores. Every checksum is checked first; then the targets
 * must be empty — the PGlite folder absent or empty, the PostgreSQL schema without tables, each folder of files
 * absent or empty — unless `force`, which replaces what is there (pg_restore --clean). A PGlite folder a process
 * has open is never replaced. The backup's store kind must be the configured one.
 */
export async function restore(stores: Stores, dir: string, options: { force?: boolean } = {}): Promise<Manifest> {
  const manifest = await verifiedManifest(dir);
  if (manifest.store.kind !== stores.kind)
    throw new Error(`the backup holds a ${manifest.store.kind} database; the configuration names ${stores.kind} (DATABASE_URL)`);
  const force = options.force ?? false;
  const occupied: string[] = [];
  if (stores.kind === 'pglite') {
    if (pgliteInUse(stores.pgliteDir)) throw new Error(`${stores.pgliteDir} is open (postmaster.pid): stop the server first`);
    if (!(await isEmptyFolder(stores.pgliteDir))) occupied.push(stores.pgliteDir);
  } else if ((await tablesIn(stores.databaseUrl!, stores.schema)) > 0) {
    occupied.push(`schema ${stores.schema ?? 'public'} of the database`);
  }
  for (const name of FOLDER_NAMES) if (!(await isEmptyFolder(stores.folders[name]))) occupied.push(stores.folders[name]);
  if (occupied.length && !force)
    throw new Error(`not empty: ${occupied.join(', ')} (restore into empty ones, or pass --force to replace them)`);

  if (stores.kind === 'pglite') {
    await rm(stores.pgliteDir, { recursive: true, force: true });
    await cp(join(dir, PGLITE_COPY), stores.pgliteDir, { recursive: true });
  } else {
    if (manifest.store.schema !== stores.schema)
      throw new Error(`the backup holds schema ${manifest.store.schema ?? 'public'}; DATABASE_SCHEMA names ${stores.schema ?? 'public'}`);
    await runSql(stores.databaseUrl!, 'create extension if not exists pg_trgm with schema public');
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
    if (force) args.push('--clean', '--if-exists');
    await runTool('pg_restore', [...args, `--dbname=${stores.databaseUrl}`, join(dir, POSTGRES_DUMP)]);
  }
  for (const name of FOLDER_NAMES) {
    const target = stores.folders[name];
    // emptied rather than removed: the folder may be a mount (shared storage)
    await mkdir(target, { recursive: true });
    for (const entry of await readdir(target)) await rm(join(target, entry), { recursive: true, force: true });
    await cp(join(dir, folderCopy(name)), target, { recursive: true });
  }
  return manifest;
}
