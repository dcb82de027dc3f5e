import { describe, expect, it } from 'vitest';
import { SignInLimits } from './sign-in-limits.ts';
import type { SignInVerdict } from './sign-in-limits.ts';

const T0 = 1_700_000_000_000;

function fail(limits: SignInLimits, ip: string, user: string, now: number): void {
  const v = limits.begin(ip, user, now);
  if (!v.ok) throw new Error(`refused ${v.who} for ${v.retryAfter}s`);
  v.attempt.failed(now);
}

function refusal(v: SignInVerdict): { who: string; retryAfter: number } | null {
  return v.ok ? null : { who: v.who, retryAfter: v.retryAfter };
}

describe('staff sign-in limits', () => {
  it('locks an IP after its free failures, doubling up to 15 minutes', () => {
    const limits = new SignInLimits({ ipFailures: 5, lockSeconds: 60 });
    for (let i = 0; i < 5; i++) fail(limits, 'ip1', `u${i}`, T0);
    expect(refusal(limits.begin('ip1', 'other', T0 + 1000))).toEqual({ who: 'ip', retryAfter: 59 });
    // another IP is not concerned
    expect(limits.begin('ip2', 'other', T0 + 1000).ok).toBe(true);
    let now = T0 + 60_000;
    const locks: number[] = [];
    for (let i = 0; i < 6; i++) {
      fail(limits, 'ip1', `v${i}`, now);
      const r = refusal(limits.begin('ip1', 'x', now))!;
      locks.push(r.retryAfter);
      now += r.retryAfter * 1000;
    }
    expect(locks).toEqual([120, 240, 480, 900, 900, 900]);
  });

  it('a success clears the IP and the account', () => {
    const limits = new SignInLimits({ ipFailures: 5, lockSeconds: 60 });
    for (let i = 0; i < 4; i++) fail(limits, 'ip1', 'staff', T0);
    const v = limits.begin('ip1', 'staff', T0);
    if (!v.ok) throw new Error('refused');
    v.attempt.succeeded(T0);
    for (let i = 0; i < 5; i++) fail(limits, 'ip1', 'staff', T0);
    expect(refusal(limits.begin('ip1', 'staff', T0))?.who).toBe('ip');
  });

  it('forgets failures after a quiet window', () => {
    const limits = new SignInLimits({ ipFailures: 5, lockSeconds: 60, windowSeconds: 900 });
    for (let i = 0; i < 4; i++) fail(limits, 'ip1', 'staff', T0);
    const later = T0 + 901_000;
    for (let i = 0; i < 4; i++) fail(limits, 'ip1', 'staff', later);
    expect(limits.begin('ip1', 'staff', later).ok).toBe(true);
  });

  it('limits an account across IPs, more leniently and at most 5 minutes, but not from an IP it signed in from', () => {
    const limits = new SignInLimits({ ipFailures: 5, lockSeconds: 60 });
    const ok = limits.begin('home', 'staff', T0);
    if (!ok.ok) throw new Error('refused');
    ok.attempt.succeeded(T0);
    for (let i = 0; i < 10; i++) fail(limits, `10.0.0.${i}`, 'staff', T0);
    expect(refusal(limits.begin('10.0.1.1', 'staff', T0))).toEqual({ who: 'account', retryAfter: 60 });
    // the network staff already signed in from is not held by the account's lock
    const trusted = limits.begin('home', 'staff', T0);
    expect(trusted.ok).toBe(true);
    if (trusted.ok) trusted.attempt.failed(T0); // its failure still counts for the account: next lock 90 s
    let now = T0 + 90_000;
    const locks: number[] = [];
    for (let i = 0; i < 8; i++) {
      fail(limits, `10.0.2.${i}`, 'staff', now);
      const r = refusal(limits.begin('10.0.3.1', 'staff', now))!;
      expect(r.who).toBe('account');
      locks.push(r.retryAfter);
      now += r.retryAfter * 1000;
    }
    expect(locks).toEqual([135, 203, 300, 300, 300, 300, 300, 300]);
  });

  it('counts attempts in progress, so a burst cannot outrun the limit', () => {
    const limits = new SignInLimits({ ipFailures: 5, lockSeconds: 60 });
    const verdicts = Array.from({ length: 50 }, (_, i) => limits.begin('ip1', `u${i}`, T0));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
    expect(refusal(verdicts[5]!)).toEqual({ who: 'ip', retryAfter: 1 });
    const spread = Array.from({ length: 50 }, (_, i) => limits.begin(`ip-${i}`, 'staff', T0));
    expect(spread.filter((v) => v.ok)).toHaveLength(10);
  });

  it('keeps a bounded number of entries', () => {
    const limits = new SignInLimits({ ipFailures: 5, lockSeconds: 60, maxTracked: 100 });
    for (let i = 0; i < 1000; i++) fail(limits, `ip${i}`, `u${i}`, T0);
    expect(limits.tracked.ips).toBe(100);
    expect(limits.tracked.accounts).toBe(100);
    for (let i = 0; i < 1000; i++) {
      const v = limits.begin(`ip${i}`, 'staff', T0);
      if (v.ok) v.attempt.succeeded(T0);
    }
    expect(limits.tracked.trusted).toBe(100);
  });
});
