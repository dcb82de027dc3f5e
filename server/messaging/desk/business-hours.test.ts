import { describe, expect, it } from 'vitest';
import { checkTimeZone, isWithinHours, parseBusinessHours } from './business-hours.ts';

describe('business hours', () => {
  const hours = parseBusinessHours('mon-fri 09:00-18:00; sat 10:00-12:00,13:00-14:00');

  it('reads the weekday and time in the configured zone, not the server clock', () => {
    // 2026-11-23 is a Monday. 01:30 UTC is 09:30 in Shanghai (open) but 20:30 Sunday in New York (closed).
    const at = new Date('2026-11-23T01:30:00Z');
    expect(isWithinHours(hours, 'Asia/Shanghai', at)).toBe(true);
    expect(isWithinHours(hours, 'America/New_York', at)).toBe(false);
    // 00:59 UTC is 08:59 in Shanghai: a minute before opening
    expect(isWithinHours(hours, 'Asia/Shanghai', new Date('2026-11-23T00:59:00Z'))).toBe(false);
    // 18:00 Shanghai is closed (a span ends before its end minute), 17:59 open
    expect(isWithinHours(hours, 'Asia/Shanghai', new Date('2026-11-23T10:00:00Z'))).toBe(false);
    expect(isWithinHours(hours, 'Asia/Shanghai', new Date('2026-11-23T09:59:00Z'))).toBe(true);
  });

  it('follows daylight saving time in the zone', () => {
    // New York: 09:30 local is 13:30 UTC in summer (EDT) and 14:30 UTC in winter (EST)
    expect(isWithinHours(hours, 'America/New_York', new Date('2026-07-06T13:30:00Z'))).toBe(true);
    expect(isWithinHours(hours, 'America/New_York', new Date('2026-12-07T13:30:00Z'))).toBe(false);
    expect(isWithinHours(hours, 'America/New_York', new Date('2026-12-07T14:30:00Z'))).toBe(true);
  });

  it('keeps several spans of a day and closed days', () => {
    // Saturday 2026-11-28 in Shanghai (UTC+8)
    expect(isWithinHours(hours, 'Asia/Shanghai', new Date('2026-11-28T02:30:00Z'))).toBe(true); // 10:30
    expect(isWithinHours(hours, 'Asia/Shanghai', new Date('2026-11-28T04:30:00Z'))).toBe(false); // 12:30 lunch
    expect(isWithinHours(hours, 'Asia/Shanghai', new Date('2026-11-28T05:30:00Z'))).toBe(true); // 13:30
    expect(isWithinHours(hours, 'Asia/Shanghai', new Date('2026-11-29T02:30:00Z'))).toBe(false); // Sunday
  });

  it('reads always, wrapping day ranges and 24:00, and refuses malformed hours and zones', () => {
    const always = parseBusinessHours('always');
    expect(isWithinHours(always, 'Asia/Shanghai', new Date('2026-11-29T18:00:00Z'))).toBe(true);
    expect(parseBusinessHours('never').every((d) => d.length === 0)).toBe(true);
    const weekend = parseBusinessHours('sat-sun 00:00-24:00');
    expect(isWithinHours(weekend, 'UTC', new Date('2026-11-29T23:59:00Z'))).toBe(true);
    expect(isWithinHours(weekend, 'UTC', new Date('2026-11-30T00:00:00Z'))).toBe(false);
    const fri = parseBusinessHours('fri-mon 08:00-09:00');
    expect(fri[0]).toEqual([[480, 540]]);
    expect(fri[3]).toEqual([]);
    expect(() => parseBusinessHours('mon 18:00-09:00')).toThrow(/ends before/);
    expect(() => parseBusinessHours('funday 09:00-10:00')).toThrow(/weekday/);
    expect(() => parseBusinessHours('mon 9-10')).toThrow(/HH:MM/);
    expect(() => checkTimeZone('Mars/Olympus')).toThrow();
  });
});
