import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../protocol/errors.ts';
import type { ErrorCodeValue } from '../../../protocol/errors.ts';
import type { WireUserProfile } from '../../../protocol/model.ts';
import type { Database } from '../../db/schema.ts';
import { accountKind } from '../../identity/account-kind.ts';
import type { AccountKind } from '../../identity/account-kind.ts';
import { signUserSig, verifyUserSig } from '../../identity/user-sig.ts';
import type { Bus } from '../transport/bus.ts';

/** What the database says of an account now: its kind, signature epoch, whether it is disabled, its profile. */
export interface Standing {
  kind: AccountKind;
  epoch: number;
  disabled: boolean;
  /** Null while the account has no row yet (a visitor's or partner user's first login). */
  profile: WireUserProfile | null;
}

export type CredentialVerdict = ({ ok: true; userId: string } & Standing) | { ok: false; code: ErrorCodeValue };

/** Why an account's sessions end before their signatures expire; the client is told in a `kickedOut` event. */
export type EndReason = 'revoked' | 'disabled';

/** Thrown by `issue` for an account of a kind the issuer may not sign. */
export class WrongAccountKind extends Error {
  readonly userId: string;
  readonly kind: AccountKind;
  constructor(userId: string, kind: AccountKind) {
    super(`${userId} is a ${kind} account`);
    this.userId = userId;
    this.kind = kind;
  }
}

/**
 * Chat credentials, one home for issuing, checking and revoking them (ARCHITECTURE.md "Trust model"). A
 * signature names the account kind it was issued for and the account's `sig_epoch`; a check refuses it when the
 * account is of another kind now (a partner's signature for what became a staff account), is disabled (staff
 * console), or had its epoch raised since (disabled, password reset or change, role change, the admin API's
 * kick). Revoking raises the epoch in the caller's transaction; after the commit `endSessions` closes the
 * account's sockets on every instance (a `kickedOut` envelope on the bus, transport/hub.ts).
 */
export class Credentials {
  readonly #db: Kysely<Database>;
  readonly #secret: string;
  readonly #serviceAccounts: readonly string[];
  readonly #bus: Bus;

  constructor(o: { db: Kysely<Database>; secret: string; serviceAccounts: readonly string[]; bus: Bus }) {
    this.#db = o.db;
    this.#secret = o.secret;
    this.#serviceAccounts = o.serviceAccounts;
    this.#bus = o.bus;
  }

  kindOf(userId: string, isStaff: boolean): AccountKind {
    return accountKind(userId, isStaff, this.#serviceAccounts);
  }

  async standing(userId: string, db: Kysely<Database> = this.#db): Promise<Standing> {
    const row = await db
      .selectFrom('im_account as a')
      .leftJoin('console_staff as c', 'c.user_id', 'a.user_id')
      .select(['a.is_staff', 'a.sig_epoch', 'a.nick', 'a.avatar', 'a.self_signature', 'c.disabled'])
      .where('a.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { kind: this.kindOf(userId, false), epoch: 0, disabled: false, profile: null };
    const kind = this.kindOf(userId, row.is_staff);
    return {
      kind,
      epoch: row.sig_epoch,
      disabled: (kind === 'staff' || kind === 'service') && row.disabled === true,
      profile: { userID: userId, nick: row.nick, avatar: row.avatar, selfSignature: row.self_signature },
    };
  }

  /**
   * A signature for `userId` valid `ttlSeconds`, when the account is of one of the `allowed` kinds (else
   * WrongAccountKind). It names the account's kind and current epoch.
   */
  async issue(
    userId: string,
    allowed: readonly AccountKind[],
    ttlSeconds: number,
    now = Date.now(),
  ): Promise<{ userSig: string; expireTime: number; kind: AccountKind }> {
    const { kind, epoch } = await this.standing(userId);
    if (!allowed.includes(kind)) throw new WrongAccountKind(userId, kind);
    const userSig = signUserSig(userId, this.#secret, ttlSeconds, now, { kind, epoch });
    return { userSig, expireTime: Math.floor(now / 1000) + ttlSeconds, kind };
  }

  /** A presented signature: valid, for this user, of the account's kind, not revoked, the account not disabled. */
  async check(userId: string, userSig: string, now = Date.now()): Promise<CredentialVerdict> {
    const sig = verifyUserSig(userSig, this.#secret, userId, now);
    if (!sig.ok) {
      const code =
        sig.reason === 'expired'
          ? ErrorCode.SIG_EXPIRED
          : sig.reason === 'wrong-user'
            ? ErrorCode.SIG_USER_MISMATCH
            : ErrorCode.SIG_INVALID;
      return { ok: false, code };
    }
    const standing = await this.standing(userId);
    // a signature from before kinds were named is honoured for visitors and partner users only
    const issuedFor = sig.claims.kind;
    const privileged = standing.kind === 'staff' || standing.kind === 'service';
    if (issuedFor ? issuedFor !== standing.kind : privileged) return { ok: false, code: ErrorCode.SIG_INVALID };
    if (standing.disabled) return { ok: false, code: ErrorCode.ACCOUNT_DISABLED };
    if (sig.claims.epoch !== standing.epoch) return { ok: false, code: ErrorCode.SIG_REVOKED };
    return { ok: true, userId, ...standing };
  }

  /** Raises the account's epoch (in the caller's transaction): every signature issued before is refused. */
  revoke(userId: string, db: Kysely<Database> = this.#db): Promise<number> {
    return raiseSigEpoch(db, userId);
  }

  /** After `revoke` committed: every socket of the account logged in with an older epoch closes, on every instance. */
  endSessions(userId: string, epoch: number, reason: EndReason): void {
    this.#bus.publish({ ev: 'kickedOut', targets: [{ userId }], data: { reason, epoch } });
  }

  /** `revoke` then `endSessions`, for callers without a transaction of their own. */
  async revokeAndEnd(userId: string, reason: EndReason): Promise<void> {
    this.endSessions(userId, await this.revoke(userId), reason);
  }
}

/**
 * Raises an account's signature epoch: every signature issued before is refused at its next login. Alone (the
 * `im:account` command, which has no bus) open sockets stay until they reconnect; `Credentials.endSessions` closes them.
 */
export async function raiseSigEpoch(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .updateTable('im_account')
    .set((eb) => ({ sig_epoch: eb('sig_epoch', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('sig_epoch')
    .executeTakeFirst();
  return row?.sig_epoch ?? 0;
}
