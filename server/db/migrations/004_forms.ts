import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Submissions of the site's forms (server/forms): enquiries, sales requests and job applications with their resume file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table enquiry (
      id serial primary key,
      locale text not null,
      category text not null,
      company text not null,
      name text not null,
      phone text not null,
      email text not null,
      requirement text not null,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table sales_request (
      id serial primary key,
      locale text not null,
      kind text not null,
      company text not null,
      customer_name text not null,
      phone text not null,
      email text not null,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table job_application (
      id serial primary key,
      locale text not null,
      job_id integer,
      name text not null,
      mobile text not null,
      current_city text not null,
      preferred_city text not null,
      resume_file text not null unique,
      resume_type text not null,
      resume_size integer not null,
      resume_original_name text not null,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['job_application', 'sales_request', 'enquiry']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
}
