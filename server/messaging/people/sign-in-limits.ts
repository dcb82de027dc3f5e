/**
 * Back-off of staff sign-in failures (POST /im/staff/login), in memory per instance.
 *
 * Two counters, checked before the password is (so a refused attempt costs no scrypt work):
 * - per client IP, strict: `ipFailures` failures are free; each further one locks the IP for `lockSeconds`,
 *   doubled with each failure up to 15 minutes;
 * - per account (known or not, so the limits do not tell which IDs exist), lenient against a spread attack:
 *   twice as many free failures, then a lock that grows by half with each failure up to 5 minutes. An IP that
 *   signed in to the account successfully in the last 30 days is not held by the account's lock (only by its own
 *   IP limit), so an attacker failing from many IPs can delay sign-ins of the account from new networks by at
 *   most 5 minutes at a time, and never the networks its staff already use.
 * A success clears both counters of that IP and account. Counts are forgotten after `windowSeconds` without a
 * failure (and once any lock has run out). Attempts still being checked count as failures until they end, so a
 * burst of simultaneous attempts cannot outrun the limit. Each map keeps at most `maxTracked` entries, the least
 * recently used forgotten first.
 */
export interface SignInLimitOptions {
  /** Failures one IP may have before it is locked (IM_STAFF_LOGIN_MAX_FAILURES, default 5). */
  ipFailures: number;
  /** First lock, in seconds (IM_STAFF_LOGIN_LOCK_SECONDS, default 60). */
  lockSeconds: number;
  /** Quiet time after which failures are forgotten (default 15 minutes). */
  windowSeconds?: number;
  maxTracked?: number;
}

export const IP_MAX_LOCK_SECONDS = 900;
export const ACCOUNT_MAX_LOCK_SECONDS = 300;
const TRUST_MS = 30 * 24 * 3600_000;
const DEFAULT_MAX_TRACKED = 50_000;

interface Counter {
  failures: number;
  pending: number;
  lockedUntil: number;
  lastFailure: number;
}

interface BackOffRule {
  free: number;
  firstLockMs: number;
  growth: number;
  maxLockMs: number;
}

/** Failures per key with a lock that grows past the free ones. */
class BackOff {
  readonly #counters = new Map<string, Counter>();
  readonly #rule: BackOffRule;
  readonly #windowMs: number;
  readonly #maxTracked: number;

  constructor(rule: BackOffRule, windowMs: number, maxTracked: number) {
    this.#rule = rule;
    this.#windowMs = windowMs;
    this.#maxTracked = maxTracked;
  }

  /** Milliseconds until `key` may try again (0: now), counting attempts in progress. */
  wait(key: string, now: number): number {
    const c = this.#get(key, now);
    if (!c) return 0;
    if (c.lockedUntil > now) return c.lockedUntil - now;
    // attempts in progress would use up the free failures: wait for them (a second at most)
    return c.failures + c.pending >= Math.max(this.#rule.free, c.failures + 1) ? 1000 : 0;
  }

  begin(key: string, now: number): void {
    this.#touch(key, now).pending++;
  }

  failed(key: string, now: number): void {
    const c = this.#touch(key, now);
    c.pending = Math.max(0, c.pending - 1);
    c.failures++;
    c.lastFailure = now;
    const over = c.failures - this.#rule.free;
    if (over >= 0) {
      const lock = Math.min(this.#rule.maxLockMs, this.#rule.firstLockMs * this.#rule.growth ** over);
      c.lockedUntil = Math.max(c.lockedUntil, now + lock);
    }
  }

  /** Clears the key's failures (a success). */
  succeeded(key: string): void {
    const c = this.#counters.get(key);
    if (!c) return;
    c.pending = Math.max(0, c.pending - 1);
    c.failures = 0;
    c.lockedUntil = 0;
    if (c.pending === 0) this.#counters.delete(key);
  }

  /** Ends an attempt that was neither (the check itself failed). */
  abandoned(key: string): void {
    const c = this.#counters.get(key);
    if (c) c.pending = Math.max(0, c.pending - 1);
  }

  get size(): number {
    return this.#counters.size;
  }

  #get(key: string, now: number): Counter | undefined {
    const c = this.#counters.get(key);
    if (c && c.pending === 0 && c.lockedUntil <= now && now - c.lastFailure > this.#windowMs) {
      this.#counters.delete(key);
      return undefined;
    }
    return c;
  }

  /** The key's counter, created when missing, moved to the recently used end. */
  #touch(key: string, now: number): Counter {
    const c = this.#get(key, now) ?? { failures: 0, pending: 0, lockedUntil: 0, lastFailure: now };
    this.#counters.delete(key);
    this.#counters.set(key, c);
    for (const oldest of this.#counters.keys()) {
      if (this.#counters.size <= this.#maxTracked) break;
      this.#counters.delete(oldest);
    }
    return c;
  }
}

export type SignInVerdict = { ok: true; attempt: SignInAttempt } | { ok: false; who: 'ip' | 'account'; retryAfter: number };

export interface SignInAttempt {
  /** The password was right: clears the IP's and the account's failures and trusts the IP for the account. */
  succeeded(now?: number): void;
  failed(now?: number): void;
  /** The check could not be made (an error): nothing counted. */
  abandoned(): void;
}

export class SignInLimits {
  readonly #ip: BackOff;
  readonly #account: BackOff;
  /** "account\nip" of recent successful sign-ins, with their time. */
  readonly #trusted = new Map<string, number>();
  readonly #maxTracked: number;

