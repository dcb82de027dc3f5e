import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL settings of the embedded database, sized for a small site rather than PostgreSQL's defaults: every
 * buffer PGlite touches stays in the process (WebAssembly memory never shrinks), while the files themselves stay
 * in the operating system's page cache. shared_buffers 128 MB → 16 MB saves about 100 MB at start.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '16MB',
};

/**
 * Opens (creating it when new) the embedded database in `dir`; `memory://` keeps it in memory (tests), started
 * from `dump` (a `dumpDataDir` tarball) when one is given.
 *
 * Memory, measured on the server at start (see the README's Configuration section): V8 compiles PGlite's 9 MB
 * WebAssembly module with Liftoff, then recompiles the hot functions with TurboFan in the background, and
 * compiling PostgreSQL's largest functions takes hundreds of megabytes for seconds (peaks above 1 GB) and
 * leaves ~90 MB of optimised code. Liftoff only avoids both; for this workload (short queries, most time in
 * the protocol and the JavaScript around them) it is not slower, and it spares the two cores the compiles.
 * The flag is process-wide and must be set before the first WebAssembly compile; PGlite is the only
 * WebAssembly the server loads.
 */
export async function openPglite(dir: string, dump?: Blob): Promise<PGlite> {
  const onDisk = !dir.startsWith('memory://');
  const fresh = !onDisk || !existsSync(join(dir, 'PG_VERSION'));
  // A new database is made by initdb in two extra WebAssembly instances; they leave the process ~100 MB of
  // fragmented native heap, so a new folder is initialised by a short-lived child process (first start only).
  if (fresh && onDisk) await initialiseInChild(dir);
  const pglite = await createPglite(dir, dump);
  if (!onDisk && !dump) collectGarbage();
  return pglite;
}

/** Creates the database files in `dir` in a child process (`pglite-init.ts`). */
async function initialiseInChild(dir: string): Promise<void> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./pglite-init.ts', import.meta.url)), dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`PGlite could not create ${dir} (exit ${code}): ${stderr}`);
}

/** Opens the database in `dir` with the settings above (creating it when new, or from `dump`). */
export function createPglite(dir: string, dump?: Blob): Promise<PGlite> {
  // all three flags: set at run time, --liftoff-only alone does not turn off what it implies at start-up
  setFlagsFromString('--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering');
  return PGlite.create(dir, {
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number(v) },
    ...(dump ? { loadDataDir: dump } : {}),
    startParams: [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
  });
}

/**
 * A full garbage collection now: after an in-memory database is made, the finished initdb instances (their
 * WebAssembly memories, hundreds of MB) are garbage, but V8 would free them only at its next major collection.
 */
function collectGarbage(): void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed();
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
