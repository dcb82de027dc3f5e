import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditAction } from '../../../common/console/audit-actions.ts';

/**
 * Records who changed what and when (issue #16.1). `actor` is the staff user ID, or null for the server itself
 * (the retention sweep); `action` is one of common/console/audit-actions.ts. Called inside the transaction of the change it records when there is one.
 */
export async function audit(
  db: Kysely<Database>,
  actor: string | null,
  action: AuditAction,
  target = '',
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('console_audit')
    .values({ actor, action, target, detail: JSON.stringify(detail) })
    .execute();
}
