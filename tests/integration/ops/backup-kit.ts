import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../server/config.ts';
import type { ServerConfig } from '../../../server/config.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';

const CLI = fileURLToPath(new URL('../../../server/ops/backup-cli.ts', import.meta.url));

/** The environment naming a site's stores: DATA_DIR (PGlite and the folders), or PostgreSQL with a schema. */
export interface SiteEnv {
  DATA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_SCHEMA?: string;
  RETAIN_PASS_SECONDS?: string;
}

/** `npm run backup|restore -- <dir> …` as an operator types it (the CLI the scripts run), with the site's environment. */
export function runCli(command: 'backup' | 'restore', env: SiteEnv, args: string[]): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const child = spawn(process.execPath, [CLI, command, ...args], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** The real app over `database` with the folders of files the environment names. */
export function startSite(database: DatabaseHandle, env: SiteEnv): Promise<RunningApp> {
  const config = loadConfig({ ...env });
  const base = loadConfig();
  const overrides: Partial<ServerConfig> = {
    dataDir: config.dataDir,
    // no built pages: a publish does not render the site again (the tests read the public API)
    distDir: join(config.dataDir, 'no-dist'),
    imSecret: undefined,
    serviceAccounts: ['sealink_service'],
    site: { ...config.site, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 },
    im: { ...base.im, filesDir: config.im.filesDir },
    content: { ...base.content, mediaDir: config.content.mediaDir },
    retention: config.retention,
  };
  return startApp(database, overrides);
}
