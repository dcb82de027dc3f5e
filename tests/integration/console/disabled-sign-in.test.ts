import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { loadConfig } from '../../../server/config.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { checkStaffPassword } from '../../../server/messaging/people/accounts.ts';
import { setStaffRole } from '../../../server/console/team/store.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { STRONG, createStaff } from './console-kit.ts';

/**
 * Issue #30: a disabled staff account that gives its right password is told it is disabled (403), at the console's
 * sign-in and at the chat's staff sign-in; a wrong password still gets the ordinary answer, and counts in the back-off.
 */
for (const target of testDatabases()) {
  describe(`disabled staff sign-in on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await target.open();
      const base = loadConfig();
      server = await startApp(database, { trustProxy: true, im: { ...base.im, staffLogin: { maxFailures: 3, lockSeconds: 60 } } });
      // one account per sign-in path: the two share the back-off, which counts an account's failures from all IPs
      for (const userId of ['gone_1', 'gone_2']) {
        await createStaff(database, userId, 'sales');
        await setStaffRole(database.db, userId, { role: 'sales', disabled: true });
      }
    });
    afterAll(async () => {
      await server?.close();
    });

    const attempt = (path: string, password: string, ip: string, language = 'en_US') => {
      const userId = path.startsWith('/im') ? 'gone_2' : 'gone_1';
      return fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, language },
        body: JSON.stringify({ userId, password }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { msg: string; data: unknown } }));
    };

    it('tells the checker apart: ok, wrong, disabled only with the right password', async () => {
      expect(await checkStaffPassword(database.db, 'gone_1', STRONG)).toBe('disabled');
      expect(await checkStaffPassword(database.db, 'gone_1', 'not the password')).toBe('wrong');
      expect(await checkStaffPassword(database.db, 'nobody_here', STRONG)).toBe('wrong');
    });

    for (const path of ['/console/api/session', '/im/staff/login']) {
      it(`${path}: the right password of a disabled account answers 403 "disabled" in the caller's language`, async () => {
        const ip = path.startsWith('/im') ? '198.51.100.1' : '198.51.100.4';
        const en = await attempt(path, STRONG, ip);
        expect(en.status).toBe(403);
        expect(en.body.msg).toBe('This account is disabled');
        expect(en.body.data).toBeNull();
        const zh = await attempt(path, STRONG, ip, 'zh_CN');
        expect(zh.status).toBe(403);
        expect(zh.body.msg).toBe('该账号已停用');
      });

      it(`${path}: a wrong password of a disabled account is an ordinary failure and counts in the back-off`, async () => {
        const ip = path.startsWith('/im') ? '198.51.100.2' : '198.51.100.3';
        for (let i = 0; i < 3; i++) {
          const wrong = await attempt(path, 'not the password', ip);
          expect(wrong.status).toBe(401);
          expect(wrong.body.msg).toBe('Wrong user ID or password');
        }
        // locked now: even the right password of the disabled account learns nothing, nor clears the count
        expect((await attempt(path, STRONG, ip)).status).toBe(429);
      });
    }
  });
}
