import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const KEY = 'user_sig_secret';

/**
 * The secret that signs user signatures. `IM_SECRET` when configured; otherwise one generated on the first
 * start and kept in the database, so every instance on the same database (and every restart) shares it.
 */
export async function loadSigningSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_setting')
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('server_setting').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return row.value;
}
