import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { eraseVisitor } from './erase-visitor.ts';

/** Rows handled per query; a part goes on while batches come back full. */
const BATCH = 500;

/** The folders of files the retention pass looks after. */
export interface RetentionFolders {
  /** UPLOADS_DIR/resumes */
  resumesDir: string;
  /** IM_FILES_DIR */
  filesDir: string;
  /** CONTENT_MEDIA_DIR */
  mediaDir: string;
}

/** Deletes the résumé files of applications received before `cutoff`; the applications stay, without résumé. */
export async function expireResumes(db: Kysely<Database>, resumesDir: string, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .selectFrom('job_application')
      .select(['id', 'resume_file'])
      .where('resume_file', 'is not', null)
      .where('created_at', '<', cutoff)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return total;
    const ids = rows.map((r) => r.id);
    await db.updateTable('job_application').set({ resume_file: null }).where('id', 'in', ids).execute();
    await Promise.all(rows.map((r) => rm(join(resumesDir, r.resume_file!), { force: true })));
    total += rows.length;
  }
}

/**
 * Erases the chat visitors (eraseVisitor) silent since before `cutoff`: account made before it, not seen on the
 * site since (desk_visitor.last_seen), and none of their conversations changed since. Visitors already erased
 * (nothing left but the account's tombstone) are not counted again.
 */
export async function expireVisitors(db: Kysely<Database>, filesDir: string, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db
      .selectFrom('im_account as a')
      .leftJoin('desk_visitor as v', 'v.visitor_id', 'a.user_id')
      .select('a.user_id')
      .where('a.user_id', 'like', 'visitor\\_%')
      .where('a.is_staff', '=', false)
      .where('a.created_at', '<', cutoff)
      .where((eb) => eb(eb.fn.coalesce('v.last_seen', 'a.created_at'), '<', cutoff))
      .where((eb) =>
        eb.and([
          eb.or([
            eb.exists(eb.selectFrom('desk_visitor as d').select('d.visitor_id').whereRef('d.visitor_id', '=', 'a.user_id')),
            eb.exists(eb.selectFrom('im_user_conversation as u').select('u.conv_key').whereRef('u.user_id', '=', 'a.user_id')),
            eb.exists(eb.selectFrom('im_file as f').select('f.id').whereRef('f.owner_id', '=', 'a.user_id')),
          ]),
          eb.not(
            eb.exists(
              eb
                .selectFrom('im_user_conversation as uc')
                .innerJoin('im_conversation as c', 'c.conv_key', 'uc.conv_key')
                .select('uc.conv_key')
                .whereRef('uc.user_id', '=', 'a.user_id')
                .where('c.updated_at', '>=', cutoff),
            ),
          ),
        ]),
      )
      .limit(BATCH)
      .execute();
    for (const row of rows) if (await eraseVisitor(db, filesDir, row.user_id)) total++;
    if (rows.length < BATCH) return total;
  }
}

/** Deletes the records of calls that ended before `cutoff` (with their members). */
export async function expireCalls(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('im_call')
    .where('state', '=', 'ended')
    .where((eb) => eb(eb.fn.coalesce('ended_at', 'created_at'), '<', cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Regular files directly in `dir` last changed before `cutoff`. */
async function oldFiles(dir: string, cutoff: Date): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(join(dir, entry.name)).catch(() => null);
    if (info && info.mtime < cutoff) old.push(entry.name);
  }
  return old;
}

/**
 * Deletes files in the upload folders (chat files, résumés, media library) that no row references and that are
 * older than `cutoff`: what a crash between a row's delete and its file's removal, or an interrupted upload, left.
 */
export async function removeOrphans(db: Kysely<Database>, folders: RetentionFolders, cutoff: Date): Promise<number> {
  let removed = 0;
  const drop = async (dir: string, names: string[], known: Set<string>) => {
    for (const name of names) {
      if (known.has(name)) continue;
      await rm(join(dir, name), { force: true });
      removed++;
    }
  };
  for (let names = await oldFiles(folders.filesDir, cutoff); names.length; names = names.slice(BATCH)) {
    const chunk = names.slice(0, BATCH);
    const rows = await db.selectFrom('im_file').select('id').where('id', 'in', chunk).execute();
    await drop(folders.filesDir, chunk, new Set(rows.map((r) => r.id)));
  }
  for (let names = await oldFiles(folders.resumesDir, cutoff); names.length; names = names.slice(BATCH)) {
    const chunk = names.slice(0, BATCH);
    const rows = await db.selectFrom('job_application').select('resume_file').where('resume_file', 'in', chunk).execute();
    await drop(folders.resumesDir, chunk, new Set(rows.map((r) => r.resume_file!)));
  }
  const media = await oldFiles(folders.mediaDir, cutoff);
  if (media.length) {
    const { rows } = await sql<{ file: string }>`select distinct value as file from content_media, jsonb_each_text(variants)`.execute(db);
    await drop(folders.mediaDir, media, new Set(rows.map((r) => r.file)));
  }
  return removed;
}
