import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { openDatabase, pgliteDirOf } from '../../../server/db/index.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { WireLeadDetail } from '../../../common/console/leads.ts';
import type { WireDeskMessage } from '../../../common/desk/wire.ts';
import { pdfFile } from '../../fixtures/resume-files.ts';
import { call, createStaff, signIn, submitApplication } from '../console/console-kit.ts';
import { article, createArticle, pngImage, publicTitles, uploadMedia } from '../console/content-kit.ts';
import { conversationOf, visitor } from '../desk/desk-kit.ts';
import { runCli, startSite } from './backup-kit.ts';
import type { SiteEnv } from './backup-kit.ts';

interface Store {
  name: string;
  /** The environment of a new site's stores (its own folder; on PostgreSQL its own schema or database). */
  site(dataDir: string, fresh: 'source' | 'target'): Promise<SiteEnv>;
  open(env: SiteEnv): Promise<DatabaseHandle>;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

const stores: Store[] = [
  {
    name: 'pglite',
    site: (dataDir) => Promise.resolve({ DATA_DIR: dataDir }),
    open: (env) => openDatabase({ pgliteDir: pgliteDirOf(env.DATA_DIR), poolSize: 2 }),
  },
];
const url = process.env.DATABASE_URL;
if (url) {
  const schema = uniqueSchema();
  stores.push({
    name: 'postgres',
    async site(dataDir, fresh) {
      if (fresh === 'source') {
        cleanups.push(() => dropSchema(url, schema));
        return { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema };
      }
      // the restore goes into a new, empty database of its own
      const database = `restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${database} with (force)`);
        await client.end();
      });
      const target = new URL(url);
      target.pathname = `/${database}`;
      return { DATA_DIR: dataDir, DATABASE_URL: target.toString(), DATABASE_SCHEMA: schema };
    },
    open: (env) => openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA!, poolSize: 3 }),
  });
}

async function folder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A backup restored into empty stores serves the same lead (with its résumé), news and chat history. */
for (const store of stores) {
  describe(`backup and restore on ${store.name}`, () => {
    it('restores a seeded site into empty stores that serve the same lead, news and chat', async () => {
      const source = await store.site(await folder('backup-src-'), 'source');
      const database = await store.open(source);
      await database.migrate();
      await createStaff(database, 'ops_admin', 'admin');
      let site = await startSite(database, source);
      let admin = await signIn(site.url, 'ops_admin');
      await submitApplication(site.url, 'Backup Bo');
      const cover = (await uploadMedia(site.url, admin, await pngImage(64, 48))).body.data.urls.large;
      const entry = await createArticle(site.url, admin, article('Backed up', cover));
      expect((await call(site.url, 'POST', `/content/news/${entry.entryId}/publish`, { staff: admin, body: {} })).status).toBe(200);
      const guest = await visitor(site.url, 'backup-visitor-key-0001');
      await guest.say('Please keep this message');
      const conversation = await conversationOf(site.url, admin, guest.userId);
      await guest.chat.destroy();
      const leadRef = (await call<{ items: { ref: string }[] }>(site.url, 'GET', '/leads', { staff: admin })).body.data.items[0]!.ref;

      const backupDir = join(await folder('backup-out-'), 'nightly');
      if (store.name === 'pglite') {
        const refused = await runCli('backup', source, [backupDir]);
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toContain('stop the server');
      }
      if (store.name === 'pglite') await site.close();
      const made = await runCli('backup', source, [backupDir]);
      expect(made.code, made.output).toBe(0);
      if (store.name !== 'pglite') await site.close();

      const target = await store.site(await folder('backup-dst-'), 'target');
      const restored = await runCli('restore', target, [backupDir]);
      expect(restored.code, restored.output).toBe(0);
      const again = await runCli('restore', target, [backupDir]);
      expect(again.code).toBe(1);
      expect(again.output).toContain('not empty');

      site = await startSite(await store.open(target), target);
      try {
        admin = await signIn(site.url, 'ops_admin');
        const lead = await call<WireLeadDetail>(site.url, 'GET', `/leads/${leadRef}`, { staff: admin });
        expect(lead.body.data.name).toBe('Backup Bo');
        const resume = await fetch(`${site.url}/console/api/leads/${leadRef}/resume`, {
          headers: { cookie: `console_session=${admin.cookie}` },
        });
        expect(Buffer.from(await resume.arrayBuffer()).equals(pdfFile())).toBe(true);
        expect(await publicTitles(site.url, 'en_US')).toContain('Backed up (English)');
        expect((await fetch(`${site.url}${cover}`)).status).toBe(200);
        const thread = await call<WireDeskMessage[]>(site.url, 'GET', `/desk/conversations/${conversation.id}/messages`, { staff: admin });
        expect(thread.body.data.map((m) => m.text)).toContain('Please keep this message');
      } finally {
        await site.close();
      }
    }, 120_000);
  });
}
