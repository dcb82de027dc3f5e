import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #18: voice and video calls (server/messaging/calls/). One row per call with its ringing deadline, so any
 * instance can fire the timeout exactly once (an UPDATE ... WHERE state = 'invited' claims each ringing member
 * once); one row per person invited, with the socket (session) of the device that answered. A group call through
Janus keeps its room's secret and each person's entry token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table im_call (
      call_id text primary key,
      room_id int not null,
      call_type smallint not null,
      inviter text not null,
      group_id text not null default '',
      state text not null default 'ringing',
      timeout_seconds int not null,
      sfu_secret text,
      deadline timestamptz not null,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      ended_at timestamptz
    )`.execute(db);
  await sql`create index im_call_running on im_call (deadline) where state <> 'ended'`.execute(db);
  await sql`
    create table im_call_member (
      call_id text not null references im_call (call_id) on delete cascade,
      user_id text not null,
      state text not null,
      session_id text,
      sfu_token text,
      joined_at timestamptz,
      primary key (call_id, user_id)
    )`.execute(db);
  await sql`create index im_call_member_busy on im_call_member (user_id) where state in ('invited', 'joined')`.execute(db);
  await sql`create index im_call_member_session on im_call_member (session_id) where state = 'joined'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists im_call_member`.execute(db);
  await sql`drop table if exists im_call`.execute(db);
}
