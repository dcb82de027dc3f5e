import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_STAFF_ROLE, isStaffRole } from '../../../common/console/roles.ts';
import type { StaffRole } from '../../../common/console/roles.ts';

/**
 * Console sessions: a random 256-bit ID in an HTTP-only, SameSite=Strict cookie (Secure over TLS) limited to
 * /console, stored only as its SHA-256 with an expiry and the session's CSRF token.
 */
export const SESSION_COOKIE = 'console_session';
const COOKIE_PATH = '/console';

export interface StaffSession {
  userId: string;
  nick: string;
  role: StaffRole;
  csrf: string;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Kysely<Database>, userId: string, ttlMs: number): Promise<{ token: string; csrf: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  await db
    .insertInto('console_session')
    .values({ token_hash: hashToken(token), user_id: userId, csrf_token: csrf, expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return { token, csrf };
}

/** The live session of a cookie's ID: not expired, of a staff account that is not disabled. */
export async function findSession(db: Kysely<Database>, token: string): Promise<StaffSession | null> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('console_session as s')
    .innerJoin('im_account as a', 'a.user_id', 's.user_id')
    .leftJoin('console_staff as c', 'c.user_id', 's.user_id')
    .select(['s.user_id', 's.csrf_token', 'a.nick', 'a.is_staff', 'c.role', 'c.disabled'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row?.is_staff || row.disabled) return null;
  const role = isStaffRole(row.role) ? row.role : DEFAULT_STAFF_ROLE;
  return { userId: row.user_id, nick: row.nick, role, csrf: row.csrf_token, tokenHash };
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('console_session').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an account (disabled, password reset), or all but one (its own password change). */
export async function endSessions(db: Kysely<Database>, userId: string, exceptHash?: string): Promise<void> {
  let query = db.deleteFrom('console_session').where('user_id', '=', userId);
  if (exceptHash) query = query.where('token_hash', '<>', exceptHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('console_session').where('expires_at', '<=', new Date()).execute();
}

/** The session cookie's value, if the request has one. */
export function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function setSessionCookie(reply: FastifyReply, token: string, ttlMs: number): void {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  const maxAge = Math.floor(ttlMs / 1000);
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`);
}

export function clearSessionCookie(reply: FastifyReply): void {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${SESSION_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`);
}
