import { describe, expect, it } from 'vitest';
import { groupByDay, highlight, keywordsOf, pickDay, pickable, searchRequest, timeWindow } from './search-rules.ts';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
const s = (d: Date) => d.getTime() / 1000;

describe('search rules', () => {
  it('trims and splits keywords on whitespace', () => {
    expect(keywordsOf('  发动机\t engine  ')).toEqual(['发动机', 'engine']);
    expect(keywordsOf('   ')).toEqual([]);
  });

  it('highlights every keyword case-insensitively, special characters taken literally', () => {
    expect(highlight('Engine (2) 发动机 engine', ['ENGINE', '(2)'])).toEqual([
      { text: 'Engine', hit: true },
      { text: ' ', hit: false },
      { text: '(2)', hit: true },
      { text: ' 发动机 ', hit: false },
      { text: 'engine', hit: true },
    ]);
    expect(highlight('a.b axb', ['.'])).toEqual([
      { text: 'a', hit: false },
      { text: '.', hit: true },
      { text: 'b axb', hit: false },
    ]);
    expect(highlight('<b>x</b>', [])).toEqual([{ text: '<b>x</b>', hit: false }]);
  });

  it('groups results by local day, newest first', () => {
    const m = [s(at(2026, 11, 25, 9)), s(at(2026, 11, 25, 8)), s(at(2026, 11, 3, 23))].map((time) => ({ time }));
    expect(groupByDay(m).map((g) => [g.day, g.messages.length])).toEqual([
      ['2026-11-25', 2],
      ['2026-11-03', 1],
    ]);
  });

  it('turns the time filters into a search window', () => {
    const now = at(2026, 11, 25, 10).getTime();
    expect(timeWindow({ kind: 'all' }, now)).toEqual({});
    expect(timeWindow({ kind: 'today' }, now)).toEqual({ timePosition: now / 1000, timePeriod: 10 * 3600 });
    expect(timeWindow({ kind: 'days', days: 3 }, now)).toEqual({ timePosition: now / 1000, timePeriod: 3 * 86400 });
    const end = s(at(2026, 11, 11)) - 1;
    expect(timeWindow({ kind: 'range', start: at(2026, 11, 9), end: at(2026, 11, 10) })).toEqual({
      timePosition: end,
      timePeriod: end - s(at(2026, 11, 9)),
    });
  });

  it('picks a date range: start, end (swapped when earlier), a third pick restarts; current month only', () => {
    let r = pickDay({ start: null, end: null }, at(2026, 11, 20));
    r = pickDay(r, at(2026, 11, 12));
    expect(r).toEqual({ start: at(2026, 11, 12), end: at(2026, 11, 20) });
    expect(pickDay(r, at(2026, 11, 2))).toEqual({ start: at(2026, 11, 2), end: null });
    expect(pickable(at(2026, 11, 30), at(2026, 11, 1))).toBe(true);
    expect(pickable(at(2026, 12, 1), at(2026, 11, 1))).toBe(false);
  });

  it('builds the request of a screen: tab types, time filter, modifiers in the global box only', () => {
    const now = at(2026, 11, 25, 10).getTime();
    expect(searchRequest('  ', 'allMessage', { kind: 'all' }, null, now)).toBeNull();
    expect(searchRequest('报价 单', 'fileMessage', { kind: 'all' }, 'C2Cbo', now)).toEqual({
      keywordList: ['报价', '单'],
      conversationID: 'C2Cbo',
      messageTypeList: ['TIMFileElem'],
      keywordListMatchType: 'and',
    });
    expect(searchRequest('from:bo', 'allMessage', { kind: 'all' }, 'C2Cbo', now)?.keywordList).toEqual(['from:bo']);
    expect(searchRequest('报价 from:bo has:file', 'otherMessage', { kind: 'all' }, null, now)).toBeNull();
    expect(searchRequest('报价 from:bo', 'textMessage', { kind: 'days', days: 7 }, null, now)).toEqual({
      keywordList: ['报价'],
      senderUserIDList: ['bo'],
      messageTypeList: ['TIMTextElem'],
      timePosition: now / 1000,
      timePeriod: 7 * 86400,
      keywordListMatchType: 'and',
    });
    // a before: older than the time filter's window leaves nothing to ask
    expect(searchRequest('x before:2026-11-01', 'allMessage', { kind: 'today' }, null, now)).toBeNull();
  });
});
