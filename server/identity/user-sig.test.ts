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
});
