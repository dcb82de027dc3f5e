import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUserSig, verifyUserSig } from './user-sig.ts';

describe('user signatures', () => {
  const secret = 'test-secret';
  it('accepts a fresh signature for its own user', () => {
    const sig = signUserSig('visitor_1', secret, 60);
    const check = verifyUserSig(sig, secret, 'visitor_1');
    expect(check.ok && check.claims.uid).toBe('visitor_1');
  });
  it('refuses a signature made with another secret', () => {
    expect(verifyUserSig(signUserSig('u', 'other', 60), secret)).toEqual({ ok: false, reason: 'forged' });
  });
  it('refuses a payload edited to another user', () => {
    const sig = signUserSig('alice', secret, 60);
    const [, tag] = sig.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ v: 1, uid: 'bob', iat: 1, exp: 9e9 })).toString('base64url');
    expect(verifyUserSig(`${forgedPayload}.${tag}`, secret)).toEqual({ ok: false, reason: 'forged' });
  });
  it('refuses an expired signature and one for another user', () => {
    const old = signUserSig('u', secret, 10, Date.now() - 60_000);
    expect(verifyUserSig(old, secret)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyUserSig(signUserSig('u', secret, 60), secret, 'v')).toEqual({ ok: false, reason: 'wrong-user' });
  });
  it('refuses garbage', () => {
    expect(verifyUserSig('nonsense', secret).ok).toBe(false);
    expect(verifyUserSig('.x', secret).ok).toBe(false);
  });

  it('names the account kind and epoch it was issued for', () => {
    const partner = verifyUserSig(signUserSig('alice', secret, 60), secret);
    expect(partner.ok && partner.claims).toMatchObject({ uid: 'alice', kind: 'partner', epoch: 0 });
    const visitorId = `visitor_${'0a'.repeat(12)}`;
    const visitor = verifyUserSig(signUserSig(visitorId, secret, 60), secret);
    expect(visitor.ok && visitor.claims.kind).toBe('visitor');
    const staff = verifyUserSig(signUserSig('ann', secret, 60, Date.now(), { kind: 'staff', epoch: 3 }), secret);
    expect(staff.ok && staff.claims).toMatchObject({ kind: 'staff', epoch: 3 });
  });
  it('reads a signature made before kinds as one without a kind, epoch 0', () => {
    const payload = Buffer.from(JSON.stringify({ v: 1, uid: 'old', iat: 1, exp: 4_000_000_000 })).toString('base64url');
    const sig = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    const check = verifyUserSig(sig, secret, 'old');
    expect(check.ok && check.claims).toEqual({ uid: 'old', iat: 1, exp: 4_000_000_000, epoch: 0 });
  });
  it('refuses an unknown kind or a bad epoch even with a valid MAC', () => {
    for (const extra of [{ k: 'root' }, { e: -1 }, { e: 1.5 }]) {
      const payload = Buffer.from(JSON.stringify({ v: 1, uid: 'x', iat: 1, exp: 4_000_000_000, ...extra })).toString('base64url');
      const sig = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
      expect(verifyUserSig(sig, secret)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
