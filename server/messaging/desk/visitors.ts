import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WirePageView, WireVisitor } from '../../../common/desk/wire.ts';

/** A visit ends after this long without a page view. */
const VISIT_GAP_MS = 30 * 60_000;
const PAGES_READ = 50;
/** Page views kept per visitor (older ones are deleted as new ones come). */
const PAGES_KEPT = 200;

export interface PageReport {
  url: string;
  title: string;
  referrer?: string;
  language?: string;
  timeZone?: string;
  utcOffsetMinutes?: number;
  userAgent?: string;
}

export interface ContactFields {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  leadRef?: string | null;
}

/** Device and browser in a few words, from a User-Agent header. */
export function describeAgent(ua: string): { device: string; browser: string } {
  const device = /iPad|Tablet/i.test(ua) ? 'tablet' : /Mobi|Android|iPhone/i.test(ua) ? 'mobile' : ua ? 'desktop' : '';
  const rules: [RegExp, string][] = [
    [/Edg\/([\d]+)/, 'Edge'],
    [/MicroMessenger\/([\d]+)/, 'WeChat'],
    [/Firefox\/([\d]+)/, 'Firefox'],
    [/Chrom(?:e|ium)\/([\d]+)/, 'Chrome'],
    [/Version\/([\d]+).*Safari/, 'Safari'],
  ];
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iOS/.test(ua)
        ? 'iOS'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  for (const [re, name] of rules) {
    const m = re.exec(ua);
    if (m) return { device: [device, os].filter(Boolean).join(' · '), browser: `${name} ${m[1]}` };
  }
  return { device: [device, os].filter(Boolean).join(' · '), browser: '' };
}

/** The widget reported a page of the host site (a load or a route change). The first report sets the referrer. */
export async function recordPage(db: Kysely<Database>, visitorId: string, page: PageReport, now: Date): Promise<void> {
  const known = { language: page.language ?? '', time_zone: page.timeZone ?? '', user_agent: page.userAgent ?? '' };
  const offset = page.utcOffsetMinutes ?? null;
  await db
    .insertInto('desk_visitor')
    .values({ visitor_id: visitorId, first_seen: now, last_seen: now, referrer: page.referrer ?? '', utc_offset_minutes: offset, ...known })
    .onConflict((oc) =>
      oc.column('visitor_id').doUpdateSet((eb) => ({
        last_seen: now,
        utc_offset_minutes: offset,
        ...Object.fromEntries(Object.entries(known).filter(([, v]) => v)),
        // the referrer of the visit: set again when a new visit starts
        referrer: eb
          .case()
          .when('desk_visitor.last_seen', '<', new Date(now.getTime() - VISIT_GAP_MS))
          .then(page.referrer ?? '')
          .else(eb.ref('desk_visitor.referrer'))
          .end(),
      })),
    )
    .execute();
  const inserted = await db
    .insertInto('desk_page_view')
    .values({ visitor_id: visitorId, url: page.url, title: page.title, at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('desk_page_view')
    .where('visitor_id', '=', visitorId)
    .where('id', '<=', String(BigInt(inserted.id) - BigInt(PAGES_KEPT)))
    .execute();
}

/** Name, e-mail, phone, company or the linked lead, given by the visitor or edited by an agent. */
export async function updateContact(db: Kysely<Database>, visitorId: string, fields: ContactFields, now: Date): Promise<void> {
  const set = {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
    ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
    ...(fields.company !== undefined ? { company: fields.company } : {}),
    ...(fields.leadRef !== undefined ? { lead_ref: fields.leadRef } : {}),
  };
  await db
    .insertInto('desk_visitor')
    .values({ visitor_id: visitorId, first_seen: now, last_seen: now, utc_offset_minutes: null, ...set })
    .onConflict((oc) => (Object.keys(set).length ? oc.column('visitor_id').doUpdateSet(set) : oc.column('visitor_id').doNothing()))
    .execute();
}

/** The visitor's language from a request of theirs (their widget's locale), when no page report has told it yet. */
export async function noteLanguage(db: Kysely<Database>, visitorId: string, locale: string): Promise<void> {
  await db.updateTable('desk_visitor').set({ language: locale }).where('visitor_id', '=', visitorId).where('language', '=', '').execute();
}

export async function visitorLanguage(db: Kysely<Database>, visitorId: string): Promise<'zh_CN' | 'en_US'> {
  const row = await db.selectFrom('desk_visitor').select('language').where('visitor_id', '=', visitorId).executeTakeFirst();
  return row?.language.toLowerCase().startsWith('en') ? 'en_US' : 'zh_CN';
}

/** Names of visitors for a list. */
export async function visitorNames(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('desk_visitor').select(['visitor_id', 'name']).where('visitor_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.visitor_id, r.name]));
}

/** Everything the desk shows beside a conversation about its visitor. */
export async function visitorContext(db: Kysely<Database>, visitorId: string): Promise<WireVisitor> {
  const row = await db.selectFrom('desk_visitor').selectAll().where('visitor_id', '=', visitorId).executeTakeFirst();
  const pages = await db
    .selectFrom('desk_page_view')
    .select(['url', 'title', 'at'])
    .where('visitor_id', '=', visitorId)
    .orderBy('id', 'desc')
    .limit(PAGES_READ)
    .execute();
  const visit: WirePageView[] = [];
  let previous: number | null = null;
  for (const p of pages) {
    const at = new Date(p.at).getTime();
    if (previous !== null && previous - at > VISIT_GAP_MS) break;
    visit.push({ url: p.url, title: p.title, at: new Date(p.at).toISOString() });
    previous = at;
  }
  const ua = row?.user_agent ?? '';
  const now = new Date().toISOString();
  return {
    visitorId,
    firstSeen: row ? new Date(row.first_seen).toISOString() : now,
    lastSeen: row ? new Date(row.last_seen).toISOString() : now,
    language: row?.language ?? '',
    userAgent: ua,
    ...describeAgent(ua),
    referrer: row?.referrer ?? '',
    timeZone: row?.time_zone ?? '',
    utcOffsetMinutes: row?.utc_offset_minutes ?? null,
    name: row?.name ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    company: row?.company ?? '',
    leadRef: row?.lead_ref ?? null,
    currentPage: visit[0] ?? null,
    visitPages: visit,
  };
}

/**
 * A site form sent from the visitor's browser (server/forms onVisitorLead): the details it gives replace the
 * visitor's (empty ones are skipped) and the visitor is linked to the lead it became.
 */
export async function linkFormLead(
  db: Kysely<Database>,
  visitorId: string,
  lead: { leadRef: string; name: string; email: string; phone: string; company: string },
  now: Date,
): Promise<void> {
  const given = Object.fromEntries(
    Object.entries({ name: lead.name, email: lead.email, phone: lead.phone, company: lead.company }).filter(([, v]) => v),
  );
  await updateContact(db, visitorId, { ...given, leadRef: lead.leadRef }, now);
}
