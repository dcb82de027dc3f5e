import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Tencent Cloud Chat UserSigs (TLSSigAPIv2, the algorithm of Tencent's published tls-sig-api-v2 libraries): what
 * `@tencentcloud/chat` logs in with when the widget runs on the Tencent engine. The HMAC-SHA256 (key: the app's
 * secret key) of "TLS.identifier:…\nTLS.sdkappid:…\nTLS.time:…\nTLS.expire:…\n", in base64, goes into a JSON
 * document with the same fields and TLS.ver "2.0"; the document is zlib-deflated and base64-encoded with '+', '/'
 * and '=' replaced by '*', '-' and '_'. Only Tencent's cloud checks these; our server keeps its own (user-sig.ts).
 */
export interface TencentApp {
  sdkAppId: number;
  secretKey: string;
}

/** Fields of the signed document, in the order Tencent's libraries write them. */
interface SigDoc {
  'TLS.ver': string;
  'TLS.identifier': string;
  'TLS.sdkappid': number;
  'TLS.time': number;
  'TLS.expire': number;
  'TLS.sig': string;
}

function hmac(app: TencentApp, identifier: string, time: number, expire: number): string {
  const content = `TLS.identifier:${identifier}\nTLS.sdkappid:${app.sdkAppId}\nTLS.time:${time}\nTLS.expire:${expire}\n`;
  return createHmac('sha256', app.secretKey).update(content).digest('base64');
}

/** A UserSig for `userId` valid `expireSeconds` from `now` (ms). */
export function signTencentUserSig(app: TencentApp, userId: string, expireSeconds: number, now = Date.now()): string {
  const time = Math.floor(now / 1000);
  const doc: SigDoc = {
    'TLS.ver': '2.0',
    'TLS.identifier': userId,
    'TLS.sdkappid': app.sdkAppId,
    'TLS.time': time,
    'TLS.expire': expireSeconds,
    'TLS.sig': hmac(app, userId, time, expireSeconds),
  };
  return deflateSync(Buffer.from(JSON.stringify(doc)))
    .toString('base64')
    .replace(/\+/g, '*')
    .replace(/\//g, '-')
    .replace(/=/g, '_');
}

export type TencentSigCheck =
  | { ok: true; userId: string; time: number; expire: number }
  | { ok: false; reason: 'malformed' | 'wrong-app' | 'wrong-user' | 'forged' | 'expired' };

function decode(sig: string): Record<string, unknown> | null {
  try {
    const b64 = sig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
    const parsed: unknown = JSON.parse(inflateSync(Buffer.from(b64, 'base64')).toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Checks a UserSig as Tencent's cloud does: app, user (when given), HMAC and expiry at `now` (ms). */
export function verifyTencentUserSig(sig: string, app: TencentApp, userId?: string, now = Date.now()): TencentSigCheck {
  const doc = decode(sig);
  if (!doc) return { ok: false, reason: 'malformed' };
  const identifier = doc['TLS.identifier'];
  const time = doc['TLS.time'];
  const expire = doc['TLS.expire'];
  const given = doc['TLS.sig'];
  if (typeof identifier !== 'string' || typeof given !== 'string' || !Number.isInteger(time) || !Number.isInteger(expire))
    return { ok: false, reason: 'malformed' };
  if (Number(doc['TLS.sdkappid']) !== app.sdkAppId) return { ok: false, reason: 'wrong-app' };
  if (userId !== undefined && identifier !== userId) return { ok: false, reason: 'wrong-user' };
  const expected = Buffer.from(hmac(app, identifier, time as number, expire as number));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'forged' };
  if (((time as number) + (expire as number)) * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, userId: identifier, time: time as number, expire: expire as number };
}

/**
 * TENCENT_SDK_APP_ID and TENCENT_SDK_SECRET_KEY (both or neither): the Tencent Chat app whose UserSigs owChat and
 * staff sign-in issue beside ours. Unset: none. Half set, or an app ID that is not a positive integer: an error.
 */
export function loadTencentApp(env: NodeJS.ProcessEnv): TencentApp | undefined {
  const id = env.TENCENT_SDK_APP_ID?.trim() ?? '';
  const key = env.TENCENT_SDK_SECRET_KEY?.trim() ?? '';
  if (!id && !key) return undefined;
  if (!id || !key) throw new Error('TENCENT_SDK_APP_ID and TENCENT_SDK_SECRET_KEY must be set together');
  const sdkAppId = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(sdkAppId) || sdkAppId <= 0)
    throw new Error(`TENCENT_SDK_APP_ID must be a positive integer, got "${id}"`);
  return { sdkAppId, secretKey: key };
}

/** What a sign-in answer carries for the Tencent engine: the app ID and the UserSig for it. */
export interface TencentSignIn {
  sdkAppId: number;
  userSig: string;
}

/** The Tencent sign-in for `userId` when an app is configured, else undefined. */
export function tencentSignIn(app: TencentApp | undefined, userId: string, expireSeconds: number): TencentSignIn | undefined {
  return app ? { sdkAppId: app.sdkAppId, userSig: signTencentUserSig(app, userId, expireSeconds) } : undefined;
}
