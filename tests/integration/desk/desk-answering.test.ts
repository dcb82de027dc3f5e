import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { WireAvailability, WireDeskConversation } from '../../../common/desk/wire.ts';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { until } from '../messaging/im-helpers.ts';
import { INBOX, conversationOf, startDesk, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';

const EN_AWAY = 'Nobody is here right now, leave a message';

/**
 * Who can answer a visitor, and who may: the away message and the availability count an agent's desk or a chat
 * client signed in as the inbox (no agent needs to have opened the desk before); an agent answers only their own
 * or an unassigned conversation, and of two agents answering one waiting visitor at once only one gets it.
 */
for (const target of testDatabases()) {
  describe(`desk answering on ${target.name}`, () => {
    let server: RunningApp;
    let admin: Staff;
    let ann: Staff;
    let bob: Staff;
    const visitors: Visitor[] = [];
    const chats: SelfHostedChat[] = [];
    const newVisitor = async (key: string) => {
      const v = await visitor(server.url, key);
      visitors.push(v);
      return v;
    };
    const availability = async () => {
      const res = await fetch(`${server.url}/api/desk/availability`, { headers: { language: 'en_US' } });
      return ((await res.json()) as { data: WireAvailability }).data;
    };
    /** A chat client signed in as `userId`, staff or the inbox (as the QA demo page or the console's chat screens sign in). */
    const chatClient = async (userId: string) => {
      const chat = new SelfHostedChat({ serverUrl: server.url });
      chats.push(chat);
      const kind = userId === INBOX ? 'service' : 'staff';
      await chat.login({ userID: userId, userSig: signUserSig(userId, 'desk-test-secret', 3600, Date.now(), { kind }) });
      return chat;
    };
    const reply = (staff: Staff, conv: WireDeskConversation, text: string) =>
      call<{ id: string }>(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, { staff, body: { text } });

    beforeAll(async () => {
      const database = await target.open();
      server = await startDesk(database, {
        hours: 'always',
        presenceSeconds: 60,
        awayMessage: { zh_CN: '暂时无人，请留言', en_US: EN_AWAY },
      });
      await createStaff(database, 'desk_admin', 'admin');
      await createStaff(database, 'agent_ann', 'agent');
      await createStaff(database, 'agent_bob', 'agent');
      admin = await signIn(server.url, 'desk_admin');
      ann = await signIn(server.url, 'agent_ann');
      bob = await signIn(server.url, 'agent_bob');
    });
    afterAll(async () => {
      await Promise.all([...visitors.map((v) => v.chat.destroy()), ...chats.map((c) => c.destroy())]);
      await server?.close();
    });

    it('sends the away message when nobody is online, though no agent has ever opened the desk', async () => {
      expect(await availability()).toEqual({ open: true, agentsOnline: false, available: false, awayMessage: EN_AWAY });
      const v = await newVisitor('nobody-online-visitor');
      await v.say('Hello?');
      await until(() => v.got.some((m) => m.payload.text === EN_AWAY), 5000, 'away message');
    });

    it('counts a chat client signed in as the inbox as someone to answer; an agent signed in as themselves does not', async () => {
      const own = await chatClient('agent_ann');
      expect((await availability()).available).toBe(false);
      await own.logout();
      const inbox = await chatClient(INBOX);
      expect(await availability()).toEqual({ open: true, agentsOnline: true, available: true, awayMessage: '' });
      const v = await newVisitor('inbox-online-visitor');
      await v.say('Hello, anyone?');
      await conversationOf(server.url, admin, v.userId);
      await new Promise((r) => setTimeout(r, 300));
      expect(v.got.some((m) => m.payload.text === EN_AWAY)).toBe(false);
      await inbox.logout();
      await until(async () => !(await availability()).available, 5000, 'nobody online again');
    });

    it('lets an agent answer only their own or an unassigned conversation; an admin answers any', async () => {
      const v = await newVisitor('answer-rules-visitor');
      await v.say('I need spare parts');
      const conv = await conversationOf(server.url, ann, v.userId);
      expect(conv.assignee).toBeNull(); // nobody online: not routed
      const first = await reply(ann, conv, 'Ann here, how can I help?');
      expect(first.status).toBe(200);
      expect((await conversationOf(server.url, ann, v.userId)).assignee).toBe('agent_ann');
      const refused = await reply(bob, conv, 'Bob here too');
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('You may only handle conversations assigned to you or to nobody (unless you are an admin)');
      expect((await reply(admin, conv, 'The admin joins')).status).toBe(200);
      await until(() => v.got.some((m) => m.payload.text === 'The admin joins'), 5000, 'admin reply');
      expect(v.got.some((m) => m.payload.text === 'Bob here too')).toBe(false);
      expect((await conversationOf(server.url, ann, v.userId)).assignee).toBe('agent_ann');
    });

    it('gives a waiting visitor to one of two agents answering at the same moment; the other is refused', async () => {
      for (let round = 0; round < 3; round++) {
        const v = await newVisitor(`race-visitor-${round}`);
        await v.say('Who will answer?');
        const conv = await conversationOf(server.url, ann, v.userId);
        const [a, b] = await Promise.all([reply(ann, conv, `ann ${round}`), reply(bob, conv, `bob ${round}`)]);
        expect([a.status, b.status].sort()).toEqual([200, 403]);
        const winner = a.status === 200 ? 'agent_ann' : 'agent_bob';
        expect((await conversationOf(server.url, ann, v.userId)).assignee).toBe(winner);
      }
    });
  });
}
