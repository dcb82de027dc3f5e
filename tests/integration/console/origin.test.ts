import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { STRONG, call, createStaff, signIn } from './console-kit.ts';
import type { Staff } from './console-kit.ts';

/**
 * Issue #30: behind a proxy (TRUST_PROXY) a client's X-Forwarded-Host must not make a foreign Origin look like
 * ours; with SITE_URL only the public origin is ours.
 */
const EVIL = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

for (const target of testDatabases()) {
  describe(`console Origin check behind a proxy on ${target.name}`, () => {
    let server: RunningApp;
    let admin: Staff;
    let dist: string;

    beforeAll(async () => {
      dist = await mkdtemp(join(tmpdir(), 'hy-dist-'));
      await mkdir(join(dist, 'console'), { recursive: true });
      await writeFile(join(dist, 'console/index.html'), '<!doctype html><title>console</title>');
      const database = await target.open();
      server = await startApp(database, { trustProxy: true, distDir: dist });
      await createStaff(database, 'origin_admin', 'admin');
      admin = await signIn(server.url, 'origin_admin');
    });
    afterAll(async () => {
      await server?.close();
      await rm(dist, { recursive: true, force: true });
    });

    it('refuses a sign-in whose Origin matches only a forged X-Forwarded-Host', async () => {
      const res = await fetch(`${server.url}/console/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: 'en_US', ...EVIL },
        body: JSON.stringify({ userId: 'origin_admin', password: STRONG }),
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('refuses a change whose Origin matches only a forged X-Forwarded-Host, and takes our own Origin', async () => {
      const forged = await call(server.url, 'PATCH', '/team/origin_admin', { staff: admin, body: { nick: 'Evil' }, headers: EVIL });
      expect(forged.status).toBe(403);
      const own = await call(server.url, 'PATCH', '/team/origin_admin', {
        staff: admin,
        body: { nick: 'Own' },
        headers: { origin: server.url, 'x-forwarded-host': 'evil.example' },
      });
      expect(own.status).toBe(200);
    });

    it("names no forged host in a document's Content-Security-Policy", async () => {
      const res = await fetch(`${server.url}/console/`, { headers: { 'x-forwarded-host': 'evil.example' } });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`ws://${new URL(server.url).host}`);
      expect(csp).not.toContain('evil.example');
    });
  });

  describe(`console Origin check with SITE_URL on ${target.name}`, () => {
    let server: RunningApp;
    let admin: Staff;

    beforeAll(async () => {
      const database = await target.open();
      server = await startApp(database, { trustProxy: true, siteUrl: 'https://www.sealink.example/' });
      await createStaff(database, 'site_admin', 'admin');
      admin = await signIn(server.url, 'site_admin');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('takes only the public origin', async () => {
      const patch = (origin: string, extra: Record<string, string> = {}) =>
        call(server.url, 'PATCH', '/team/site_admin', { staff: admin, body: { nick: 'Site' }, headers: { origin, ...extra } });
      expect((await patch('https://www.sealink.example')).status).toBe(200);
      expect((await patch(server.url)).status).toBe(403);
      expect((await patch('https://evil.example', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).status).toBe(403);
    });
  });
}