  constructor(options: SignInLimitOptions) {
    const windowMs = (options.windowSeconds ?? 900) * 1000;
    this.#maxTracked = options.maxTracked ?? DEFAULT_MAX_TRACKED;
    const firstLockMs = options.lockSeconds * 1000;
    this.#ip = new BackOff(
      { free: options.ipFailures, firstLockMs, growth: 2, maxLockMs: Math.max(firstLockMs, IP_MAX_LOCK_SECONDS * 1000) },
      windowMs,
      this.#maxTracked,
    );
    this.#account = new BackOff(
      { free: options.ipFailures * 2, firstLockMs, growth: 1.5, maxLockMs: Math.max(firstLockMs, ACCOUNT_MAX_LOCK_SECONDS * 1000) },
      windowMs,
      this.#maxTracked,
    );
  }

  /** Whether `ip` may try a password for `userId` now; when it may, report the outcome to the attempt. */
  begin(ip: string, userId: string, now = Date.now()): SignInVerdict {
    const ipWait = this.#ip.wait(ip, now);
    if (ipWait > 0) return { ok: false, who: 'ip', retryAfter: Math.ceil(ipWait / 1000) };
    const trustKey = `${userId}\n${ip}`;
    const trustedAt = this.#trusted.get(trustKey);
    const trusted = trustedAt !== undefined && now - trustedAt < TRUST_MS;
    if (trustedAt !== undefined && !trusted) this.#trusted.delete(trustKey);
    const accountWait = trusted ? 0 : this.#account.wait(userId, now);
    if (accountWait > 0) return { ok: false, who: 'account', retryAfter: Math.ceil(accountWait / 1000) };
    this.#ip.begin(ip, now);
    this.#account.begin(userId, now);
    let done = false;
    const end = (outcome: () => void) => {
      if (done) return;
      done = true;
      outcome();
    };
    return {
      ok: true,
      attempt: {
        succeeded: (at = Date.now()) =>
          end(() => {
            this.#ip.succeeded(ip);
            this.#account.succeeded(userId);
            this.#trust(trustKey, at);
          }),
        failed: (at = Date.now()) =>
          end(() => {
            this.#ip.failed(ip, at);
            this.#account.failed(userId, at);
          }),
        abandoned: () =>
          end(() => {
            this.#ip.abandoned(ip);
            this.#account.abandoned(userId);
          }),
      },
    };
  }

  /** Entries kept (for tests). */
  get tracked(): { ips: number; accounts: number; trusted: number } {
    return { ips: this.#ip.size, accounts: this.#account.size, trusted: this.#trusted.size };
  }

  #trust(key: string, now: number): void {
    this.#trusted.delete(key);
    this.#trusted.set(key, now);
    for (const oldest of this.#trusted.keys()) {
      if (this.#trusted.size <= this.#maxTracked) break;
      this.#trusted.delete(oldest);
    }
  }
}
