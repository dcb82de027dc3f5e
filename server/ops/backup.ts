import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FOLDER_NAMES, isEmptyFolder, writeManifest } from './manifest.ts';
import type { Manifest } from './manifest.ts';
import { pgliteInUse } from './stores.ts';
import type { Stores } from './stores.ts';
import { runTool } from './run-tool.ts';

/** Inside a backup folder: the database and each folder of files. */
export const PGLITE_COPY = 'database/pglite';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const folderCopy = (name: string) => `files/${name}`;

/**
 * Writes a backup of the stores into `dir` (absent or empty): the database — PGlite's folder copied while no
 * process has it open (stop the server first: postmaster.pid says it runs), or PostgreSQL through
 * `pg_dump --format=custom` while the server runs (one consistent snapshot) — then the uploads, the chat's files
 * and the media library, and last manifest.json with every file's checksum. With PostgreSQL a file uploaded
 * while the folders are copied may be missing from the copy or have no row in the dump; the retention pass
 * removes files without rows after their lifetime.
 */
export async function backup(stores: Stores, dir: string): Promise<Manifest> {
  if (!(await isEmptyFolder(dir))) throw new Error(`${dir} is not empty: back up into a new folder`);
  if (stores.kind === 'pglite') {
    if (pgliteInUse(stores.pgliteDir))
      throw new Error(`${stores.pgliteDir} is open (postmaster.pid): stop the server, then back up (PGlite is copied while stopped)`);
    if (await isEmptyFolder(stores.pgliteDir)) throw new Error(`no PGlite database in ${stores.pgliteDir}`);
  }
  await mkdir(join(dir, 'database'), { recursive: true });
  if (stores.kind === 'pglite') {
    await cp(stores.pgliteDir, join(dir, PGLITE_COPY), { recursive: true });
  } else {
    const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(dir, POSTGRES_DUMP)}`];
    if (stores.schema) args.push(`--schema=${stores.schema}`);
    await runTool('pg_dump', [...args, `--dbname=${stores.databaseUrl}`]);
  }
  for (const name of FOLDER_NAMES) {
    await mkdir(join(dir, folderCopy(name)), { recursive: true });
    if (!(await isEmptyFolder(stores.folders[name]))) await cp(stores.folders[name], join(dir, folderCopy(name)), { recursive: true });
  }
  return writeManifest(dir, {
    appVersion: stores.version,
    createdAt: new Date().toISOString(),
    store: { kind: stores.kind, schema: stores.kind === 'postgres' ? stores.schema : null },
  });
}
