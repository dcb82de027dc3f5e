import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { loadConfig } from '../../../server/config.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { checkStaffPassword } from '../../../server/messaging/people/accounts.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { STRONG, call, createStaff, signIn } from './console-kit.ts';

/** Console sign-in, sessions, sign-out, password change, the back-off, and the team screens' account changes. */
for (const target of testDatabases()) {
  describe(`console auth and team on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await target.open();
      const base = loadConfig();
      server = await startApp(database, { trustProxy: true, im: { ...base.im, staffLogin: { maxFailures: 5, lockSeconds: 1 } } });
      await createStaff(database, 'boss_1', 'admin');
      await createStaff(database, 'sales_2', 'sales');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('makes the first service account an admin on the first start', async () => {
      const row = await database.db.selectFrom('console_staff').select('role').where('user_id', '=', 'sealink_service').executeTakeFirst();
      expect(row?.role).toBe('admin');
    });

    it('signs in with an HTTP-only SameSite=Strict cookie whose ID is stored only hashed, and signs out', async () => {
      const res = await fetch(`${server.url}/console/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
        body: JSON.stringify({ userId: 'sales_2', password: STRONG }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^console_session=[A-Za-z0-9_-]{43}; Path=\/console; Max-Age=43200; HttpOnly; SameSite=Strict$/);
      const token = /console_session=([^;]+)/.exec(cookie)![1]!;
      const rows = await database.db.selectFrom('console_session').select('token_hash').where('user_id', '=', 'sales_2').execute();
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
      const body = (await res.json()) as { data: { role: string; rights: string[]; csrf: string } };
      expect(body.data).toMatchObject({ role: 'sales', rights: ['leads.sales'] });
      const staff = { userId: 'sales_2', cookie: token, csrf: body.data.csrf };
      expect((await call(server.url, 'GET', '/session', { staff })).status).toBe(200);
      expect((await call(server.url, 'DELETE', '/session', { staff })).status).toBe(200);
      expect((await call(server.url, 'GET', '/session', { staff })).status).toBe(401);
    });

    it('refuses wrong passwords, then backs off like the staff sign-in (429 with Retry-After)', async () => {
      const attempt = (password: string, language = 'en_US') =>
        fetch(`${server.url}/console/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', language },
          body: JSON.stringify({ userId: 'sales_2', password }),
        });
      for (let i = 0; i < 5; i++) {
        const res = await attempt('wrong password');
        expect(res.status).toBe(401);
        expect(((await res.json()) as { msg: string }).msg).toBe('Wrong user ID or password');
      }
      const locked = await attempt(STRONG, 'zh_CN');
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('1');
      expect(((await locked.json()) as { msg: string }).msg).toBe('登录失败次数过多，请 1 秒 后再试');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await attempt(STRONG)).status).toBe(200);
    });

    it('shares the back-off with the chat staff sign-in: failures there lock the console too', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${server.url}/im/staff/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
          body: JSON.stringify({ userId: 'sales_2', password: 'wrong password' }),
        });
        expect(res.status).toBe(401);
      }
      await expect(signIn(server.url, 'sales_2', STRONG, '203.0.113.10')).rejects.toThrow(/429/);
    });

    it('changes the password: checks the current one and the rules, ends the other sessions', async () => {
      await createStaff(database, 'pw_1', 'recruiter');
      const here = await signIn(server.url, 'pw_1', STRONG, '203.0.113.20');
      const elsewhere = await signIn(server.url, 'pw_1', STRONG, '203.0.113.20');
      const wrong = await call(server.url, 'POST', '/password', {
        staff: here,
        body: { current: 'not it at all', next: 'Brand-New-Compass-88' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toBe('The current password is wrong');
      const weak = await call(server.url, 'POST', '/password', { staff: here, body: { current: STRONG, next: 'short' } });
      expect(weak.status).toBe(400);
      expect(weak.body.msg).toContain('at least 12 characters');
      const done = await call(server.url, 'POST', '/password', { staff: here, body: { current: STRONG, next: 'Brand-New-Compass-88' } });
      expect(done.status).toBe(200);
      expect((await call(server.url, 'GET', '/session', { staff: here })).status).toBe(200);
      expect((await call(server.url, 'GET', '/session', { staff: elsewhere })).status).toBe(401);
      expect(await checkStaffPassword(database.db, 'pw_1', 'Brand-New-Compass-88')).toBe('ok');
    });

    it('lets an admin create, disable, enable and reset accounts; disabling ends sessions and sign-in', async () => {
      const admin = await signIn(server.url, 'boss_1', STRONG, '203.0.113.30');
      const weak = await call(server.url, 'POST', '/team', {
        staff: admin,
        body: { userId: 'rec_9', role: 'recruiter', password: 'password123' },
      });
      expect(weak.status).toBe(400);
      const created = await call<{ member: { role: string }; password: string }>(server.url, 'POST', '/team', {
        staff: admin,
        body: { userId: 'rec_9', nick: 'Rita', role: 'recruiter' },
      });
      expect(created.status).toBe(200);
      expect(created.body.data.member).toEqual({ userId: 'rec_9', nick: 'Rita', role: 'recruiter', disabled: false });
      expect((await call(server.url, 'POST', '/team', { staff: admin, body: { userId: 'rec_9', role: 'sales' } })).status).toBe(409);
      const recruiter = await signIn(server.url, 'rec_9', created.body.data.password, '203.0.113.31');
      expect((await call(server.url, 'GET', '/leads?kind=jobApplication', { staff: recruiter })).status).toBe(200);
      expect((await call(server.url, 'GET', '/team', { staff: recruiter })).status).toBe(403);

      expect((await call(server.url, 'PATCH', '/team/rec_9', { staff: admin, body: { disabled: true } })).status).toBe(200);
      expect((await call(server.url, 'GET', '/session', { staff: recruiter })).status).toBe(401);
      await expect(signIn(server.url, 'rec_9', created.body.data.password, '203.0.113.31')).rejects.toThrow(
        /403.*This account is disabled/,
      );
      const chat = await fetch(`${server.url}/im/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.31' },
        body: JSON.stringify({ userId: 'rec_9', password: created.body.data.password }),
      });
      expect(chat.status).toBe(403); // nor at the chat's staff sign-in
      expect((await call(server.url, 'PATCH', '/team/rec_9', { staff: admin, body: { disabled: false } })).status).toBe(200);
      const reset = await call<{ password: string }>(server.url, 'POST', '/team/rec_9/password', { staff: admin, body: {} });
      expect(reset.status).toBe(200);
      await expect(signIn(server.url, 'rec_9', created.body.data.password, '203.0.113.32')).rejects.toThrow(/401/);
      await signIn(server.url, 'rec_9', reset.body.data.password, '203.0.113.32');

      const self = await call(server.url, 'PATCH', '/team/boss_1', { staff: admin, body: { disabled: true } });
      expect(self.status).toBe(400);
      expect(self.body.msg).toBe('You cannot disable your own account or change your own role');
      // a visitor's chat account is never turned into a staff account
      await database.db.insertInto('im_account').values({ user_id: 'visitor_77', password_hash: null }).execute();
      expect((await call(server.url, 'POST', '/team', { staff: admin, body: { userId: 'visitor_77', role: 'admin' } })).status).toBe(409);

      const audit = await call<{ entries: { actor: string; action: string; target: string }[] }>(server.url, 'GET', '/audit', {
        staff: admin,
      });
      const actions = audit.body.data.entries.filter((e) => e.target === 'rec_9').map((e) => `${e.actor} ${e.action}`);
      expect(actions).toEqual(
        expect.arrayContaining(['boss_1 team.create', 'boss_1 team.update', 'boss_1 team.resetPassword', 'rec_9 session.signIn']),
      );
    });

    it('refuses an expired session', async () => {
      const staff = await signIn(server.url, 'sales_2', STRONG, '203.0.113.40');
      await database.db
        .updateTable('console_session')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', 'sales_2')
        .execute();
      expect((await call(server.url, 'GET', '/session', { staff })).status).toBe(401);
    });
  });
}
