/**
 * Backup and restore of everything the site keeps (server/ops/README.md; README "Backup and restore"):
 *   npm run backup -- <dir>             write a backup into <dir> (absent or empty)
 *   npm run restore -- <dir> [--force]  restore <dir> into the configured stores (empty ones, unless --force)
 * Uses the server's configuration: DATABASE_URL and DATABASE_SCHEMA (PostgreSQL, through Debian's pg_dump and
 * pg_restore) or the PGlite folder under DATA_DIR (stop the server first), and UPLOADS_DIR, IM_FILES_DIR and
 * CONTENT_MEDIA_DIR.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { storesOf } from './stores.ts';

const USAGE = 'usage: npm run backup -- <dir>\n       npm run restore -- <dir> [--force]';

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const paths = rest.filter((a) => !a.startsWith('--'));
  const unknown = rest.filter((a) => a.startsWith('--') && a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || paths.length !== 1 || unknown.length || (force && command === 'backup')) {
    console.error(USAGE);
    return 2;
  }
  const dir = resolve(paths[0]!);
  const stores = storesOf(loadConfig());
  try {
    const manifest = command === 'backup' ? await backup(stores, dir) : await restore(stores, dir, { force });
    const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
    console.log(
      `${command === 'backup' ? 'backed up to' : 'restored from'} ${dir}: ${manifest.store.kind} database, ${manifest.files.length} files, ${bytes} bytes (backup of ${manifest.createdAt})`,
    );
    return 0;
  } catch (err) {
    console.error(`${command} failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
