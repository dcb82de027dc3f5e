import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { brand } from '../../common/brand.ts';
import { LOCALES } from '../../common/locale.ts';
import type { Locale } from '../../common/locale.ts';
import { mediaUrl } from '../content/media.ts';
import { BUSINESS_ITEMS } from './business-data.ts';
import { INDUSTRY_NEWS } from './industry-news-data.ts';
import { BRIEFS_ZH, CLOSING, COMPANY_NEWS } from './news-data.ts';
import type { NewsTopic } from './news-data.ts';
import { BRANCHES, FIGURES, JOB_CONTACT, JOBS, PAGES } from './site-data.ts';

/** Lock key serialising seeding between instances starting together on one database. */
const SEED_LOCK = 2005_0001;
const DAY = 86_400_000;
/** Newest seeded release time; older items step back a week at a time (stable order for the site and tests). */
const NEWEST = Date.parse('2026-11-02T09:00:00+08:00');

/**
 * Fills every empty content table with the seed content (both locales). Idempotent: a table that already has
 * rows is left alone, so editors' changes survive restarts. Returns the tables it filled.
 */
export async function seedContent(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const filled: string[] = [];
    const empty = async (table: keyof Database) =>
      !(await trx
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .limit(1)
        .executeTakeFirst());
    if (await empty('news')) {
      await seedNews(trx);
      filled.push('news');
    }
    if (await empty('banner')) {
      await seedBanners(trx);
      filled.push('banner');
    }
    if (await empty('business_item')) {
      await seedBusinessItems(trx);
      filled.push('business_item');
    }
    if (await empty('job_position')) {
      await seedJobs(trx);
      filled.push('job_position');
    }
    if (await empty('company_branch')) {
      await seedBranches(trx);
      filled.push('company_branch');
    }
    if (await empty('marketing_figure')) {
      await trx
        .insertInto('marketing_figure')
        .values(FIGURES.map(([key, value, zh, en], sort) => ({ key, value, label_zh: zh, label_en: en, sort })))
        .execute();
      filled.push('marketing_figure');
    }
    if (await empty('site_page')) {
      await trx
        .insertInto('site_page')
        .values(
          PAGES.flatMap(([path, zt, zs, et, es]) => [
            { locale: 'zh_CN', path, title: zt, summary: zs },
            { locale: 'en_US', path, title: et, summary: es },
          ]),
        )
        .execute();
      filled.push('site_page');
    }
    return filled;
  });
}

function newsBody(locale: Locale, intro: string, detail: string, i: number): string {
  const closing = locale === 'zh_CN' ? CLOSING.zh : CLOSING.en;
  return [intro, detail, closing[i % closing.length]].join('\n\n');
}

