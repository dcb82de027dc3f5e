import { describe, expect, it } from 'vitest';
import { visitorLoginSig } from './visitor-session.ts';
import { engineLoginSig, isStaffCredentials } from './staff-session.ts';

describe('the visitor login signature per engine', () => {
  const session = { onlyKey: 'k', tradeId: 't', signature: { userId: 'visitor_1', signature: 'ours' }, tencentSig: 'theirs' };
  it("logs in with Tencent's UserSig on the Tencent engine and with ours on our engine", () => {
    expect(visitorLoginSig(session, 'tencent')).toBe('theirs');
    expect(visitorLoginSig(session, 'self')).toBe('ours');
    expect(visitorLoginSig({ ...session, tencentSig: undefined }, 'tencent')).toBe('ours');
  });
});

describe('the signed-in user login signature per engine', () => {
  const credentials = { userID: 'desk_1', userSig: 'ours', tencent: { sdkAppId: 1400000000, userSig: 'theirs' } };
  it("logs staff in with Tencent's UserSig on the Tencent engine and with ours on our engine", () => {
    expect(engineLoginSig(credentials, 'tencent')).toBe('theirs');
    expect(engineLoginSig(credentials, 'self')).toBe('ours');
    expect(engineLoginSig({ userID: 'p', userSig: 'ours' }, 'tencent')).toBe('ours');
  });
  it("accepts the sign-in answer's tencent field in the hy-chat-login event and refuses a malformed one", () => {
    expect(isStaffCredentials(credentials)).toBe(true);
    expect(isStaffCredentials({ userID: 'p', userSig: 'ours', tencent: 'x' })).toBe(false);
  });
});
