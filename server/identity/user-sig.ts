import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * User signatures: the credential a chat client logs in with (SPEC §7 "log in (app id, userID, signature)").
 * Format: base64url(JSON {v, uid, iat, exp}) "." base64url(HMAC-SHA256(secret, first part)).
 * Issued by owChat for anonymous visitors and by staff sign-in; checked by the messaging service.
 */
export interface UserSigClaims {
  uid: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

export const DEFAULT_USER_SIG_TTL_SECONDS = 7 * 24 * 3600;

export function signUserSig(userId: string, secret: string, ttlSeconds = DEFAULT_USER_SIG_TTL_SECONDS, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = Buffer.from(JSON.stringify({ v: 1, uid: userId, iat, exp: iat + ttlSeconds })).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

export type UserSigCheck = { ok: true; claims: UserSigClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong-user' };

/** Checks a signature's MAC, expiry and (when given) that it was issued to `expectedUserId`. */
export function verifyUserSig(sig: string, secret: string, expectedUserId?: string, now = Date.now()): UserSigCheck {
  const dot = sig.indexOf('.');
  if (dot <= 0 || dot === sig.length - 1) return { ok: false, reason: 'malformed' };
  const payload = sig.slice(0, dot);
  const given = Buffer.from(sig.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(payload, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (expectedUserId !== undefined && claims.uid !== expectedUserId) return { ok: false, reason: 'wrong-user' };
  return { ok: true, claims: { uid: claims.uid, iat: claims.iat, exp: claims.exp } };
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

function isClaims(value: unknown): value is UserSigClaims {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.uid === 'string' && v.uid.length > 0 && typeof v.iat === 'number' && typeof v.exp === 'number';
}
