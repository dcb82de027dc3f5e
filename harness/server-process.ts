import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteDirOf } from '../server/db/index.ts';
import { copyPgliteTemplate } from './pglite-template.ts';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Output so far (for assertions and failure messages). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * What `npm run serve` passes to node (package.json's `serve` script: its V8 flags and `server/main.ts`), so that
 * tests and benchmarks start the server with the same flags as the product.
 */
export function serveArguments(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = pkg.scripts.serve!.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`package.json "serve" should run node, not ${command}`);
  return args;
}

export interface StartOptions {
  /**
   * Let the server make its embedded database itself (initdb and every migration, as on a new installation)
   * instead of starting from the migrated template (./pglite-template.ts). Default false.
   */
  newDatabase?: boolean;
}

/**
 * Starts `server/main.ts` as its own process, exactly as `npm start` runs it (after the build), on a free
 * port with a fresh DATA_DIR, and waits until /api/health answers. It runs on embedded PGlite and an in-process
 * bus unless `env` itself names DATABASE_URL (with DATABASE_SCHEMA) or REDIS_URL: inherited ones are dropped.
 * On PGlite, a DATA_DIR without a database yet gets a copy of the migrated template first (unless
 * `options.newDatabase`): the server then opens it and migrates nothing, as at any later start.
 */
export async function startServerProcess(env: Record<string, string> = {}, options: StartOptions = {}): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'hy-data-')));
  const ownsData = !env.DATA_DIR;
  const pgliteDir = pgliteDirOf(dataDir);
  if (!options.newDatabase && !env.DATABASE_URL && !env.DATABASE_SCHEMA && !existsSync(pgliteDir)) await copyPgliteTemplate(pgliteDir);
  let log = '';
  const { DATABASE_URL: _db, DATABASE_SCHEMA: _schema, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, serveArguments(), {
    env: { ...inherited, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (log += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (ownsData) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
