import { describe, expect, it } from 'vitest';
import { createContactsStore, displayName, isBothWays, toggleSection } from './contacts.ts';
import { MAX_REMARK_UNITS, remarkFits, remarkUnits } from '../lib/remark.ts';

describe('contacts slice (SPEC §2, §4)', () => {
  it('a click toggles a section; reselecting collapses it', () => {
    const store = createContactsStore();
    expect(toggleSection(store, 'friends')).toBe(true);
    expect(store.open.friends).toBe(true);
    expect(toggleSection(store, 'friends')).toBe(false);
    expect(store.open.friends).toBe(false);
  });
  it('only a both-way relation counts as friends', () => {
    expect(isBothWays('CheckResult_Type_BothWay')).toBe(true);
    for (const r of ['CheckResult_Type_AWithB', 'CheckResult_Type_BWithA', 'CheckResult_Type_NoRelation', undefined])
      expect(isBothWays(r)).toBe(false);
  });
  it('shows the remark, else the nick, else the user ID', () => {
    expect(displayName({ userID: 'u', nick: 'Nick', remark: 'Mate' })).toBe('Mate');
    expect(displayName({ userID: 'u', nick: 'Nick', remark: '' })).toBe('Nick');
    expect(displayName({ userID: 'u', nick: '', remark: '' })).toBe('u');
  });
});

describe('friend remark length (SPEC §5)', () => {
  it('counts non-basic-Latin characters as 2 and allows 96', () => {
    expect(remarkUnits('abc')).toBe(3);
    expect(remarkUnits('船长')).toBe(4);
    expect(remarkFits('a'.repeat(MAX_REMARK_UNITS))).toBe(true);
    expect(remarkFits('船'.repeat(48))).toBe(true);
    expect(remarkFits('船'.repeat(48) + 'a')).toBe(false);
  });
});
