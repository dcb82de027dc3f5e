import { describe, expect, it } from 'vitest';
import { ratingsCsv, reportCsv } from './reports.ts';
import { describeAgent } from './visitors.ts';

describe('desk report CSV and visitor device', () => {
  it('writes days, overall and agents as CSV with a byte-order mark, formulas defused', () => {
    const row = { conversations: 3, resolved: 2, firstResponseSeconds: 12.5, resolutionSeconds: 300, ratingAverage: 4.5, ratings: 2 };
    const csv = reportCsv({
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: 'Asia/Shanghai',
      perDay: [{ day: '2026-11-25', conversations: 3 }],
      overall: { agent: '', ...row },
      agents: [{ agent: '=cmd', ...row, ratingAverage: null }],
      labels: [{ id: 4, zh: '投诉', en: 'Complaint', color: '#ff0000', conversations: 2 }],
      ratings: [],
    });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('row,key,conversations,resolved,first_response_seconds,resolution_seconds,rating_average,ratings');
    expect(lines[1]).toBe('"day","2026-11-25","3","","","","",""');
    expect(lines[2]).toBe('"overall","2026-11-01..2026-11-30","3","2","12.5","300","4.5","2"');
    expect(lines[3]).toBe(`"agent","'=cmd","3","2","12.5","300","","2"`);
    expect(lines[4]).toBe('"label","投诉 / Complaint","2","","","","",""');
  });

  it('writes ratings with their comments as CSV, quotes doubled and formulas defused', () => {
    const csv = ratingsCsv([
      {
        conversationId: 7,
        agent: 'agent_ann',
        visitorName: 'Li',
        score: 2,
        comment: '=HYPERLINK("x") slow, "late"',
        ratedAt: '2026-11-25T01:00:00.000Z',
      },
    ]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('conversation,agent,visitor,score,comment,rated_at');
    expect(lines[1]).toBe(`"7","agent_ann","Li","2","'=HYPERLINK(""x"") slow, ""late""","2026-11-25T01:00:00.000Z"`);
  });

  it('names the device and browser from the User-Agent', () => {
    expect(
      describeAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ device: 'mobile · iOS', browser: 'Safari 17' });
    expect(
      describeAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0',
      ),
    ).toEqual({
      device: 'desktop · Windows',
      browser: 'Edge 131',
    });
    expect(describeAgent('')).toEqual({ device: '', browser: '' });
  });
});
