import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #14: uploads no message references are deleted after a grace period (messaging/files/sweep.ts).
 * `im_file.referenced` is set when a message is sent with the file (messages/content.ts) and never cleared, and
 * on image variants from the start (they go with their original); the partial index holds only the uploads not
 * sent yet, oldest first. Files already sent (the message payload's `uuid`, a video's snapshot URL) and existing
 * variants are marked here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_file add column referenced boolean not null default false`.execute(db);
  await sql`
    update im_file set referenced = true
    where id in (
      select payload->>'uuid' from im_message where payload ? 'uuid'
      union
      select substring(payload->>'snapshotUrl' from '/im/files/([A-Za-z0-9_-]+)') from im_message where payload ? 'snapshotUrl'
      union
      select variant_id from im_file_variant
    )`.execute(db);
  await sql`create index im_file_unreferenced on im_file (created_at) where not referenced`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists im_file_unreferenced`.execute(db);
  await sql`alter table im_file drop column referenced`.execute(db);
}
