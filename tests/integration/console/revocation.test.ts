import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import { imBackends, useImServer } from '../messaging/backends.ts';
import { TEST_SECRET, imServerFor } from '../messaging/im-helpers.ts';
import type { ImServer } from '../messaging/im-helpers.ts';
import { consoleAdmin, createStaffMember, driverClient, loggedInSocket, loginCode, staffSignature } from '../messaging/trust-kit.ts';
import { STRONG, call, signIn } from './console-kit.ts';

/**
 * Issue #30: a staff member's chat credentials end with their standing. Disabling the account, a password reset
 * or change and a role change close its open chat sockets at once (code 4010, after a `kickedOut` event) and
 * refuse every signature issued before; the console hands each agent a short-lived signature of their own,
 * never the inbox's.
 */
const NEXT = 'Harbour-Lantern-8-Swell';

for (const backend of imBackends()) {
  describe(`staff chat credentials end with the account (${backend.name})`, () => {
    const im = useImServer(backend);

    it('disabling an agent closes their sockets within a second and refuses their signatures', async () => {
      const admin = await consoleAdmin(im);
      await createStaffMember(im, admin, 'rv_agent');
      const agent = await signIn(im.url, 'rv_agent');
      const fromLogin = (await staffSignature(im.url, 'rv_agent')).userSig!;
      const fromConsole = (await call<{ userId: string; userSig: string }>(im.url, 'GET', '/desk/chat-signature', { staff: agent })).body
        .data;
      expect(fromConsole.userId).toBe('rv_agent');
      const socket = await loggedInSocket(im.url, 'rv_agent', fromLogin);
      const driver = await driverClient(im.url, 'rv_agent', fromConsole.userSig);

      const since = Date.now();
      expect((await call(im.url, 'PATCH', '/team/rv_agent', { staff: admin, body: { disabled: true } })).status).toBe(200);
      const closed = await socket.closedWithin(since);
      expect(closed).toMatchObject({ code: 4010 });
      expect(closed.afterMs).toBeLessThan(1000);
      expect(socket.kickedOut()?.data.reason).toBe('disabled');
      await expect.poll(() => driver.kicked, { timeout: 5000 }).toEqual([{ reason: 'disabled' }]);
      await driver.chat.destroy();
      // neither signature signs in again, nor does the password make a new one
      expect(await loginCode(im.url, 'rv_agent', fromLogin)).toBe(70051);
      expect(await loginCode(im.url, 'rv_agent', fromConsole.userSig)).toBe(70051);
      expect((await staffSignature(im.url, 'rv_agent')).status).not.toBe(200);
      expect((await call(im.url, 'GET', '/desk/chat-signature', { staff: agent })).status).toBe(401);
      // enabled again, the old signatures stay ended
      expect((await call(im.url, 'PATCH', '/team/rv_agent', { staff: admin, body: { disabled: false } })).status).toBe(200);
      expect(await loginCode(im.url, 'rv_agent', fromLogin)).toBe(70052);
      const fresh = (await staffSignature(im.url, 'rv_agent')).userSig!;
      expect(await loginCode(im.url, 'rv_agent', fresh)).toBe(0);
    });

    it('a password reset, a password change and a role change each end the chat sessions of the account', async () => {
      const admin = await consoleAdmin(im);
      await createStaffMember(im, admin, 'rv_editor', 'editor');
      const steps: [string, () => Promise<number>, string][] = [
        [
          'reset',
          async () => (await call(im.url, 'POST', '/team/rv_editor/password', { staff: admin, body: { password: NEXT } })).status,
          NEXT,
        ],
        [
          'change',
          async () => {
            const self = await signIn(im.url, 'rv_editor', NEXT);
            return (await call(im.url, 'POST', '/password', { staff: self, body: { current: NEXT, next: STRONG } })).status;
          },
          STRONG,
        ],
        ['role', async () => (await call(im.url, 'PATCH', '/team/rv_editor', { staff: admin, body: { role: 'agent' } })).status, STRONG],
      ];
      let password = STRONG;
      for (const [what, change, after] of steps) {
        const sig = (await staffSignature(im.url, 'rv_editor', password)).userSig!;
        const socket = await loggedInSocket(im.url, 'rv_editor', sig);
        const since = Date.now();
        expect(await change(), what).toBe(200);
        const closed = await socket.closedWithin(since);
        expect(closed.code, what).toBe(4010);
        expect(closed.afterMs, what).toBeLessThan(1000);
        expect(socket.kickedOut()?.data.reason, what).toBe('revoked');
        expect(await loginCode(im.url, 'rv_editor', sig), what).toBe(70052);
        password = after;
        expect(await loginCode(im.url, 'rv_editor', (await staffSignature(im.url, 'rv_editor', password)).userSig!), what).toBe(0);
      }
    });

    it('the console gives agents their own signature, never the inbox’s', async () => {
      const admin = await consoleAdmin(im);
      // the first admin is the inbox account itself: its signature does not reach a browser from the console
      const inbox = await call<unknown>(im.url, 'GET', '/desk/chat-signature', { staff: admin });
      expect(inbox.status).toBe(403);
      expect(inbox.body.msg).toContain('Conversations');
      await createStaffMember(im, admin, 'rv_own');
      const own = await call<{ userId: string; userSig: string; expireTime: number }>(im.url, 'GET', '/desk/chat-signature', {
        staff: await signIn(im.url, 'rv_own'),
      });
      expect(own.body.data.userId).toBe('rv_own');
      expect(own.headers.get('cache-control')).toContain('no-store');
      // short-lived: the console renews it while its session lives
      expect(own.body.data.expireTime - Date.now() / 1000).toBeLessThanOrEqual(600);
      expect(await loginCode(im.url, 'sealink_service', own.body.data.userSig)).toBe(70013);
    });
  });
}

/** Two server processes on one PostgreSQL schema and Redis: a disabled agent's socket on the other instance closes too. */
describe.skipIf(!process.env.DATABASE_URL || !process.env.TEST_REDIS_URL)('revocation across instances (Redis)', () => {
  const url = process.env.DATABASE_URL!;
  const schema = uniqueSchema();
  const redisUrl = process.env.TEST_REDIS_URL!;
  const tag = randomBytes(3).toString('hex');
  let one: ImServer;
  let two: ImServer;
  beforeAll(async () => {
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl, IM_SECRET: TEST_SECRET };
    one = imServerFor(await startServerProcess(env));
    two = imServerFor(await startServerProcess(env));
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await dropSchema(url, schema);
  });

  it('closes the disabled agent’s socket on every instance within a second', async () => {
    // the inbox password is printed by whichever instance created the account
    const admin = await consoleAdmin(one).catch(() => consoleAdmin(two));
    const agentId = `rx_agent_${tag}`;
    await createStaffMember(one, admin, agentId);
    const sig = (await staffSignature(two.url, agentId)).userSig!;
    const onTwo = await loggedInSocket(two.url, agentId, sig);
    const onOne = await loggedInSocket(one.url, agentId, sig);
    const since = Date.now();
    expect((await call(one.url, 'PATCH', `/team/${agentId}`, { staff: admin, body: { disabled: true } })).status).toBe(200);
    for (const socket of [onOne, onTwo]) {
      const closed = await socket.closedWithin(since);
      expect(closed.code).toBe(4010);
      expect(closed.afterMs).toBeLessThan(1000);
    }
    expect(await loginCode(two.url, agentId, sig)).toBe(70051);
  });
});
