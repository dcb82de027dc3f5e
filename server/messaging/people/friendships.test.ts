import { describe, expect, it } from 'vitest';
import { remarkUnits } from './friendships.ts';

describe('friend remark (SPEC §5)', () => {
  it('counts remark length with non-basic-Latin characters as 2', () => {
    expect(remarkUnits('abc')).toBe(3);
    expect(remarkUnits('船长')).toBe(4);
    expect(remarkUnits('é')).toBe(2);
  });
});
