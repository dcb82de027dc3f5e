/**
 * Typed reading of JSON responses in tests. A body is typed as what the test expects to find there; the test's
 * own assertions are what check it.
 */

/** The product API's envelope (SPEC §7): `code` 200 is success, `msg` is in the request's language. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  errors?: { field: string; message: string }[];
}

/** A product-API reply: HTTP status and the envelope. */
export interface Reply<T> {
  status: number;
  body: Envelope<T>;
}

/** The response body parsed as JSON, typed as the caller expects it. */
export async function jsonBody<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The status and envelope of a product-API response, `data` typed as the caller expects it. */
export async function replyOf<T = unknown>(res: Response): Promise<Reply<T>> {
  return { status: res.status, body: await jsonBody<Envelope<T>>(res) };
}

/** The element at `index`, failing the test when there is none. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an element at index ${index} of ${items.length}`);
  return item;
}
