import type { Locale } from '../../../common/locale.ts';

/**
 * The site's one HTTP client for the product API (SPEC §7): JSON, 5000 ms timeout, the `language` header
 * from the page's locale, and a response accepted only when HTTP status is 200 and the envelope code is 200.
 * Works in the browser (same origin) and during server rendering (absolute base set by the renderer).
 */
export const REQUEST_TIMEOUT_MS = 5000;

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  errors?: { field: string; message: string }[];
}

/** A failed call: `message` is the server's text in the request's language when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fieldErrors: { field: string; message: string }[];
  constructor(message: string, status: number, code: number, fieldErrors: { field: string; message: string }[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

let baseUrl = '';

/** Server rendering sets the API origin (e.g. http://127.0.0.1:3000); the browser keeps same-origin ''. */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export interface RequestOptions {
  locale: Locale;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Multipart bodies (resume upload) go as FormData; JSON otherwise. */
  form?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { locale, method = options.body !== undefined || options.form ? 'POST' : 'GET', timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { language: locale, accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, { method, headers, body, signal });
  } catch (err) {
    const timedOut = timeout.aborted;
    throw new ApiRequestError(timedOut ? 'timeout' : err instanceof Error ? err.message : 'network error', 0, timedOut ? 408 : 0);
  }
  let envelope: ApiEnvelope<T> | undefined;
  try {
    envelope = (await res.json()) as ApiEnvelope<T>;
  } catch {
    envelope = undefined;
  }
  if (res.status !== 200 || !envelope || envelope.code !== 200) {
    throw new ApiRequestError(envelope?.msg ?? res.statusText, res.status, envelope?.code ?? res.status, envelope?.errors);
  }
  return envelope.data;
}
