import type { DatabaseHandle } from '../../../server/db/index.ts';
import { upsertStaffAccount } from '../../../server/messaging/people/accounts.ts';
import { setStaffRole } from '../../../server/console/team/store.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import { pdfFile } from '../../fixtures/resume-files.ts';

/** Console API calls as a browser makes them: the session cookie, the CSRF header, the console's language. */
export const STRONG = 'Harbour-Lantern-7-Tide';

export interface Staff {
  userId: string;
  cookie: string;
  csrf: string;
}

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T; errors?: { field: string; message: string }[] };
  headers: Headers;
  text: string;
}

export async function createStaff(database: DatabaseHandle, userId: string, role: StaffRole, password = STRONG): Promise<void> {
  await upsertStaffAccount(database.db, userId, password, userId);
  await setStaffRole(database.db, userId, { role });
}

export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { staff?: Staff | null; body?: unknown; csrf?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { language: 'en_US', ...options.headers };
  if (options.staff) headers.cookie = `console_session=${options.staff.cookie}`;
  const csrf = options.csrf === undefined ? options.staff?.csrf : options.csrf;
  if (csrf) headers['x-csrf-token'] = csrf;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/console/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body = { code: 0, msg: '', data: null } as Answer<T>['body'];
  if (res.headers.get('content-type')?.includes('json')) body = JSON.parse(text) as Answer<T>['body'];
  return { status: res.status, body, headers: res.headers, text };
}

export async function signIn(base: string, userId: string, password = STRONG, ip?: string): Promise<Staff> {
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'en_US' };
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(`${base}/console/api/session`, { method: 'POST', headers, body: JSON.stringify({ userId, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${userId}: ${res.status} ${await res.text()}`);
  const cookie = /console_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  const { data } = (await res.json()) as { data: { csrf: string } };
  if (!cookie) throw new Error('no session cookie');
  return { userId, cookie, csrf: data.csrf };
}

/** A visitor's enquiry and job application through the public forms. */
export async function submitEnquiry(base: string, name = 'Li Lei', requirement = 'Main engine overhaul quote'): Promise<void> {
  const res = await fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en_US' },
    body: JSON.stringify({
      category: 'business',
      company: 'Ocean Shipping Ltd',
      name,
      phone: '13800138000',
      email: 'li.lei@example.com',
      requirement,
    }),
  });
  if (res.status !== 200) throw new Error(`enquiry: ${res.status} ${await res.text()}`);
}

export async function submitApplication(base: string, name = '张三丰'): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name, mobile: '13800138000', currentCity: '青岛市', preferredCity: 'shanghai' })) form.append(k, v);
  form.append('resume', new Blob([new Uint8Array(pdfFile())]), '简历.pdf');
  const res = await fetch(`${base}/api/job-applications`, { method: 'POST', headers: { language: 'en_US' }, body: form });
  if (res.status !== 200) throw new Error(`application: ${res.status} ${await res.text()}`);
}
