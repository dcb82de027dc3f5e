import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #33.3, the before-send moderation callback (server/messaging/messages/before-send.ts): a message the
 * callback let through flagged as risky is stored with `risky` and reaches every reader with `hasRiskContent`,
 * so the widget shows "cannot view" / "cannot listen" instead of its media.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_message add column risky boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_message drop column if exists risky`.execute(db);
}
