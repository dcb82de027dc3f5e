import { describe, expect, it } from 'vitest';
import { UploadQuota } from './upload-quota.ts';

const HOUR = 3600_000;

describe('UploadQuota', () => {
  it('lets an hour of bytes and files through at once, then refills them over the hour', () => {
    const q = new UploadQuota({ bytesPerHour: 1000, filesPerHour: 10 });
    const first = q.reserve('u', 1000, 0);
    expect(first.ok).toBe(true);
    expect(q.reserve('u', 1, 0)).toEqual({ ok: false, retryAfter: 4 }); // 1 byte of 1000/h: 3.6 s
    expect(q.reserve('u', 500, HOUR / 2).ok).toBe(true);
    expect(q.reserve('other', 1000, HOUR / 2).ok).toBe(true);
  });

  it('settles a reservation to the bytes read and cancels one entirely', () => {
    const q = new UploadQuota({ bytesPerHour: 1000, filesPerHour: 2 });
    const r = q.reserve('u', 800, 0);
    if (!r.ok) throw new Error('refused');
    q.settle(r.reservation, 100);
    const again = q.reserve('u', 900, 0);
    if (!again.ok) throw new Error('refused');
    q.cancel(again.reservation);
    // one file left of two: the cancelled one came back
    expect(q.reserve('u', 900, 0).ok).toBe(true);
    expect(q.reserve('u', 0, 0)).toEqual({ ok: false, retryAfter: 1800 });
  });

  it('charges a body read past its reservation and refuses once the quota is overdrawn', () => {
    const q = new UploadQuota({ bytesPerHour: 1000, filesPerHour: 10 });
    const r = q.reserve('u', 0, 0);
    if (!r.ok) throw new Error('refused');
    expect(q.extend(r.reservation, 900, 0)).toEqual({ ok: true });
    expect(q.extend(r.reservation, 1360, 0)).toEqual({ ok: false, retryAfter: 1296 });
  });

  it('stays bounded: forgets full buckets, then the least recently seen', () => {
    const q = new UploadQuota({ bytesPerHour: 1000, filesPerHour: 10 }, 100);
    for (let i = 0; i < 100; i++) q.reserve(`a${i}`, 10, 0);
    expect(q.size).toBe(100);
    q.reserve('late', 10, 0);
    expect(q.size).toBeLessThanOrEqual(100);
    for (let i = 0; i < 50; i++) q.reserve(`b${i}`, 10, 2 * HOUR);
    expect(q.size).toBeLessThanOrEqual(100);
  });
});
