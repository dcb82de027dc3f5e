import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReportRow, WireRating, WireReport } from '../../../common/desk/wire.ts';
import { labelNames, listLabels } from './labels.ts';
import { visitorNames } from './visitors.ts';

/** Ratings a report lists at most (the CSV of ratings has them all up to RATINGS_CSV_MAX). */
export const RATINGS_LIST_MAX = 500;
export const RATINGS_CSV_MAX = 50_000;

const round = (v: unknown, digits = 0) => (v === null || v === undefined ? null : Number(Number(v).toFixed(digits)));

const inRangeOf = (from: string, to: string, timeZone: string, column = sql.ref('created_at')) =>
  sql<boolean>`(${column} at time zone ${timeZone})::date between ${from}::date and ${to}::date`;

/**
 * The ratings of conversations started between two days (as deskReport counts them), of one agent or all, newest
 * first, with their comments.
 */
export async function deskRatings(
  db: Kysely<Database>,
  range: { from: string; to: string; timeZone: string; agent?: string },
  limit: number,
): Promise<WireRating[]> {
  let q = db
    .selectFrom('desk_conversation as c')
    .select(['c.id', 'c.assignee', 'c.visitor_id', 'c.rating', 'c.rating_comment', 'c.rated_at'])
    .where(inRangeOf(range.from, range.to, range.timeZone, sql.ref('c.created_at')))
    .where('c.rating', 'is not', null);
  if (range.agent) q = q.where('c.assignee', '=', range.agent);
  const rows = await q.orderBy('c.rated_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
  const names = await visitorNames(db, [...new Set(rows.map((r) => r.visitor_id))]);
  return rows.map((r) => ({
    conversationId: r.id,
    agent: r.assignee,
    visitorName: names.get(r.visitor_id) || `#${r.visitor_id.slice(-6)}`,
    score: r.rating ?? 0,
    comment: r.rating_comment,
    ratedAt: new Date(r.rated_at ?? 0).toISOString(),
  }));
}

/**
 * Desk reports between two days (inclusive, YYYY-MM-DD in the desk's time zone) by the day a conversation started:
 * conversations per day, and overall and per assigned agent (one when `agent` is given) the number of conversations
 * and resolved ones, the mean first response time (start → first answer), the mean resolution time (start →
 * resolve, resolved ones) and the rating average; conversations per label; the ratings with their comments.
 */
export async function deskReport(db: Kysely<Database>, from: string, to: string, timeZone: string, agent?: string): Promise<WireReport> {
  const day = sql<string>`to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inRange = inRangeOf(from, to, timeZone);
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
  let agentsQuery = db
    .selectFrom('desk_conversation')
    .select(['assignee', ...metrics])
    .where(inRange)
    .where('assignee', 'is not', null);
  if (agent) agentsQuery = agentsQuery.where('assignee', '=', agent);
  const agents = await agentsQuery.groupBy('assignee').orderBy('assignee').execute();
  const perLabel = await db
    .selectFrom('desk_conversation_label as l')
    .innerJoin('desk_conversation as c', 'c.id', 'l.conversation_id')
    .select(['l.label_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where(inRangeOf(from, to, timeZone, sql.ref('c.created_at')))
    .groupBy('l.label_id')
    .execute();
  const counts = new Map(perLabel.map((r) => [r.label_id, Number(r.n)]));
  return {
    from,
    to,
    timeZone,
    perDay: perDay.map((d) => ({ day: d.day, conversations: Number(d.n) })),
    overall: toRow('', overall),
    agents: agents.map((a) => toRow(a.assignee ?? '', a)),
    labels: (await listLabels(db)).map((l) => ({ ...l, conversations: counts.get(l.id) ?? 0 })),
    ratings: await deskRatings(db, { from, to, timeZone, ...(agent ? { agent } : {}) }, RATINGS_LIST_MAX),
  };
}

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The report as CSV (RFC 4180, CRLF, byte-order mark): one line per day, then overall, one per agent, one per label. */
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
    ...report.labels.map((l) => ['label', labelNames([l], [l.id]), l.conversations, null, null, null, null, null].map(cell).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Ratings with their comments as CSV (RFC 4180, CRLF, byte-order mark), one line per rating. */
export function ratingsCsv(ratings: WireRating[]): string {
  const header = ['conversation', 'agent', 'visitor', 'score', 'comment', 'rated_at'];
  const lines = [
    header.join(','),
    ...ratings.map((r) => [r.conversationId, r.agent, r.visitorName, r.score, r.comment, r.ratedAt].map(cell).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
