import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Content of the site (server/content): banners, news and recommendations, business items (cases, courses,
 * expert opinions, ship-digital, ship-security), job positions, branches, marketing figures and static-page
 * texts. Every displayable row has a locale. Searchable tables carry a generated `search_text` with a pg_trgm
 * GIN index (site search matches Chinese without word boundaries, server/search).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`
    create table banner (
      id serial primary key,
      locale text not null,
      type integer not null,
      category text,
      banner_url text not null,
      jump_type integer not null default 1,
      plate integer,
      jump_url text,
      sort integer not null default 0
    )`.execute(db);
  await sql`create index banner_lookup on banner (locale, type, sort, id)`.execute(db);

  await sql`
    create table news (
      id serial primary key,
      locale text not null,
      category integer not null,
      title text not null,
      introduction text not null,
      body text not null,
      cover_url text not null,
      pictures jsonb not null default '[]',
      release_time timestamptz not null,
      page_views bigint not null default 0,
      search_text text generated always as (title || ' ' || introduction || ' ' || body) stored
    )`.execute(db);
  await sql`create index news_list on news (locale, category, release_time desc, id desc)`.execute(db);
  await sql`create index news_search on news using gin (search_text public.gin_trgm_ops)`.execute(db);

  await sql`
    create table news_recommendation (
      id serial primary key,
      locale text not null,
      type integer not null,
      news_id integer not null references news (id) on delete cascade,
      sort integer not null default 0
    )`.execute(db);
  await sql`create index news_recommendation_lookup on news_recommendation (locale, type, sort, id)`.execute(db);

  await sql`
    create table business_item (
      id serial primary key,
      locale text not null,
      kind text not null,
      category integer not null default 0,
      title text not null,
      summary text not null,
      body text not null,
      cover_url text not null,
      published_at timestamptz not null,
      sort integer not null default 0,
      search_text text generated always as (title || ' ' || summary || ' ' || body) stored
    )`.execute(db);
  await sql`create index business_item_list on business_item (locale, kind, category, sort, id)`.execute(db);
  await sql`create index business_item_search on business_item using gin (search_text public.gin_trgm_ops)`.execute(db);

  await sql`
    create table job_position (
      id serial primary key,
      locale text not null,
      title text not null,
      city text not null,
      function text not null,
      mode integer not null,
      education text not null,
      experience text not null,
      salary_range text not null,
      responsibilities text not null,
      requirements text not null,
      contact_phone text not null,
      contact_person text not null,
      published_at timestamptz not null,
      updated_at timestamptz not null,
      search_text text generated always as (title || ' ' || responsibilities || ' ' || requirements) stored
    )`.execute(db);
  await sql`create index job_position_list on job_position (locale, mode, published_at desc, id desc)`.execute(db);
  await sql`create index job_position_search on job_position using gin (search_text public.gin_trgm_ops)`.execute(db);

  await sql`
    create table company_branch (
      id serial primary key,
      locale text not null,
      name text not null,
      address text not null,
      phone text not null,
      email text not null,
      city text not null,
      sort integer not null default 0
    )`.execute(db);

  await sql`
    create table marketing_figure (
      key text primary key,
      value text not null,
      label_zh text not null,
      label_en text not null,
      sort integer not null default 0
    )`.execute(db);

  await sql`
    create table site_page (
      id serial primary key,
      locale text not null,
      path text not null,
      title text not null,
      summary text not null,
      search_text text generated always as (title || ' ' || summary) stored,
      unique (locale, path)
    )`.execute(db);
  await sql`create index site_page_search on site_page using gin (search_text public.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'site_page',
    'marketing_figure',
    'company_branch',
    'job_position',
    'business_item',
    'news_recommendation',
    'news',
    'banner',
  ]) {
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
  }
}