async function seedNews(trx: Transaction<Database>): Promise<void> {
  let n = 0;
  /** The Chinese row's entry per topic: its English version joins the same entry (side by side in the console). */
  const entries = new Map<string, number>();
  for (const locale of LOCALES) {
    const key = locale === 'zh_CN' ? 'zh' : 'en';
    const topics: [number, NewsTopic[]][] = [
      [1, COMPANY_NEWS],
      [2, INDUSTRY_NEWS],
    ];
    const ids: Record<number, number[]> = { 1: [], 2: [], 3: [] };
    for (const [category, list] of topics) {
      for (const [i, topic] of list.entries()) {
        const t = topic[key];
        const cover = mediaUrl(topic.scene, ++n);
        const row = await trx
          .insertInto('news')
          .values({
            locale,
            category,
            title: t.title,
            introduction: t.intro,
            body: newsBody(locale, t.intro, t.detail, i),
            cover_url: cover,
            pictures: JSON.stringify([{ url: cover }, { url: mediaUrl(topic.scene, n + 100) }]),
            release_time: new Date(NEWEST - (i * 7 + category) * DAY),
            ...(entries.has(`${category}-${i}`) ? { entry_id: entries.get(`${category}-${i}`)! } : {}),
          })
          .returning(['id', 'entry_id'])
          .executeTakeFirstOrThrow();
        entries.set(`${category}-${i}`, row.entry_id);
        ids[category]!.push(row.id);
      }
    }
    if (locale === 'zh_CN') {
      for (const [i, brief] of BRIEFS_ZH.entries()) {
        const cover = mediaUrl(brief.scene, ++n);
        const row = await trx
          .insertInto('news')
          .values({
            locale,
            category: 3,
            title: brief.title,
            introduction: brief.intro,
            body: `${brief.intro}\n\n${CLOSING.zh[i % 3]}`,
            cover_url: cover,
            pictures: '[]',
            release_time: new Date(NEWEST - (i * 30 + 3) * DAY),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A brief opens its second picture's url (SPEC §4): here the brief's own detail page on this site.
        await trx
          .updateTable('news')
          .set({
            pictures: JSON.stringify([{ url: cover }, { url: `/mediaCenter/mediaCenterNews/details?id=3&newsId=${row.id}` }]),
          })
          .where('id', '=', row.id)
          .execute();
        ids[3]!.push(row.id);
      }
    }
    // Recommendations: types 1-3 per media tab, 4 for the home page (two of each category).
    const recs: { locale: string; type: number; news_id: number; sort: number }[] = [];
    for (const type of [1, 2, 3]) ids[type]!.slice(0, 4).forEach((news_id, sort) => recs.push({ locale, type, news_id, sort }));
    [...ids[1]!.slice(0, 2), ...ids[2]!.slice(0, 2)].forEach((news_id, sort) => recs.push({ locale, type: 4, news_id, sort }));
    await trx.insertInto('news_recommendation').values(recs).execute();
  }
}

async function seedBanners(trx: Transaction<Database>): Promise<void> {
  const rows = LOCALES.flatMap((locale) => [
    { locale, type: 1, category: null, banner_url: mediaUrl('ship', 901), jump_type: 2, plate: 1, jump_url: null, sort: 0 },
    { locale, type: 1, category: null, banner_url: mediaUrl('digital', 902), jump_type: 2, plate: 2, jump_url: null, sort: 1 },
    {
      locale,
      type: 1,
      category: null,
      banner_url: mediaUrl('green', 903),
      jump_type: 3,
      plate: null,
      jump_url: locale === 'zh_CN' ? '/bussiness/greenDecarbonization' : '/en/bussiness/greenDecarbonization',
      sort: 2,
    },
    { locale, type: 1, category: null, banner_url: mediaUrl('port', 904), jump_type: 1, plate: null, jump_url: null, sort: 3 },
    { locale, type: 2, category: null, banner_url: mediaUrl('port', 905), jump_type: 1, plate: null, jump_url: null, sort: 0 },
    { locale, type: 3, category: null, banner_url: mediaUrl('engine', 906), jump_type: 1, plate: null, jump_url: null, sort: 0 },
    {
      locale,
      type: 3,
      category: 'shipDigitalizationProduct',
      banner_url: mediaUrl('digital', 907),
      jump_type: 1,
      plate: null,
      jump_url: null,
      sort: 0,
    },
    { locale, type: 4, category: null, banner_url: mediaUrl('supply', 908), jump_type: 2, plate: 3, jump_url: null, sort: 0 },
    { locale, type: 5, category: null, banner_url: mediaUrl('training', 909), jump_type: 2, plate: 5, jump_url: null, sort: 0 },
    { locale, type: 6, category: null, banner_url: mediaUrl('port', 910), jump_type: 2, plate: 6, jump_url: null, sort: 0 },
  ]);
  await trx.insertInto('banner').values(rows).execute();
}

async function seedBusinessItems(trx: Transaction<Database>): Promise<void> {
  const rows = LOCALES.flatMap((locale) =>
    BUSINESS_ITEMS.map((item, i) => {
      const [title, summary, body] = locale === 'zh_CN' ? item.zh : item.en;
      return {
        locale,
        kind: item.kind,
        category: item.category,
        title,
        summary,
        body,
        cover_url: mediaUrl(item.scene, 200 + i),
        published_at: new Date(NEWEST - i * 11 * DAY),
        sort: i,
      };
    }),
  );
  await trx.insertInto('business_item').values(rows).execute();
}

async function seedJobs(trx: Transaction<Database>): Promise<void> {
  const rows = LOCALES.flatMap((locale) =>
    JOBS.map((job, i) => {
      const t = locale === 'zh_CN' ? job.zh : job.en;
      return {
        locale,
        title: t.title,
        city: job.city,
        function: job.fn,
        mode: job.mode,
        education: t.education,
        experience: t.experience,
        salary_range: job.salary,
        responsibilities: t.duties,
        requirements: t.requirements,
        contact_phone: JOB_CONTACT.phone,
        contact_person: locale === 'zh_CN' ? JOB_CONTACT.zh : JOB_CONTACT.en,
        published_at: new Date(NEWEST - (i * 5 + 20) * DAY),
        updated_at: new Date(NEWEST - i * 2 * DAY),
      };
    }),
  );
  await trx.insertInto('job_position').values(rows).execute();
}

async function seedBranches(trx: Transaction<Database>): Promise<void> {
  const rows = LOCALES.flatMap((locale) =>
    BRANCHES.map((b, sort) => {
      const [name, address] = locale === 'zh_CN' ? b.zh : b.en;
      return {
        locale,
        name: sort === 0 ? `${brand[locale].name} ${name}` : name,
        address,
        phone: b.phone,
        email: b.email,
        city: b.city,
        sort,
      };
    }),
  );
  await trx.insertInto('company_branch').values(rows).execute();
}
