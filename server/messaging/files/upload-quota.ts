import type { UploadLimit } from '../../config.ts';

const HOUR_MS = 3600_000;
/** Callers tracked at once per quota; past it the least recently seen are forgotten (full buckets first). */
export const MAX_TRACKED = 50_000;

interface Bucket {
  bytes: number;
  files: number;
  at: number;
}

/** What a reservation took; give it back to `settle` with the bytes really read. */
export interface Reservation {
  key: string;
  bytes: number;
}

/**
 * Upload quota of one kind of caller (a user, an IP) on this instance, in memory: a token bucket per caller
 * holding at most the hourly amount of bytes and of files, refilled continuously over the hour (so a caller may
 * use a whole hour's quota at once, then the hourly rate). A request reserves its declared size and one file
 * before the body is read; `settle` replaces the reservation by the real size. The balance may go below zero
 * (a body longer than declared): the caller then waits longer.
 */
export class UploadQuota {
  private readonly buckets = new Map<string, Bucket>();
  private readonly limit: UploadLimit;
  private readonly maxTracked: number;

  constructor(limit: UploadLimit, maxTracked = MAX_TRACKED) {
    this.limit = limit;
    this.maxTracked = maxTracked;
  }

  /** Reserves `bytes` and one file for `key`, or says how many seconds to wait before it would fit. */
  reserve(key: string, bytes: number, now = Date.now()): { ok: true; reservation: Reservation } | { ok: false; retryAfter: number } {
    const b = this.bucket(key, now);
    // A request larger than the whole quota waits for a full bucket rather than forever.
    const needBytes = Math.min(bytes, this.limit.bytesPerHour);
    if (b.bytes < needBytes || b.files < 1) {
      const bytesWait = this.wait(needBytes - b.bytes, this.limit.bytesPerHour);
      const filesWait = this.wait(1 - b.files, this.limit.filesPerHour);
      return { ok: false, retryAfter: Math.max(1, Math.ceil(Math.max(bytesWait, filesWait) / 1000)) };
    }
    b.bytes -= bytes;
    b.files -= 1;
    return { ok: true, reservation: { key, bytes } };
  }

  /** Replaces a reservation's bytes by the bytes really read (the file stays counted). */
  settle(reservation: Reservation, bytesRead: number): void {
    const b = this.buckets.get(reservation.key);
    if (b) b.bytes += reservation.bytes - bytesRead;
    reservation.bytes = bytesRead;
  }

  /**
   * A body longer than its reservation (no Content-Length): charges the bytes read so far and says whether the
   * caller is still within the quota, else how many seconds until the overdraft is paid back.
   */
  extend(reservation: Reservation, bytesRead: number, now = Date.now()): { ok: true } | { ok: false; retryAfter: number } {
    if (bytesRead <= reservation.bytes) return { ok: true };
    this.settle(reservation, bytesRead);
    const b = this.bucket(reservation.key, now);
    if (b.bytes >= 0) return { ok: true };
    return { ok: false, retryAfter: Math.max(1, Math.ceil(this.wait(-b.bytes, this.limit.bytesPerHour) / 1000)) };
  }

  /** Undoes a reservation entirely (another quota refused the same request). */
  cancel(reservation: Reservation): void {
    const b = this.buckets.get(reservation.key);
    if (b) {
      b.bytes += reservation.bytes;
      b.files += 1;
    }
    reservation.bytes = 0;
  }

  /** Callers tracked now (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private wait(missing: number, perHour: number): number {
    if (missing <= 0) return 0;
    return perHour > 0 ? (missing / perHour) * HOUR_MS : HOUR_MS;
  }

  private bucket(key: string, now: number): Bucket {
    let b = this.buckets.get(key);
    if (b) {
      const refill = (now - b.at) / HOUR_MS;
      b.bytes = Math.min(this.limit.bytesPerHour, b.bytes + refill * this.limit.bytesPerHour);
      b.files = Math.min(this.limit.filesPerHour, b.files + refill * this.limit.filesPerHour);
      b.at = now;
      this.buckets.delete(key); // re-inserted last: the map's order is least recently seen first
    } else {
      b = { bytes: this.limit.bytesPerHour, files: this.limit.filesPerHour, at: now };
      if (this.buckets.size >= this.maxTracked) this.prune(now);
    }
    this.buckets.set(key, b);
    return b;
  }

  /** Forgets every full bucket (the same as none); if that frees nothing, the least recently seen tenth. */
  private prune(now: number): void {
    for (const [key, b] of this.buckets) {
      const refill = (now - b.at) / HOUR_MS;
      if (
        b.bytes + refill * this.limit.bytesPerHour >= this.limit.bytesPerHour &&
        b.files + refill * this.limit.filesPerHour >= this.limit.filesPerHour
      )
        this.buckets.delete(key);
    }
    if (this.buckets.size < this.maxTracked) return;
    let drop = Math.ceil(this.maxTracked / 10);
    for (const key of this.buckets.keys()) {
      if (drop-- <= 0) break;
      this.buckets.delete(key);
    }
  }
}
