import { describe, expect, it } from 'vitest';
import { accountKind, isVisitorId } from './account-kind.ts';

describe('account kinds', () => {
  const inboxes = ['sealink_service'];
  it('tells an inbox, a staff account, a visitor and a partner user apart', () => {
    expect(accountKind('sealink_service', true, inboxes)).toBe('service');
    // an inbox stays an inbox even without its staff flag
    expect(accountKind('sealink_service', false, inboxes)).toBe('service');
    expect(accountKind('ann', true, inboxes)).toBe('staff');
    expect(accountKind(`visitor_${'f0'.repeat(12)}`, false, inboxes)).toBe('visitor');
    expect(accountKind('shop_42', false, inboxes)).toBe('partner');
  });
  it('knows a visitor only by the exact ID owChat makes', () => {
    expect(isVisitorId(`visitor_${'ab'.repeat(12)}`)).toBe(true);
    expect(isVisitorId(`visitor_${'ab'.repeat(11)}`)).toBe(false);
    expect(isVisitorId(`visitor_${'AB'.repeat(12)}`)).toBe(false);
    expect(isVisitorId(`xvisitor_${'ab'.repeat(12)}`)).toBe(false);
  });
});
