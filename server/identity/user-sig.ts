import { createHmac, timingSafeEqual } from 'node:crypto';
import { isAccountKind, isVisitorId } from './account-kind.ts';
import type { AccountKind } from './account-kind.ts';

/**
 * User signatures: the credential a chat client logs in with (SPEC §7 "log in (app id, userID, signature)").
 * Format: base64url(JSON {v, uid, iat, exp, k, e}) "." base64url(HMAC-SHA256(secret, first part)).
 * `k` is the account kind it was issued for and `e` the account's signature epoch then: a login refuses a
 * signature whose account is of another kind now, or whose epoch was raised since (people/credentials.ts).
 * Issued by owChat (visitors), the admin API (partner users), staff sign-in and the console (staff).
 */
export interface UserSigClaims {
  uid: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
  /** The account kind it was issued for; absent in signatures made before kinds (visitor or partner only). */
  kind?: AccountKind;
  /** The account's `sig_epoch` when it was issued (0 when absent). */
  epoch: number;
}

export const DEFAULT_USER_SIG_TTL_SECONDS = 7 * 24 * 3600;

/**
 * What a signature is issued for: the account kind (by default a visitor for a visitor's ID, else a partner
 * backend's user) and the account's epoch.
 */
export interface SigScope {
  kind?: AccountKind;
  epoch?: number;
}

export function signUserSig(
  userId: string,
  secret: string,
  ttlSeconds = DEFAULT_USER_SIG_TTL_SECONDS,
  now = Date.now(),
  scope: SigScope = {},
): string {
  const iat = Math.floor(now / 1000);
  const claims = {
    v: 1,
    uid: userId,
    iat,
    exp: iat + ttlSeconds,
    k: scope.kind ?? (isVisitorId(userId) ? 'visitor' : 'partner'),
    e: scope.epoch ?? 0,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

export type UserSigCheck = { ok: true; claims: UserSigClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong-user' };

/**
 * Checks a signature's MAC, expiry and (when given) that it was issued to `expectedUserId`. Whether the account
 * still accepts it (kind, epoch, disabled) is people/credentials.ts's question.
 */
export function verifyUserSig(sig: string, secret: string, expectedUserId?: string, now = Date.now()): UserSigCheck {
  const dot = sig.indexOf('.');
  if (dot <= 0 || dot === sig.length - 1) return { ok: false, reason: 'malformed' };
  const payload = sig.slice(0, dot);
  const given = Buffer.from(sig.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(payload, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = toClaims(raw);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  if (expectedUserId !== undefined && claims.uid !== expectedUserId) return { ok: false, reason: 'wrong-user' };
  return { ok: true, claims };
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

function toClaims(value: unknown): UserSigClaims | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.uid !== 'string' || v.uid.length === 0 || typeof v.iat !== 'number' || typeof v.exp !== 'number') return null;
  if (v.k !== undefined && !isAccountKind(v.k)) return null;
  if (v.e !== undefined && !(Number.isInteger(v.e) && (v.e as number) >= 0)) return null;
  return { uid: v.uid, iat: v.iat, exp: v.exp, ...(v.k !== undefined ? { kind: v.k } : {}), epoch: (v.e as number | undefined) ?? 0 };
}
