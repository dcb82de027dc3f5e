import type { Locale } from '../../../common/locale.ts';

/**
 * The console's HTTP client for /console/api: JSON, the `language` header, the session's CSRF token on every
 * change (the session cookie itself is HTTP-only and goes by itself). A failure carries the server's text in the
 * console's language; a 401 tells the shell the session is over.
 */
export const API_BASE = '/console/api';

export class ApiFailure extends Error {
  readonly status: number;
  readonly fieldErrors: { field: string; message: string }[];
  constructor(message: string, status: number, fieldErrors: { field: string; message: string }[] = []) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

const context = { csrf: '', locale: 'zh_CN' as Locale, onSignedOut: () => {} };

export function setCsrfToken(token: string): void {
  context.csrf = token;
}

export function setApiLocale(locale: Locale): void {
  context.locale = locale;
}

/** What to do when the server says the session is gone (the shell shows the sign-in screen). */
export function onSignedOut(handler: () => void): void {
  context.onSignedOut = handler;
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { language: context.locale, accept: 'application/json' };
  if (method !== 'GET' && context.csrf) headers['x-csrf-token'] = context.csrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure('', 0);
  }
  const envelope = (await res.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: T;
    errors?: { field: string; message: string }[];
  } | null;
  if (res.status === 401 && path !== '/session') context.onSignedOut();
  if (!res.ok || !envelope || envelope.code !== 200) throw new ApiFailure(envelope?.msg ?? '', res.status, envelope?.errors ?? []);
  return envelope.data;
}

/**
 * Uploads one file as multipart/form-data (part "file"), with the session's CSRF token and the language like
 * every change; the browser sets the multipart boundary itself.
 */
export async function upload<T>(path: string, file: Blob, name: string): Promise<T> {
  const form = new FormData();
  form.append('file', file, name);
  const headers: Record<string, string> = { language: context.locale, accept: 'application/json' };
  if (context.csrf) headers['x-csrf-token'] = context.csrf;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, credentials: 'same-origin', body: form });
  } catch {
    throw new ApiFailure('', 0);
  }
  const envelope = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (res.status === 401) context.onSignedOut();
  if (!res.ok || !envelope || envelope.code !== 200) throw new ApiFailure(envelope?.msg ?? '', res.status);
  return envelope.data;
}

/** A query string of the set values. */
export function queryOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}
