import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WireUserProfile } from '../../../protocol/model.ts';
import { TurnBatches } from '../turn-batches.ts';
import { passwordProblem } from './password-rules.ts';

/**
 * Chat accounts. Visitors and site users get an account row on their first login with a valid signature;
 * staff accounts (customer service and others) also have a password, stored as an scrypt hash
 * "scrypt$N$r$p$salt$hash" and exchanged for a signature at POST /im/staff/login.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;
const PROFILE_TTL_MS = 60_000;
/**
 * What an unknown user ID's password is checked against: a hash of a random password thrown away, with the
 * current parameters, so a sign-in costs the same whether the account exists or not.
 */
const DUMMY_HASH = 'scrypt$16384$8$1$uHYWgzZmYkcyGCiNZncSjQ$T0yOCC0FmvafURAiVW6OY7RNFzF3uI_r7ycjp9godI4';

interface PendingProfile {
  userId: string;
  resolve(p: { nick: string; avatar: string }): void;
  reject(e: unknown): void;
}

function derive(password: string, salt: Buffer, n = N, r = R, p = P): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Checks a password against a stored hash with the asynchronous scrypt (libuv's thread pool, never the event loop). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    await verifyPassword(password, DUMMY_HASH); // same cost either way
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A random password (96 bits) that passes the password rules for `userId`. */
export function generatePassword(userId = ''): string {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (!passwordProblem(password, userId)) return password;
  }
}

/** Creates a staff account (or resets its password and nick). */
export async function upsertStaffAccount(db: Kysely<Database>, userId: string, password: string, nick = '', avatar = ''): Promise<void> {
  const password_hash = await hashPassword(password);
  await db
    .insertInto('im_account')
    .values({ user_id: userId, password_hash, is_staff: true, nick, avatar })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ password_hash, is_staff: true, ...(nick ? { nick } : {}), ...(avatar ? { avatar } : {}) }),
    )
    .execute();
}

/**
 * On first start: creates the first customer-service account with a random password and returns it (to be
 * printed once); returns null when it already has a password.
 */
export async function ensureServiceAccount(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('im_account').select('password_hash').where('user_id', '=', userId).executeTakeFirst();
  if (row?.password_hash) return null;
  const password = generatePassword(userId);
  const password_hash = await hashPassword(password);
  const result = await db
    .insertInto('im_account')
    .values({ user_id: userId, password_hash, is_staff: true, nick: 'Customer Service' })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash, is_staff: true }).where('im_account.password_hash', 'is', null))
    .executeTakeFirst();
  // Another instance may have won the race: only the winner prints a password.
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? password : null;
}

/** The verdict of a staff sign-in: the password matches; it does not (or no such staff account); it matches a disabled account. */
export type StaffPasswordVerdict = 'ok' | 'wrong' | 'disabled';

/**
 * Checks a staff sign-in. 'wrong' when the user is unknown, not staff or the password is wrong; 'disabled' only when
 * the password matches an account disabled in the staff console (which signs in nowhere), so a wrong guess learns
 * nothing about the account. An unknown user is checked against a dummy hash, so the answer takes as long as for a
 * real account.
 */
export async function checkStaffPassword(db: Kysely<Database>, userId: string, password: string): Promise<StaffPasswordVerdict> {
  const row = await db
    .selectFrom('im_account as a')
    .leftJoin('console_staff as c', 'c.user_id', 'a.user_id')
    .select(['a.password_hash', 'a.is_staff', 'c.disabled'])
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
  const stored = row?.is_staff ? row.password_hash : null;
  const matches = await verifyPassword(password, stored ?? DUMMY_HASH);
  if (stored === null || !matches) return 'wrong';
  return row?.disabled ? 'disabled' : 'ok';
}

/** Known accounts (positive cache: accounts are never deleted). */
export class Accounts {
  #known = new Set<string>();
  #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async ensure(userId: string): Promise<void> {
    if (this.#known.has(userId)) return;
    await this.#db
      .insertInto('im_account')
      .values({ user_id: userId, password_hash: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    this.#known.add(userId);
  }

  async exists(userId: string): Promise<boolean> {
    if (this.#known.has(userId)) return true;
    const row = await this.#db.selectFrom('im_account').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (row) this.#known.add(userId);
    return Boolean(row);
  }

  async existing(userIds: string[]): Promise<Set<string>> {
    const unknown = userIds.filter((u) => !this.#known.has(u));
    if (unknown.length) {
      const rows = await this.#db.selectFrom('im_account').select('user_id').where('user_id', 'in', unknown).execute();
      for (const r of rows) this.#known.add(r.user_id);
    }
    return new Set(userIds.filter((u) => this.#known.has(u)));
  }

  #profileCache = new Map<string, { nick: string; avatar: string; at: number }>();
  /** Cache misses of one event-loop turn go to the database together (a burst of first sends after a restart). */
  #profileMisses = new TurnBatches<PendingProfile>((batch) => this.#loadProfiles(batch), 2, 1000);

  /** Nick and avatar for stamping messages, cached for a minute. */
  profile(userId: string): Promise<{ nick: string; avatar: string }> {
    const hit = this.#profileCache.get(userId);
    if (hit && Date.now() - hit.at < PROFILE_TTL_MS) return Promise.resolve(hit);
    return new Promise((resolve, reject) => this.#profileMisses.push({ userId, resolve, reject }));
  }

  /** Primes the stamp cache with a profile just read (a login reads its user's); returns the cached entry. */
  remember(p: WireUserProfile): { nick: string; avatar: string } {
    if (this.#profileCache.size > 50_000) this.#profileCache.clear();
    const entry = { nick: p.nick, avatar: p.avatar, at: Date.now() };
    this.#profileCache.set(p.userID, entry);
    return entry;
  }

  async #loadProfiles(batch: PendingProfile[]): Promise<void> {
    try {
      const found = new Map((await this.profiles([...new Set(batch.map((b) => b.userId))])).map((p) => [p.userID, p]));
      for (const b of batch) {
        b.resolve(this.remember(found.get(b.userId) ?? { userID: b.userId, nick: '', avatar: '', selfSignature: '' }));
      }
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  }

  forget(userId: string): void {
    this.#profileCache.delete(userId);
  }

  async profiles(userIds: string[]): Promise<WireUserProfile[]> {
    if (userIds.length === 0) return [];
    const rows = await this.#db
      .selectFrom('im_account')
      .select(['user_id', 'nick', 'avatar', 'self_signature'])
      .where('user_id', 'in', userIds)
      .execute();
    return rows.map((r) => ({ userID: r.user_id, nick: r.nick, avatar: r.avatar, selfSignature: r.self_signature }));
  }
}
