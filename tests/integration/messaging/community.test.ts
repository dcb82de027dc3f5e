import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, nextEvent, startImServer, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';

type Conversation = { conversationID: string; unreadCount: number; lastMessage?: { payload?: { text?: string } } };

async function community(owner: SelfHostedChat, members: string[]): Promise<string> {
  const { group } = (await owner.createGroup({ name: 'Harbour pilots', type: 'Community' })).data as { group: { groupID: string } };
  await owner.addGroupMember({ groupID: group.groupID, userIDList: members });
  return group.groupID;
}

function send(chat: SelfHostedChat, groupID: string, text: string) {
  return chat.sendMessage(chat.createTextMessage({ to: groupID, conversationType: 'GROUP', payload: { text } }));
}

async function conversation(chat: SelfHostedChat, groupID: string): Promise<Conversation | undefined> {
  const list = (await chat.getConversationList()).data.conversationList as Conversation[];
  return list.find((c) => c.conversationID === `GROUP${groupID}`);
}

/**
 * A Community (SPEC §9: up to 100,000 members) delivers its messages live to the members online and writes
 * nothing per member for them (access.ts `audience`): members who were away, or whose connection dropped, find
 * them in the conversation list (unread count, last message) and in the history.
 */
for (const backend of imBackends()) {
  describe(`Community messages (${backend.name})`, () => {
    const im = useImServer(backend);

    it('reach the members online at once, and those away find them in the list and the history', async () => {
      const owner = await im.client('cm_owner');
      const online = await im.client('cm_online');
      const away = await im.client('cm_away');
      await away.destroy();
      const groupID = await community(owner, ['cm_online', 'cm_away']);
      const seen = collectMessages(online);
      await send(owner, groupID, 'pilot boarding at 0600');
      await until(() => seen.some((m) => m.payload.text === 'pilot boarding at 0600'));

      // an edit and a revoke reach the online member live too
      const second = await send(owner, groupID, 'wrong berth');
      const revoked = nextEvent<{ ID: string }[]>(online, 'onMessageRevoked');
      await owner.revokeMessage(second.data.message);
      expect((await revoked).map((m) => m.ID)).toEqual([second.data.message.ID]);

      const later = await im.client('cm_away');
      const conv = await conversation(later, groupID);
      expect(conv?.unreadCount).toBe(1); // the revoked one does not count
      const history = (await later.getMessageList({ conversationID: `GROUP${groupID}` })).data.messageList;
      expect(history.map((m) => (m.payload as { text?: string }).text)).toContain('pilot boarding at 0600');
    });

    it('are in the conversation list after the connection dropped while they were sent', async () => {
      const owner = await im.client('cmr_owner');
      const member = await im.client('cmr_member');
      const groupID = await community(owner, ['cmr_member']);
      member.goOffline();
      await send(owner, groupID, 'tug alongside');
      await send(owner, groupID, 'lines ashore');
      const updated = nextEvent<Conversation[]>(member, 'onConversationListUpdated', (list) =>
        list.some((c) => c.conversationID === `GROUP${groupID}` && c.unreadCount === 2),
      );
      member.goOnline();
      const conv = (await updated).find((c) => c.conversationID === `GROUP${groupID}`)!;
      expect(conv.lastMessage?.payload?.text).toBe('lines ashore');
    });
  });
}

/** PostgreSQL only: PGlite's data belongs to the server process while it runs. */
describe.skipIf(!process.env.DATABASE_URL)('Community message cost (postgres)', () => {
  const url = process.env.DATABASE_URL!;
  const schema = uniqueSchema();
  let im: ImServer;
  let db: pg.Client;
  beforeAll(async () => {
    im = await startImServer({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
    db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query(`set search_path to "${schema}"`);
  });
  afterAll(async () => {
    await db?.end();
    await im?.stop();
    await dropSchema(url, schema);
  });

  it('writes nothing per member: 20,000 members cost the same as two, and the one online gets it', async () => {
    const owner = await im.client('cc_owner');
    const online = await im.client('cc_online');
    const groupID = await community(owner, ['cc_online']);
    await db.query(
      `insert into im_group_member (group_id, user_id, role) select $1, 'cc_filler_' || i, 'Member' from generate_series(1, 20000) i`,
      [groupID],
    );
    const count = async () =>
      (
        await db.query<{ n: number }>(
          `select (select count(*) from im_event) + (select coalesce(sum(last_seq), 0) from im_user_cursor) as n`,
        )
      ).rows[0]!.n;
    const before = Number(await count());
    const seen = collectMessages(online);
    await send(owner, groupID, 'weather warning');
    await until(() => seen.some((m) => m.payload.text === 'weather warning'));
    expect(Number(await count())).toBe(before);
    const history = (await online.getMessageList({ conversationID: `GROUP${groupID}` })).data.messageList;
    expect(history.map((m) => (m.payload as { text?: string }).text)).toContain('weather warning');
  }, 60_000);
});
