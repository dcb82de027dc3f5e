import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReportRow, WireReport } from '../../../common/desk/wire.ts';

const round = (v: unknown, digits = 0) => (v === null || v === undefined ? null : Number(Number(v).toFixed(digits)));

/**
 * Desk reports between two days (inclusive, YYYY-MM-DD in the desk's time zone) by the day a conversation started:
 * conversations per day, and overall and per assigned agent the number of conversations and resolved ones, the
 * mean first response time (start → first answer), the mean resolution time (start → resolve, resolved ones) and
 * the rating average.
 */
export async function deskReport(db: Kysely<Database>, from: string, to: string, timeZone: string): Promise<WireReport> {
  const day = sql<string>`to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inRange = sql<boolean>`(created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date`;
  const perDay = await db
    .selectFrom('desk_conversation')
    .select([day.as('day'), (eb) => eb.fn.countAll<string>().as('n')])
    .where(inRange)
    // by position: the zone is a parameter, so the same expression twice would not be the same to PostgreSQL
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  const metrics = [
    sql<string>`count(*)`.as('conversations'),
    sql<string>`count(*) filter (where state = 'resolved')`.as('resolved'),
    sql<string | null>`avg(extract(epoch from first_response_at - created_at))`.as('first_response'),
    sql<string | null>`avg(extract(epoch from resolved_at - created_at)) filter (where state = 'resolved')`.as('resolution'),
    sql<string | null>`avg(rating)`.as('rating'),
    sql<string>`count(rating)`.as('ratings'),
  ] as const;
  const toRow = (agent: string, r: Record<string, unknown> | undefined): ReportRow => ({
    agent,
    conversations: Number(r?.conversations ?? 0),
    resolved: Number(r?.resolved ?? 0),
    firstResponseSeconds: round(r?.first_response, 1),
    resolutionSeconds: round(r?.resolution, 1),
    ratingAverage: round(r?.rating, 2),
    ratings: Number(r?.ratings ?? 0),
  });
  const overall = await db.selectFrom('desk_conversation').select(metrics).where(inRange).executeTakeFirst();
  const agents = await db
    .selectFrom('desk_conversation')
    .select(['assignee', ...metrics])
    .where(inRange)
    .where('assignee', 'is not', null)
    .groupBy('assignee')
    .orderBy('assignee')
    .execute();
  return {
    from,
    to,
    timeZone,
    perDay: perDay.map((d) => ({ day: d.day, conversations: Number(d.n) })),
    overall: toRow('', overall),
    agents: agents.map((a) => toRow(a.assignee ?? '', a)),
  };
}

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The report as CSV (RFC 4180, CRLF, byte-order mark): one line per day, then overall and one per agent. */
export function reportCsv(report: WireReport): string {
  const header = ['row', 'key', 'conversations', 'resolved', 'first_response_seconds', 'resolution_seconds', 'rating_average', 'ratings'];
  const metricCells = (r: ReportRow) => [
    r.conversations,
    r.resolved,
    r.firstResponseSeconds,
    r.resolutionSeconds,
    r.ratingAverage,
    r.ratings,
  ];
  const lines = [
    header.join(','),
    ...report.perDay.map((d) => ['day', d.day, d.conversations, null, null, null, null, null].map(cell).join(',')),
    ['overall', `${report.from}..${report.to}`, ...metricCells(report.overall)].map(cell).join(','),
    ...report.agents.map((a) => ['agent', a.agent, ...metricCells(a)].map(cell).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
