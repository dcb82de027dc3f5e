import { describe, expect, it } from 'vitest';
import { parseBusinessHours } from './business-hours.ts';
import { defaultAwayMessage, hoursText } from './hours-text.ts';

describe('business hours in words (the default away message)', () => {
  it('groups consecutive days with the same hours, Monday first, in both languages', () => {
    const week = parseBusinessHours('mon-fri 09:00-18:00; sat 10:00-14:00');
    expect(hoursText(week, 'Asia/Shanghai', 'en_US')).toBe('Monday to Friday 9:00-18:00; Saturday 10:00-14:00 (China Standard Time)');
    expect(hoursText(week, 'Asia/Shanghai', 'zh_CN')).toBe('周一至周五 9:00-18:00；周六 10:00-14:00（中国标准时间）');
    expect(hoursText(parseBusinessHours('mon,wed 09:00-12:00,13:00-17:30'), 'Europe/Berlin', 'en_US')).toBe(
      'Monday 9:00-12:00, 13:00-17:30; Wednesday 9:00-12:00, 13:00-17:30 (Central European Standard Time)',
    );
    expect(hoursText(parseBusinessHours('sat-mon 08:00-20:00'), 'UTC', 'en_US')).toBe(
      'Monday 8:00-20:00; Saturday to Sunday 8:00-20:00 (Coordinated Universal Time)',
    );
  });

  it('names no fixed week: round the clock says no hours, never-open says none', () => {
    const always = defaultAwayMessage(parseBusinessHours('always'), 'Asia/Shanghai', 'en_US');
    expect(always).toBe('Hello, no agent is available right now. Leave your phone or e-mail and we will get back to you soon.');
    expect(always).not.toContain('Monday');
    expect(defaultAwayMessage(parseBusinessHours('always'), 'Asia/Shanghai', 'zh_CN')).not.toContain('周一');
    expect(defaultAwayMessage(parseBusinessHours('never'), 'Asia/Shanghai', 'en_US')).not.toContain('hours:');
    expect(defaultAwayMessage(parseBusinessHours('mon-fri 09:00-18:00'), 'Asia/Shanghai', 'en_US')).toBe(
      'Hello, no agent is available right now (hours: Monday to Friday 9:00-18:00 (China Standard Time)). Leave your phone or e-mail and we will get back to you soon.',
    );
  });
});
