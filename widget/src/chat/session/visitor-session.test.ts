import { describe, expect, it } from 'vitest';
import { visitorLoginSig } from './visitor-session.ts';

describe('the visitor login signature per engine', () => {
  const session = { onlyKey: 'k', tradeId: 't', signature: { userId: 'visitor_1', signature: 'ours' }, tencentSig: 'theirs' };
  it("logs in with Tencent's UserSig on the Tencent engine and with ours on our engine", () => {
    expect(visitorLoginSig(session, 'tencent')).toBe('theirs');
    expect(visitorLoginSig(session, 'self')).toBe('ours');
    expect(visitorLoginSig({ ...session, tencentSig: undefined }, 'tencent')).toBe('ours');
  });
});
