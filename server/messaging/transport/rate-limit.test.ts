import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('send rate limit', () => {
  it('rate-limits per user with a burst allowance', () => {
    const limiter = new RateLimiter(2, 3);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('u', t))).toEqual([true, true, true, false]);
    expect(limiter.take('v', t)).toBe(true);
    expect(limiter.take('u', t + 500)).toBe(true);
    expect(new RateLimiter(0, 0).take('u')).toBe(true);
  });
});
