import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import { pdfFile } from '../../fixtures/resume-files.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn, submitApplication, submitEnquiry } from './console-kit.ts';
import type { Staff } from './console-kit.ts';

/** Every console API refuses anonymous callers and the roles that may not use it; changes need the CSRF token. */
interface Route {
  method: string;
  path: string;
  body?: unknown;
  allowed: StaffRole[];
}

const ALL = [...STAFF_ROLES];
const routes: Route[] = [
  { method: 'GET', path: '/session', allowed: ALL },
  { method: 'GET', path: '/team', allowed: ['admin'] },
  { method: 'POST', path: '/team', body: { userId: 'new_1', role: 'sales', password: 'Quiet-Harbour-2041-x' }, allowed: ['admin'] },
  { method: 'PATCH', path: '/team/target_1', body: { nick: 'Target' }, allowed: ['admin'] },
  { method: 'POST', path: '/team/target_1/password', body: {}, allowed: ['admin'] },
  { method: 'GET', path: '/audit', allowed: ['admin'] },
  { method: 'GET', path: '/leads', allowed: ['admin', 'sales', 'recruiter'] },
  { method: 'GET', path: '/leads?kind=enquiry', allowed: ['admin', 'sales'] },
  { method: 'GET', path: '/leads?kind=jobApplication', allowed: ['admin', 'recruiter'] },
  { method: 'GET', path: '/leads/export?kind=enquiry', allowed: ['admin', 'sales'] },
  { method: 'GET', path: '/leads/export?kind=jobApplication', allowed: ['admin', 'recruiter'] },
  { method: 'GET', path: '/leads/assignees', allowed: ['admin', 'sales', 'recruiter'] },
  { method: 'GET', path: '/leads/enquiry-1', allowed: ['admin', 'sales'] },
  { method: 'PATCH', path: '/leads/enquiry-1', body: { status: 'inProgress' }, allowed: ['admin', 'sales'] },
  { method: 'POST', path: '/leads/enquiry-1/notes', body: { body: 'called back' }, allowed: ['admin', 'sales'] },
  { method: 'GET', path: '/leads/job-1', allowed: ['admin', 'recruiter'] },
  { method: 'PATCH', path: '/leads/job-1', body: { status: 'done' }, allowed: ['admin', 'recruiter'] },
  { method: 'POST', path: '/leads/job-1/notes', body: { body: 'good profile' }, allowed: ['admin', 'recruiter'] },
  { method: 'GET', path: '/leads/job-1/resume', allowed: ['admin', 'recruiter'] },
];

for (const target of testDatabases()) {
  describe(`console access on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let uploadsDir: string;
    const staff = {} as Record<StaffRole, Staff>;

    beforeAll(async () => {
      uploadsDir = await mkdtemp(join(tmpdir(), 'console-access-'));
      database = await target.open();
      server = await startApp(database, { site: { uploadsDir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 } });
      for (const role of STAFF_ROLES) await createStaff(database, `${role}_1`, role);
      await createStaff(database, 'target_1', 'agent');
      for (const role of STAFF_ROLES) staff[role] = await signIn(server.url, `${role}_1`);
      await submitEnquiry(server.url);
      await submitApplication(server.url);
    });
    afterAll(async () => {
      await server?.close();
      await rm(uploadsDir, { recursive: true, force: true });
    });

    it('refuses every console API to a caller without a session (401)', async () => {
      for (const route of [
        ...routes,
        { method: 'DELETE', path: '/session' },
        { method: 'POST', path: '/password', body: { current: 'x', next: 'y' } },
      ]) {
        const answer = await call(server.url, route.method, route.path, { body: route.body });
        expect({ route: `${route.method} ${route.path}`, status: answer.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 401,
        });
        expect(answer.body.msg).toBe('Please sign in');
      }
      const forged = await call(server.url, 'GET', '/leads', { staff: { userId: 'x', cookie: 'A'.repeat(43), csrf: 'x' } });
      expect(forged.status).toBe(401);
    });

    it('answers each role only what it may use (403 in the caller language otherwise)', async () => {
      for (const route of routes) {
        for (const role of STAFF_ROLES) {
          const answer = await call(server.url, route.method, route.path, { staff: staff[role], body: route.body });
          const expected = route.allowed.includes(role) ? 200 : 403;
          expect({ route: `${route.method} ${route.path}`, role, status: answer.status }).toEqual({
            route: `${route.method} ${route.path}`,
            role,
            status: expected,
          });
          if (expected === 403) expect(answer.body.msg).toBe('Your role may not do this');
        }
        if (route.method === 'POST' && route.path === '/team')
          await database.db.deleteFrom('im_account').where('user_id', '=', 'new_1').execute();
      }
      const zh = await call(server.url, 'GET', '/team', { staff: staff.sales, headers: { language: 'zh_CN' } });
      expect(zh.body.msg).toBe('您的角色无权进行此操作');
    });

    it('refuses a change without the session CSRF token, with a wrong one, or from another origin', async () => {
      const admin = staff.admin;
      const change = { status: 'spam' };
      expect((await call(server.url, 'PATCH', '/leads/enquiry-1', { staff: admin, body: change, csrf: null })).status).toBe(403);
      expect((await call(server.url, 'PATCH', '/leads/enquiry-1', { staff: admin, body: change, csrf: staff.sales.csrf })).status).toBe(
        403,
      );
      const crossSite = await call(server.url, 'PATCH', '/leads/enquiry-1', {
        staff: admin,
        body: change,
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
      expect((await call(server.url, 'DELETE', '/session', { staff: admin, csrf: null })).status).toBe(403);
      const lead = await call<{ status: string }>(server.url, 'GET', '/leads/enquiry-1', { staff: admin });
      expect(lead.body.data.status).not.toBe('spam');
      const sameOrigin = await call(server.url, 'PATCH', '/leads/enquiry-1', {
        staff: admin,
        body: change,
        headers: { origin: server.url },
      });
      expect(sameOrigin.status).toBe(200);
      const signInElsewhere = await fetch(`${server.url}/console/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ userId: 'admin_1', password: 'Harbour-Lantern-7-Tide' }),
      });
      expect(signInElsewhere.status).toBe(403);
      expect(signInElsewhere.headers.get('set-cookie')).toBeNull();
    });

    it('gives the résumé only to roles allowed to see it, never at a public URL', async () => {
      const recruiter = await call(server.url, 'GET', '/leads/job-1/resume', { staff: staff.recruiter });
      expect(recruiter.status).toBe(200);
      expect(recruiter.headers.get('content-type')).toBe('application/pdf');
      expect(recruiter.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('简历.pdf')}`);
      expect(recruiter.text).toBe(pdfFile().toString());
      expect((await call(server.url, 'GET', '/leads/job-1/resume', { staff: staff.sales })).status).toBe(403);
      expect((await call(server.url, 'GET', '/leads/job-1/resume', { staff: staff.editor })).status).toBe(403);
      expect((await call(server.url, 'GET', '/leads/job-1/resume')).status).toBe(401);
      const row = await database.db.selectFrom('job_application').select('resume_file').where('id', '=', 1).executeTakeFirstOrThrow();
      for (const url of [`/uploads/resumes/${row.resume_file}`, `/resumes/${row.resume_file}`, `/console/${row.resume_file}`]) {
        const res = await fetch(`${server.url}${url}`, { redirect: 'manual' });
        expect(res.headers.get('content-type') ?? '').not.toContain('pdf');
        expect(await res.text()).not.toContain('%PDF');
      }
    });
  });
}
