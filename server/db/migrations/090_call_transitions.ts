import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #18, calls on PGlite: the hot changes of a call's state as PL/pgSQL functions (server/messaging/calls/
 * transitions.ts): im_call_view, im_call_start, im_call_answer and im_call_end. They are now one file each in
 * server/db/functions/, applied by migrate() after the migrations, so this migration no longer creates them.
 */
export function up(): Promise<void> {
  return Promise.resolve();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists im_call_end(text, text, text)`.execute(db);
  await sql`drop function if exists im_call_answer(text, text, text, text[], int, int)`.execute(db);
  await sql`drop function if exists im_call_start(text, int, text, smallint, text, int, text, text, text[], text[])`.execute(db);
  await sql`drop function if exists im_call_view(text)`.execute(db);
}
