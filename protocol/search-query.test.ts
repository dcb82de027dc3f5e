import { describe, expect, it } from 'vitest';
import { parseSearchQuery, searchDataOf } from './search-query.ts';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

describe('parseSearchQuery', () => {
  it('splits keywords on whitespace and keeps quoted parts whole', () => {
    expect(parseSearchQuery('  发动机   Engine\t"spare parts"  ').keywords).toEqual(['发动机', 'Engine', 'spare parts']);
  });

  it('reads from:, in:, before:, after: and has:file, case-insensitively', () => {
    expect(parseSearchQuery('报价 FROM:@ann from:bo In:GROUPg1 before:2026-11-20 after:2026-11-10 has:FILE')).toEqual({
      keywords: ['报价'],
      from: ['ann', 'bo'],
      in: 'GROUPg1',
      before: day(2026, 11, 20),
      after: day(2026, 11, 11),
      hasFile: true,
    });
    expect(parseSearchQuery('in:cy').in).toBe('C2Ccy');
    expect(parseSearchQuery('in:C2Ccy').in).toBe('C2Ccy');
  });

  it('keeps invalid or empty modifiers as keywords', () => {
    expect(parseSearchQuery('before:soon after:2026-02-30 has:link from: in:').keywords).toEqual([
      'before:soon',
      'after:2026-02-30',
      'has:link',
      'from:',
      'in:',
    ]);
  });
});

describe('searchDataOf', () => {
  it('maps the modifiers to search fields', () => {
    const d = searchDataOf(parseSearchQuery('报价 from:ann in:GROUPg1 has:file after:2026-11-10 before:2026-11-20'));
    const end = day(2026, 11, 20) / 1000 - 1;
    expect(d).toEqual({
      keywordList: ['报价'],
      senderUserIDList: ['ann'],
      conversationID: 'GROUPg1',
      messageTypeList: ['TIMFileElem'],
      timePosition: end,
      timePeriod: end - day(2026, 11, 11) / 1000,
    });
  });

  it('runs an after: window up to now, a before: window back without limit', () => {
    const now = day(2026, 11, 25) + 3600_000;
    expect(searchDataOf(parseSearchQuery('x after:2026-11-20'), now)).toEqual({
      keywordList: ['x'],
      timePosition: now / 1000,
      timePeriod: now / 1000 - day(2026, 11, 21) / 1000,
    });
    expect(searchDataOf(parseSearchQuery('x before:2026-11-20'))).toEqual({
      keywordList: ['x'],
      timePosition: day(2026, 11, 20) / 1000 - 1,
    });
  });

  it('is null for an empty window', () => {
    expect(searchDataOf(parseSearchQuery('x after:2026-11-19 before:2026-11-20'))).toBeNull();
    expect(searchDataOf(parseSearchQuery('x after:2026-11-18 before:2026-11-20'))).not.toBeNull();
  });
});
