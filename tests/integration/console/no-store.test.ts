import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { STRONG, call, createStaff, signIn } from './console-kit.ts';
import type { Staff } from './console-kit.ts';

/** Issue #30: no answer of the console API (its CSRF token, leads, exports, errors) may be kept by a cache. */
for (const target of testDatabases()) {
  describe(`console API caching on ${target.name}`, () => {
    let server: RunningApp;
    let admin: Staff;

    beforeAll(async () => {
      const database = await target.open();
      server = await startApp(database);
      await createStaff(database, 'cache_admin', 'admin');
      admin = await signIn(server.url, 'cache_admin');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('marks the sign-in answer (which carries the CSRF token) no-store', async () => {
      const res = await fetch(`${server.url}/console/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'cache_admin', password: STRONG }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('marks successes, CSV exports and errors no-store', async () => {
      const answers = [
        await call(server.url, 'GET', '/session', { staff: admin }),
        await call(server.url, 'GET', '/team', { staff: admin }),
        await call(server.url, 'GET', '/audit', { staff: admin }),
        await call(server.url, 'GET', '/leads', { staff: admin }),
        await call(server.url, 'GET', '/desk/agents', { staff: admin }),
        await call(server.url, 'GET', '/leads/export?kind=enquiry', { staff: admin }),
      ];
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(answers.map((a) => a.headers.get('cache-control'))).toEqual(answers.map(() => 'no-store'));
      const errors = [
        await call(server.url, 'GET', '/session'),
        await call(server.url, 'GET', '/team'),
        await call(server.url, 'POST', '/session', { body: { userId: 'cache_admin', password: 'wrong password' } }),
        await call(server.url, 'PATCH', '/team/cache_admin', { staff: admin, csrf: null, body: { nick: 'x' } }),
        await call(server.url, 'GET', '/no-such-route', { staff: admin }),
        await call(server.url, 'POST', '/no-such-route', { staff: admin, body: {} }),
      ];
      expect(errors.map((e) => e.status)).toEqual([401, 401, 401, 403, 404, 404]);
      expect(errors.map((e) => e.headers.get('cache-control'))).toEqual(errors.map(() => 'no-store'));
    });
  });
}
