/**
 * Per-user token bucket for sending: `ratePerSecond` tokens a second, at most `burst` saved up. Kept per
 * instance (a user's sockets on one instance share the bucket).
 */
export class RateLimiter {
  #buckets = new Map<string, { tokens: number; at: number }>();
  #rate: number;
  #burst: number;

  constructor(ratePerSecond: number, burst: number) {
    this.#rate = ratePerSecond;
    this.#burst = Math.max(burst, ratePerSecond, 1);
  }

  /** Takes one token for `userId`; false when the user is over the limit. A rate of 0 disables the limit. */
  take(userId: string, now = Date.now()): boolean {
    if (this.#rate <= 0) return true;
    let b = this.#buckets.get(userId);
    if (!b) this.#buckets.set(userId, (b = { tokens: this.#burst, at: now }));
    b.tokens = Math.min(this.#burst, b.tokens + ((now - b.at) / 1000) * this.#rate);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    if (this.#buckets.size > 100_000) this.#sweep(now);
    return true;
  }

  #sweep(now: number): void {
    for (const [k, b] of this.#buckets) if (now - b.at > 60_000) this.#buckets.delete(k);
  }
}
