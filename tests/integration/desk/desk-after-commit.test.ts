import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dropSchema, testDatabases, uniqueSchema } from '../../../harness/database.ts';
import { openDatabase } from '../../../server/db/index.ts';
import type { Database } from '../../../server/db/schema.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import type { InboxMessage } from '../../../server/messaging/desk/subscriber.ts';
import { call, createStaff, signIn } from '../console/console-kit.ts';
import { until } from '../messaging/im-helpers.ts';
import { INBOX, deskSettled, startDesk, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';

const EN_AWAY = 'We are closed, leave a message';
/** Closed all week (the away message goes out) with an agent online (conversations are routed). */
const CLOSED_DESK = { hours: '', presenceSeconds: 600, agentLimit: 20, awayMessage: { zh_CN: '客服下班了，请留言', en_US: EN_AWAY } };

/** What the desk did for a visitor, read from the database: their conversations and the away replies stored. */
async function deskFacts(db: Kysely<Database>, visitorId: string) {
  const conversations = await db
    .selectFrom('desk_conversation')
    .select(['assignee', 'state'])
    .where('visitor_id', '=', visitorId)
    .orderBy('id')
    .execute();
  const away = await db
    .selectFrom('im_message')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('sender', '=', INBOX)
    .where('receiver', '=', visitorId)
    .where(sql<string>`payload->>'text'`, '=', EN_AWAY)
    .executeTakeFirstOrThrow();
  return { conversations, away: Number(away.n) };
}

async function deskCursor(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('desk_cursor').select('seq').where('inbox', '=', INBOX).executeTakeFirstOrThrow();
  return Number(row.seq);
}

/**
 * Issue #31.3: the desk reads the inbox's messages after their commit, off the sender's path. A visitor's message is
 * acknowledged while the desk is held back; the desk then handles it once: after resuming, after a restart of the
 * server in between, and when it reads it a second time (an instance that died before moving its cursor on).
 */
for (const target of testDatabases()) {
  describe(`desk after the commit on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    const visitors: Visitor[] = [];
    const newVisitor = async (key: string) => {
      const v = await visitor(server.url, key);
      visitors.push(v);
      return v;
    };
    const agentOnline = async () => {
      const ann = await signIn(server.url, 'agent_ann');
      expect((await call(server.url, 'POST', '/desk/presence', { staff: ann })).status).toBe(200);
    };
    const awaysGot = (v: Visitor) => v.got.filter((m) => m.payload.text === EN_AWAY).length;

    beforeAll(async () => {
      database = await target.open();
      server = await startDesk(database, CLOSED_DESK);
      await createStaff(database, 'agent_ann', 'agent');
    });
    afterAll(async () => {
      await Promise.all(visitors.map((v) => v.chat.destroy()));
      await server?.close();
    });

    it('acknowledges a visitor while the desk is held back, then routes and answers it once', async () => {
      await agentOnline();
      await server.app.desk.subscriber.pause();
      const v = await newVisitor('held-back-visitor');
      // both sends resolve: they were acknowledged with the desk not running
      await v.say('Anyone there?');
      await v.say('Hello?');
      await new Promise((r) => setTimeout(r, 300));
      expect(await deskFacts(database.db, v.userId)).toEqual({ conversations: [], away: 0 });
      expect(awaysGot(v)).toBe(0);
      const before = await deskCursor(database.db);

      server.app.desk.subscriber.resume();
      await deskSettled(server.url);
      await until(() => awaysGot(v) === 1, 5000, 'the away message');
      const handled = await deskFacts(database.db, v.userId);
      expect(handled).toEqual({ conversations: [{ assignee: 'agent_ann', state: 'open' }], away: 1 });
      const turn = await database.db.selectFrom('desk_agent').select('last_assigned_at').where('user_id', '=', 'agent_ann').execute();

      // read again from where it stood (an instance that died before moving on): nothing happens twice
      await database.db.updateTable('desk_cursor').set({ seq: before }).where('inbox', '=', INBOX).execute();
      await deskSettled(server.url);
      expect(await deskCursor(database.db)).toBeGreaterThan(before);
      expect(await deskFacts(database.db, v.userId)).toEqual(handled);
      expect(await database.db.selectFrom('desk_agent').select('last_assigned_at').where('user_id', '=', 'agent_ann').execute()).toEqual(
        turn,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(awaysGot(v)).toBe(1);
    });

    it('handles what was acknowledged before a restart once, on the next server', async () => {
      await server.app.desk.subscriber.pause();
      const v = await newVisitor('restart-visitor');
      await v.say('Before the restart');
      await v.say('Are you there?');
      expect(await deskFacts(database.db, v.userId)).toEqual({ conversations: [], away: 0 });
      // the server stops with the messages unhandled; the next one starts on the same database, held back too
      await server.app.close();
      server = await startDesk(database, CLOSED_DESK, { paused: true });
      await new Promise((r) => setTimeout(r, 300));
      expect(await deskFacts(database.db, v.userId)).toEqual({ conversations: [], away: 0 });
      await agentOnline();
      server.app.desk.subscriber.resume();
      await deskSettled(server.url);
      expect(await deskFacts(database.db, v.userId)).toEqual({ conversations: [{ assignee: 'agent_ann', state: 'open' }], away: 1 });
      // the server's periodic pass and later messages change nothing more
      await v.chat.logout().catch(() => undefined);
      const again = await newVisitor('restart-visitor');
      await again.say('One more thing');
      await deskSettled(server.url);
      expect(await deskFacts(database.db, v.userId)).toEqual({ conversations: [{ assignee: 'agent_ann', state: 'open' }], away: 1 });
    });
  });
}

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

/** Two instances on one PostgreSQL schema and one Redis: each message is handled by exactly one of them. */
describe.skipIf(!DATABASE_URL || !REDIS_URL)('desk after the commit across two instances', () => {
  const schema = uniqueSchema();
  const servers: RunningApp[] = [];
  const visitors: Visitor[] = [];
  /** Every message each instance's desk handled, by message ID. */
  const handled: number[] = [];

  beforeAll(async () => {
    const first = await openDatabase({ databaseUrl: DATABASE_URL!, schema, poolSize: 5 });
    await first.migrate();
    await createStaff(first, 'agent_ann', 'agent');
    const second = await openDatabase({ databaseUrl: DATABASE_URL!, schema, poolSize: 5 });
    for (const database of [first, second]) {
      const server = await startDesk(database, CLOSED_DESK, { redisUrl: REDIS_URL! });
      const desk = server.app.desk;
      const handle = desk.inboxMessage.bind(desk);
      desk.inboxMessage = (m: InboxMessage) => {
        handled.push(m.messageId);
        return handle(m);
      };
      servers.push(server);
    }
  });
  afterAll(async () => {
    await Promise.all(visitors.map((v) => v.chat.destroy()));
    for (const server of servers) await server.close();
    if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
  });

  it('routes and answers each visitor once, whichever instance they write to', async () => {
    const [one, two] = servers as [RunningApp, RunningApp];
    const ann = await signIn(one.url, 'agent_ann');
    expect((await call(one.url, 'POST', '/desk/presence', { staff: ann })).status).toBe(200);
    for (let i = 0; i < 6; i++) visitors.push(await visitor((i % 2 ? two : one).url, `two-instances-visitor-${i}`));
    // all at once, three messages each, on both instances
    await Promise.all(
      visitors.map(async (v, i) => {
        for (let n = 0; n < 3; n++) await v.say(`Message ${n} of visitor ${i}`);
      }),
    );
    await deskSettled(one.url);
    await deskSettled(two.url);
    const db = one.app.messaging.im.db;
    for (const v of visitors)
      expect(await deskFacts(db, v.userId)).toEqual({ conversations: [{ assignee: 'agent_ann', state: 'open' }], away: 1 });
    const sent = await db
      .selectFrom('im_message')
      .select('id')
      .where('receiver', '=', INBOX)
      .where(
        'sender',
        'in',
        visitors.map((v) => v.userId),
      )
      .execute();
    expect(sent).toHaveLength(18);
    const visitorMessages = handled.filter((id) => sent.some((m) => Number(m.id) === id));
    expect(visitorMessages.sort((a, b) => a - b)).toEqual(sent.map((m) => Number(m.id)).sort((a, b) => a - b));
  });
});
