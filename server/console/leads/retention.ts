import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { LEAD_SOURCES } from '../../../common/console/leads.ts';
import type { LeadSource } from '../../../common/console/leads.ts';
import { audit } from '../audit/log.ts';
import { deleteLeads } from './store.ts';

const BATCH = 500;

/**
 * The retention period (PIPL/GDPR, LEADS_RETENTION_DAYS): deletes the leads received more than `days` ago, with
 * their state, notes and résumé files, and records each source's count in the audit log (actor: the server).
 * Returns how many leads were deleted.
 */
export async function sweepRetention(db: Kysely<Database>, resumesDir: string, days: number, now = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (const source of LEAD_SOURCES) {
    let count = 0;
    for (;;) {
      const ids = await expired(db, source, cutoff);
      if (ids.length === 0) break;
      const failed = await deleteLeads(db, resumesDir, source, ids);
      if (failed.length) throw new Error(`retention: could not remove ${failed.length} résumé file(s)`);
      count += ids.length;
    }
    if (count) await audit(db, null, 'leads.retention', source, { count, before: cutoff.toISOString(), days });
    total += count;
  }
  return total;
}

async function expired(db: Kysely<Database>, source: LeadSource, cutoff: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('console_lead')
    .select('id')
    .where('source', '=', source)
    .where('created_at', '<', cutoff)
    .limit(BATCH)
    .execute();
  return rows.map((r) => r.id);
}
