import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../server/config.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { RetentionFolders } from '../../../server/ops/retention-parts.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { startSite } from './backup-kit.ts';

export interface OpsSite {
  running: RunningApp;
  dataDir: string;
  folders: RetentionFolders;
  close(): Promise<void>;
}

/** The real app with its own folders of files; its own retention pass never runs (the tests run it). */
export async function startOpsSite(database: DatabaseHandle): Promise<OpsSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ops-site-'));
  const running = await startSite(database, { DATA_DIR: dataDir, RETAIN_PASS_SECONDS: '0' });
  const config = loadConfig({ DATA_DIR: dataDir });
  return {
    running,
    dataDir,
    folders: { resumesDir: join(config.site.uploadsDir, 'resumes'), filesDir: config.im.filesDir, mediaDir: config.content.mediaDir },
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A chat visitor's upload through POST /im/upload; its file ID. */
export async function uploadAs(base: string, v: { userId: string; userSig: string }, text: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new TextEncoder().encode(text)]), 'note.txt');
  const res = await fetch(`${base}/im/upload`, { method: 'POST', body: form, headers: { userid: v.userId, usersig: v.userSig } });
  const body = (await res.json()) as { code: number; data: { uuid: string } };
  if (body.code !== 0) throw new Error(`upload: ${JSON.stringify(body)}`);
  return body.data.uuid;
}
