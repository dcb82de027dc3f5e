import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/index.ts';
import { createPglite } from '../server/db/pglite-open.ts';

/**
 * A migrated PGlite database that test databases and test servers start from, instead of each running initdb
 * (~2 s of WebAssembly) and every migration (~0.4 s) again. It is made once per machine and per version of the
 * schema: the key hashes the migrations, the functions, server/db's migrate() and PGlite settings, and PGlite's
 * version, so a change of any of them makes a new one. Whoever starts from it still runs migrate() as the server does at every start
 * (nothing pending, the functions applied again). Only tests and benchmarks use it; the product's own first start
 * runs initdb and every migration as always.
 *
 * Several test workers may make it at the same moment: each builds in its own folder and renames it into place;
 * the rename is atomic and the first one wins.
 */
const ROOT = join(tmpdir(), 'hy-pglite-template');
const DB = new URL('../server/db/', import.meta.url);

export interface PgliteTemplate {
  /** A PGlite data folder (closed cleanly), to copy into a server's DATA_DIR/pglite. */
  dir: string;
  /** The same database as a `dumpDataDir` tarball, for in-memory databases. */
  dump: string;
}

let made: Promise<PgliteTemplate> | undefined;

/** The template of the current schema, made first when this machine has none yet. */
export function pgliteTemplate(): Promise<PgliteTemplate> {
  made ??= ensureTemplate();
  return made;
}

let dumpBlob: Promise<Blob> | undefined;

/** The template's tarball in memory (read once per process), for `openDatabase({ pgliteDump })`. */
export function pgliteTemplateDump(): Promise<Blob> {
  dumpBlob ??= pgliteTemplate().then(async ({ dump }) => new Blob([await readFile(dump)]));
  return dumpBlob;
}

/** Copies the template into `dir` (a PGlite folder that must not exist yet). */
export async function copyPgliteTemplate(dir: string): Promise<void> {
  await cp((await pgliteTemplate()).dir, dir, { recursive: true });
}

async function ensureTemplate(): Promise<PgliteTemplate> {
  const home = join(ROOT, await templateKey());
  const template = { dir: join(home, 'pglite'), dump: join(home, 'pglite.tar') };
  if (existsSync(home)) return template;
  await mkdir(ROOT, { recursive: true });
  const building = `${home}.${process.pid}-${randomBytes(3).toString('hex')}`;
  try {
    await build(building);
    await rename(building, home);
  } catch (err) {
    if (!existsSync(home)) throw err;
    // another worker renamed its template into place first: same key, same content
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

async function build(home: string): Promise<void> {
  const dir = join(home, 'pglite');
  const database = await openDatabase({ pgliteDir: dir });
  await database.migrate();
  await database.close();
  const pglite = await createPglite(dir);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(join(home, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
}

/** Hash of everything the migrated database depends on. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of ['migrations/', 'functions/']) {
    const url = new URL(folder, DB);
    for (const name of (await readdir(url)).sort()) {
      hash.update(name);
      hash.update(await readFile(new URL(name, url)));
    }
  }
  for (const file of ['index.ts', 'pglite-open.ts']) hash.update(await readFile(new URL(file, DB)));
  hash.update(await readFile(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}
