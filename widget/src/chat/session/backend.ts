import type { Locale } from '../../../../common/locale.ts';

/** SPEC §7 product backend calls: JSON, 5 s timeout, `language` header; accepted only at HTTP 200 with code 200. */
export const REQUEST_TIMEOUT_MS = 5000;

export class BackendError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export async function postBackend<T>(serverUrl: string, path: string, body: unknown, locale: Locale): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: locale },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const json = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
    if (res.status !== 200 || !json || json.code !== 200) throw new BackendError(json?.msg || `HTTP ${res.status}`, res.status);
    return json.data as T;
  } finally {
    clearTimeout(timer);
  }
}
