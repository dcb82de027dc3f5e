import { describe, expect, it } from 'vitest';
import { kickedOutText, signatureProblem, signedInUser } from './user-session.ts';

describe('signed-in user session', () => {
  it('is on only with both user-id and user-sig', () => {
    expect(signedInUser({ userId: 'u1', userSig: 's' })).toEqual({ userID: 'u1', userSig: 's' });
    expect(signedInUser({ userId: 'u1', userSig: '' })).toBeNull();
    expect(signedInUser({ userId: '', userSig: 's' })).toBeNull();
  });

  it('names an expired or invalid signature in the widget’s words, and leaves other errors alone', () => {
    const t = (key: string) => `t:${key}`;
    expect(signatureProblem({ code: 70001 }, t)).toBe('t:session.sigExpired');
    expect(signatureProblem({ code: 70003 }, t)).toBe('t:session.sigInvalid');
    expect(signatureProblem({ code: 70013 }, t)).toBe('t:session.sigInvalid');
    expect(signatureProblem({ code: 70051 }, t)).toBe('t:session.disabled');
    expect(signatureProblem({ code: 70052 }, t)).toBe('t:session.signedOut');
    expect(signatureProblem({ code: 2800 }, t)).toBeNull();
    expect(signatureProblem(null, t)).toBeNull();
  });

  it('says why the server ended the sign-in: revoked, disabled, expired, or another device', () => {
    const t = (key: string) => `t:${key}`;
    expect(kickedOutText({ reason: 'revoked' }, t)).toBe('t:session.signedOut');
    expect(kickedOutText({ reason: 'disabled' }, t)).toBe('t:session.disabled');
    expect(kickedOutText({ type: 'userSigExpired' }, t)).toBe('t:session.sigExpired');
    expect(kickedOutText({ reason: 'multipleDevices' }, t)).toBe('t:session.kickedOut');
    expect(kickedOutText(undefined, t)).toBe('t:session.kickedOut');
  });
});
