import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/index.ts';
import type { Im } from './context.ts';

/**
 * The messaging side of /metrics (server/metrics/): commit batches as they run, and the gauges read at scrape time:
 * sockets here, the database's failed queries and pool, and from the database (the same on every instance of a
 * cluster: alert on one instance's value, not their sum) calls in progress, the desk's queue and its first-response time.
 */
export function watchMessaging(im: Im, database: DatabaseHandle): void {
  const { metrics } = im;
  im.batcher.onBatch = (size, stored) => {
    metrics.commitBatchSize.observe(size);
    if (stored) metrics.messagesCommitted.inc(stored);
  };
  metrics.gauge('im_sockets_connected', 'Logged-in chat sockets on this instance', () => im.hub.connections);
  metrics.total('db_query_errors_total', 'Database queries that failed (lost connections included)', () => database.stats().queryErrors);
  if (database.kind === 'postgres')
    metrics.labelledGauge('db_pool_connections', 'PostgreSQL pool connections by state (total, idle, waiting clients)', 'state', () => {
      const pool = database.stats().pool;
      return pool ? { ...pool } : {};
    });
  metrics.gauge('im_calls_in_progress', 'Calls ringing or running (cluster-wide, from the database)', async () => {
    const row = await im.db
      .selectFrom('im_call')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '<>', 'ended')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  });
  metrics.gauge('desk_queue_length', 'Open desk conversations no agent is assigned to (cluster-wide)', async () => {
    const row = await im.db
      .selectFrom('desk_conversation')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'open')
      .where('assignee', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  });
  metrics.gauge(
    'desk_first_response_seconds',
    'Average time to the first agent answer of desk conversations first answered in the last hour (cluster-wide; 0 when none)',
    async () => {
      const { rows } = await sql<{ s: number | null }>`
        select avg(extract(epoch from first_response_at - created_at))::float8 as s from desk_conversation
        where first_response_at > now() - interval '1 hour'`.execute(im.db);
      return Number(rows[0]?.s ?? 0);
    },
  );
}
