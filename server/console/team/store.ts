import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { StaffRole } from '../../../common/console/roles.ts';

/** Sets a staff account's console role (and whether it is disabled). */
export async function setStaffRole(db: Kysely<Database>, userId: string, change: { role: StaffRole; disabled?: boolean }): Promise<void> {
  const values = { role: change.role, ...(change.disabled === undefined ? {} : { disabled: change.disabled }) };
  await db
    .insertInto('console_staff')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/**
 * On start: the first customer-service account becomes the console's first admin, unless an admin exists
 * already (an account disabled or demoted later is never promoted again).
 */
export async function ensureFirstAdmin(db: Kysely<Database>, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const anyAdmin = await db.selectFrom('console_staff').select('user_id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  if (anyAdmin) return false;
  const account = await db.selectFrom('im_account').select('is_staff').where('user_id', '=', userId).executeTakeFirst();
  if (!account?.is_staff) return false;
  const row = await db.selectFrom('console_staff').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (row) return false;
  await setStaffRole(db, userId, { role: 'admin' });
  return true;
}
