import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #16, the staff console (server/console):
 * - console_staff: the console role of a staff account (im_account with a password) and whether it is disabled;
 *   a staff account without a row has the role `agent` (conversations only);
 * - console_session: sign-in sessions, the cookie's random ID stored only as its SHA-256, with the CSRF token;
 * - console_audit: who changed what and when;
 * - lead_state / lead_note: status, assignee and notification mark of each lead (a row of enquiry,
 *   sales_request or job_application), and the staff's internal notes;
 * - console_lead: the three form tables as one inbox, with their state.
 * Leads received before this migration count as notified (no e-mail for old rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table console_staff (
      user_id text primary key references im_account (user_id) on delete cascade,
      role text not null check (role in ('admin', 'editor', 'recruiter', 'sales', 'agent')),
      disabled boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table console_session (
      token_hash text primary key,
      user_id text not null references im_account (user_id) on delete cascade,
      csrf_token text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index console_session_user on console_session (user_id)`.execute(db);
  await sql`create index console_session_expiry on console_session (expires_at)`.execute(db);
  await sql`
    create table console_audit (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor text,
      action text not null,
      target text not null default '',
      detail jsonb not null default '{}'
    )`.execute(db);
  await sql`create index console_audit_at on console_audit (at desc)`.execute(db);
  await sql`
    create table lead_state (
      source text not null check (source in ('enquiry', 'sales', 'job')),
      lead_id integer not null,
      status text not null default 'new' check (status in ('new', 'inProgress', 'done', 'spam')),
      assignee text references im_account (user_id) on delete set null,
      notified_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (source, lead_id)
    )`.execute(db);
  await sql`
    create table lead_note (
      id serial primary key,
      source text not null,
      lead_id integer not null,
      author text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index lead_note_lead on lead_note (source, lead_id)`.execute(db);
  await sql`
    insert into lead_state (source, lead_id, notified_at)
    select 'enquiry', id, now() from enquiry
    union all select 'sales', id, now() from sales_request
    union all select 'job', id, now() from job_application`.execute(db);
  await sql`
    create view console_lead as
    select l.source, l.id, l.kind, l.name, l.company, l.phone, l.email, l.summary, l.locale, l.created_at,
           coalesce(s.status, 'new') as status, s.assignee, s.notified_at
    from (
      select 'enquiry'::text as source, id, 'enquiry'::text as kind, name, company, phone, email,
             requirement as summary, locale, created_at from enquiry
      union all
      select 'sales', id, kind, customer_name, company, phone, email, '', locale, created_at from sales_request
      union all
      select 'job', id, 'jobApplication', name, '', mobile, '', current_city || ' / ' || preferred_city, locale, created_at
      from job_application
    ) l
    left join lead_state s on s.source = l.source and s.lead_id = l.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists console_lead`.execute(db);
  for (const table of ['lead_note', 'lead_state', 'console_audit', 'console_session', 'console_staff'])
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
}
