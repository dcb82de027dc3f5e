import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { WireAgent, WireDeskConversation, WireDeskDetail, WireDeskMessage } from '../../../common/desk/wire.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { rawSocket, until } from '../messaging/im-helpers.ts';
import { conversationOf, dataOf, startDesk, visit, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';
import { signUserSig } from '../../../server/identity/user-sig.ts';

for (const target of testDatabases()) {
  describe(`desk rules on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let admin: Staff;
    let ann: Staff;
    let bob: Staff;
    let cat: Staff;
    let sales: Staff;
    const visitors: Visitor[] = [];
    const heartbeat = async (...staff: Staff[]) => {
      for (const s of staff) expect((await call(server.url, 'POST', '/desk/presence', { staff: s })).status).toBe(200);
    };
    const newVisitor = async (key: string, language = 'en_US') => {
      const v = await visitor(server.url, key, language);
      visitors.push(v);
      return v;
    };

    beforeAll(async () => {
      database = await target.open();
      server = await startDesk(database, { presenceSeconds: 60, agentLimit: 10 });
      await createStaff(database, 'desk_admin', 'admin');
      for (const id of ['agent_ann', 'agent_bob', 'agent_cat']) await createStaff(database, id, 'agent');
      await createStaff(database, 'sales_sue', 'sales');
      admin = await signIn(server.url, 'desk_admin');
      ann = await signIn(server.url, 'agent_ann');
      bob = await signIn(server.url, 'agent_bob');
      cat = await signIn(server.url, 'agent_cat');
      sales = await signIn(server.url, 'sales_sue');
    });
    afterAll(async () => {
      await Promise.all(visitors.map((v) => v.chat.destroy()));
      await server?.close();
    });

    it('refuses the desk to anonymous callers and to roles without conversations', async () => {
      expect((await call(server.url, 'GET', '/desk/conversations')).status).toBe(401);
      const refused = await call(server.url, 'GET', '/desk/conversations', { staff: sales });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('Your role may not do this');
      expect((await call(server.url, 'POST', '/desk/presence', { staff: sales })).status).toBe(403);
      expect((await call(server.url, 'POST', '/desk/presence', { staff: ann, csrf: null })).status).toBe(403);
    });

    it('round robin spreads new conversations evenly over online agents and skips one at its limit', async () => {
      await heartbeat(ann, bob, cat);
      // cat takes one conversation at most
      expect((await call(server.url, 'PATCH', '/desk/agents/agent_cat/limit', { staff: ann, body: { limit: 1 } })).status).toBe(403);
      expect((await call(server.url, 'PATCH', '/desk/agents/agent_cat/limit', { staff: admin, body: { limit: 1 } })).status).toBe(200);
      const assignees: (string | null)[] = [];
      for (let i = 0; i < 7; i++) {
        const v = await newVisitor(`rr-visitor-${i}-abcdef`);
        await v.say(`Question ${i}`);
        assignees.push((await conversationOf(server.url, admin, v.userId)).assignee);
      }
      const count = (id: string) => assignees.filter((a) => a === id).length;
      expect(count('agent_cat')).toBe(1);
      expect(count('agent_ann')).toBe(3);
      expect(count('agent_bob')).toBe(3);
      // in turn: nobody gets two in a row while another online agent with room waits
      expect(assignees.slice(0, 3).sort()).toEqual(['agent_ann', 'agent_bob', 'agent_cat']);
      const agents = (await call<WireAgent[]>(server.url, 'GET', '/desk/agents', { staff: ann })).body.data;
      expect(agents.find((a) => a.userId === 'agent_cat')).toMatchObject({ presence: 'online', open: 1, limit: 1 });
    });

    it('keeps the turns when visitors start conversations at the same moment', async () => {
      await heartbeat(ann, bob, cat);
      const group: Visitor[] = [];
      for (let i = 0; i < 6; i++) group.push(await newVisitor(`rr-burst-${i}-abcdef`));
      await Promise.all(group.map((v, i) => v.say(`All at once ${i}`)));
      const assignees = await Promise.all(group.map(async (v) => (await conversationOf(server.url, admin, v.userId)).assignee));
      // cat is at the limit: the six go three and three to the two others
      expect(assignees.filter((a) => a === 'agent_ann')).toHaveLength(3);
      expect(assignees.filter((a) => a === 'agent_bob')).toHaveLength(3);
    });

    it('skips away agents; an away agent is shown away', async () => {
      expect((await call(server.url, 'POST', '/desk/status', { staff: ann, body: { away: true } })).status).toBe(200);
      const v = await newVisitor('away-check-visitor');
      await v.say('Anyone there?');
      expect((await conversationOf(server.url, admin, v.userId)).assignee).toBe('agent_bob');
      const agents = (await call<WireAgent[]>(server.url, 'GET', '/desk/agents', { staff: ann })).body.data;
      expect(agents.find((a) => a.userId === 'agent_ann')?.presence).toBe('away');
      expect((await call(server.url, 'POST', '/desk/status', { staff: ann, body: { away: false } })).status).toBe(200);
    });

    it('gives an admin no waiting conversation for opening the desk or it; one they leave unassigned stays so', async () => {
      const setAway = async (away: boolean, ...staff: Staff[]) => {
        for (const s of staff) expect((await call(server.url, 'POST', '/desk/status', { staff: s, body: { away } })).status).toBe(200);
      };
      await setAway(true, ann, bob, cat);
      await heartbeat(admin);
      const v = await newVisitor('admin-open-visitor');
      await v.say('Is anybody there?');
      const conv = await conversationOf(server.url, admin, v.userId);
      expect(conv.assignee).toBeNull();
      expect((await call(server.url, 'GET', `/desk/conversations/${conv.id}`, { staff: admin })).status).toBe(200);
      await heartbeat(admin);
      expect((await conversationOf(server.url, admin, v.userId)).assignee).toBeNull();
      // taken by hand, then left unassigned again: the next heartbeat does not hand it back
      const assign = (assignee: string | null) =>
        call(server.url, 'POST', `/desk/conversations/${conv.id}/assign`, { staff: admin, body: { assignee } });
      expect((await assign('desk_admin')).status).toBe(200);
      expect((await assign(null)).status).toBe(200);
      await heartbeat(admin);
      expect((await conversationOf(server.url, admin, v.userId)).assignee).toBeNull();
      // an agent back online gets it in turn
      await setAway(false, ann, bob, cat);
      await heartbeat(ann, bob, cat);
      expect((await conversationOf(server.url, admin, v.userId)).assignee).toMatch(/^agent_/);
    });

    it('checks assignment and state changes: an agent handles only their own or unassigned conversations', async () => {
      const v = await newVisitor('perm-visitor-0001');
      await v.say('Permission test');
      const conv = await conversationOf(server.url, admin, v.userId);
      const owner = conv.assignee!;
      const other = [ann, bob].find((s) => s.userId !== owner)!;
      const ownerStaff = [ann, bob, cat].find((s) => s.userId === owner)!;
      const path = `/desk/conversations/${conv.id}`;
      const steal = await call(server.url, 'POST', `${path}/assign`, { staff: other, body: { assignee: other.userId } });
      expect(steal.status).toBe(403);
      expect(steal.body.msg).toMatch(/assigned to you or to nobody/);
      expect((await call(server.url, 'POST', `${path}/state`, { staff: other, body: { state: 'resolved' } })).status).toBe(403);
      expect((await call(server.url, 'POST', `${path}/assign`, { staff: ownerStaff, body: { assignee: 'sales_sue' } })).status).toBe(400);
      // the owner hands it on; the admin may take it back from anyone
      const handed = await call<WireDeskConversation>(server.url, 'POST', `${path}/assign`, {
        staff: ownerStaff,
        body: { assignee: other.userId },
      });
      expect(handed.body.data.assignee).toBe(other.userId);
      expect((await call(server.url, 'POST', `${path}/assign`, { staff: ownerStaff, body: { assignee: owner } })).status).toBe(403);
      const back = await call<WireDeskConversation>(server.url, 'POST', `${path}/assign`, { staff: admin, body: { assignee: owner } });
      expect(back.body.data.assignee).toBe(owner);
      // unassigned: anyone may take it
      await call(server.url, 'POST', `${path}/assign`, { staff: admin, body: { assignee: null } });
      const taken = await call<WireDeskConversation>(server.url, 'POST', `${path}/assign`, {
        staff: other,
        body: { assignee: other.userId },
      });
      expect(taken.body.data.assignee).toBe(other.userId);
      // states: pending, snoozed needs a future time, then the visitor's message opens it again
      expect(
        (
          await call(server.url, 'POST', `${path}/state`, {
            staff: other,
            body: { state: 'snoozed', snoozedUntil: '2020-01-01T00:00:00Z' },
          })
        ).status,
      ).toBe(400);
      const until = new Date(Date.now() + 3600_000).toISOString();
      const snoozed = await call<WireDeskConversation>(server.url, 'POST', `${path}/state`, {
        staff: other,
        body: { state: 'snoozed', snoozedUntil: until },
      });
      expect(snoozed.body.data).toMatchObject({ state: 'snoozed', snoozedUntil: until });
      await v.say('Still there?');
      expect((await conversationOf(server.url, admin, v.userId)).state).toBe('open');
      // a snooze that comes due opens the conversation again by itself
      const soon = new Date(Date.now() + 1000).toISOString();
      await call(server.url, 'POST', `${path}/state`, { staff: other, body: { state: 'snoozed', snoozedUntil: soon } });
      expect((await conversationOf(server.url, admin, v.userId)).state).toBe('snoozed');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await conversationOf(server.url, admin, v.userId)).state).toBe('open');
      const audit = await call<{ entries: { action: string; actor: string }[] }>(server.url, 'GET', '/audit', { staff: admin });
      expect(audit.body.data.entries.some((e) => e.action === 'desk.assign' && e.actor === other.userId)).toBe(true);
    });

    it('keeps private notes from the visitor: not on their socket, not in their history, not in their sync', async () => {
      const v = await newVisitor('notes-visitor-0001');
      await v.say('Do you repair boilers?');
      const conv = await conversationOf(server.url, admin, v.userId);
      const agent = [ann, bob, cat].find((s) => s.userId === conv.assignee)!;
      const path = `/desk/conversations/${conv.id}`;
      const secret = 'NOTE: customer owes us 3 invoices';
      expect((await call(server.url, 'POST', `${path}/notes`, { staff: agent, body: { body: secret } })).status).toBe(200);
      expect((await call(server.url, 'POST', `${path}/notes`, { staff: agent, body: { body: '  ' } })).status).toBe(400);
      expect((await call(server.url, 'POST', `${path}/messages`, { staff: agent, body: { text: 'Yes, we do.' } })).status).toBe(200);
      await until(() => v.got.some((m) => m.payload.text === 'Yes, we do.'), 5000, 'the reply');
      // the agents see it in the thread, marked as a note
      const thread = (await call<WireDeskMessage[]>(server.url, 'GET', `${path}/messages`, { staff: admin })).body.data;
      expect(thread.find((m) => m.text === secret)).toMatchObject({ note: true, side: 'note', from: agent.userId });
      expect(thread.map((m) => m.text)).toEqual(expect.arrayContaining(['Do you repair boilers?', 'Yes, we do.']));
      // the visitor: live socket, history and catch-up
      expect(JSON.stringify(v.got)).not.toContain('invoices');
      const history = await v.chat.getMessageList({ conversationID: 'C2Csealink_service' });
      expect(JSON.stringify(history.data.messageList)).toContain('Yes, we do.');
      expect(JSON.stringify(history.data.messageList)).not.toContain('invoices');
      const raw = await rawSocket(server.url);
      expect(await raw.ask('login', { userID: v.userId, userSig: v.userSig })).toMatchObject({ code: 0 });
      const synced = await raw.ask('sync', { after: 0, limit: 500 });
      expect(JSON.stringify(synced)).toContain('Yes, we do.');
      expect(JSON.stringify(synced)).not.toContain('invoices');
      raw.close();
      // nor does the inbox's own chat (the service account's devices, signed in with its own password) carry it
      const inboxRaw = await rawSocket(server.url);
      const sig = signUserSig('sealink_service', 'desk-test-secret', 600, Date.now(), { kind: 'service' });
      expect(await inboxRaw.ask('login', { userID: 'sealink_service', userSig: sig })).toMatchObject({ code: 0 });
      expect(JSON.stringify(await inboxRaw.ask('sync', { after: 0, limit: 1000 }))).not.toContain('invoices');
      inboxRaw.close();
    });

    it('shows the visitor context: pages of this visit, referrer, language, device; agents edit contact fields', async () => {
      const v = await newVisitor('context-visitor-01');
      await visit(server.url, v, 'https://sealink.test/en/bussiness/engineerService', 'Engineering services');
      await v.say('Hello');
      const conv = await conversationOf(server.url, admin, v.userId);
      const detail = (await call<WireDeskDetail>(server.url, 'GET', `/desk/conversations/${conv.id}`, { staff: ann })).body.data;
      expect(detail.visitor.currentPage).toMatchObject({
        url: 'https://sealink.test/en/bussiness/engineerService',
        title: 'Engineering services',
      });
      expect(detail.visitor.visitPages.map((p) => p.title)).toEqual(['Engineering services', 'Home']);
      expect(detail.visitor).toMatchObject({
        referrer: 'https://www.bing.com/',
        language: 'en_US',
        timeZone: 'Europe/Berlin',
        utcOffsetMinutes: 60,
      });
      expect(detail.visitor.browser).toMatch(/^(Node|Chrome|Firefox|Safari|Edge|)/);
      const patched = await call(server.url, 'PATCH', `/desk/visitors/${v.userId}`, {
        staff: ann,
        body: { name: 'Captain Wu', email: 'wu@fleet.test', company: 'Fleet Co', leadRef: 'enquiry-999999' },
      });
      expect(patched.status).toBe(404);
      const ok = await call(server.url, 'PATCH', `/desk/visitors/${v.userId}`, {
        staff: ann,
        body: { name: 'Captain Wu', email: 'wu@fleet.test', company: 'Fleet Co' },
      });
      expect(ok.body.data).toMatchObject({ name: 'Captain Wu', email: 'wu@fleet.test', company: 'Fleet Co' });
      expect((await conversationOf(server.url, admin, v.userId)).visitorName).toBe('Captain Wu');
      // another agent opening it sees who else is viewing and typing; the visitor sees customer service typing
      const typingSeen: { from: string; status: string }[] = [];
      v.chat.on('onTypingStatusUpdated', (e) => typingSeen.push(e.data as { from: string; status: string }));
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/viewing`, { staff: ann, body: { typing: true } });
      await until(() => typingSeen.some((t) => t.from === 'sealink_service' && t.status === 'enter'), 5000, 'typing shown to the visitor');
      const seen = await call<{ viewers: { userId: string; typing: boolean }[] }>(
        server.url,
        'POST',
        `/desk/conversations/${conv.id}/viewing`,
        {
          staff: bob,
          body: {},
        },
      );
      expect(seen.body.data.viewers).toEqual([{ userId: 'agent_ann', typing: true }]);
    });

    it('a resolved conversation asks for a rating, keeps it, and reopens when the visitor writes again', async () => {
      const v = await newVisitor('resolve-visitor-01');
      await v.say('Thanks for the quote');
      const conv = await conversationOf(server.url, admin, v.userId);
      const agent = [ann, bob, cat].find((s) => s.userId === conv.assignee)!;
      const path = `/desk/conversations/${conv.id}`;
      expect((await call(server.url, 'POST', `${path}/state`, { staff: agent, body: { state: 'resolved' } })).status).toBe(200);
      await until(() => v.got.some((m) => dataOf(m).includes('"evaluate"')), 5000, 'rating prompt');
      const prompt = JSON.parse(dataOf(v.got.find((m) => dataOf(m).includes('"evaluate"'))!)) as Record<string, unknown>;
      expect(prompt).toMatchObject({ businessID: 'evaluate', score: 0, text: 'This conversation has ended. Please rate our service' });
      const evaluate = JSON.stringify({ businessID: 'evaluate', score: 4, comment: 'Quick and clear' });
      await v.chat.sendMessage(
        v.chat.createCustomMessage({
          to: 'sealink_service',
          conversationType: 'C2C',
          payload: { data: evaluate, description: '', extension: '' },
        }),
      );
      const rated = await conversationOf(server.url, admin, v.userId);
      expect(rated).toMatchObject({ state: 'resolved', rating: 4, ratingComment: 'Quick and clear' });
      await v.say('One more question');
      const reopened = await conversationOf(server.url, admin, v.userId);
      expect(reopened).toMatchObject({ id: conv.id, state: 'open', assignee: agent.userId });
    });

    it('the visitor ends the conversation, with a signature that is theirs', async () => {
      const v = await newVisitor('ending-visitor-01');
      const end = (sig: string) =>
        fetch(`${server.url}/api/desk/end`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', language: 'en_US' },
          body: JSON.stringify({ userId: v.userId, userSig: sig }),
        });
      expect((await end(v.userSig)).status).toBe(404);
      await v.say('Bye');
      const forged = await end(visitors[0]!.userSig);
      expect(forged.status).toBe(401);
      expect(((await forged.json()) as { msg: string }).msg).toBe('Your chat identity is not valid; reload the page and try again');
      expect((await end(v.userSig)).status).toBe(200);
      expect(await conversationOf(server.url, admin, v.userId)).toMatchObject({ state: 'resolved', endedByVisitor: true });
    });
  });
}
