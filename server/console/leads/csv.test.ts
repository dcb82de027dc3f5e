import { describe, expect, it } from 'vitest';
import { csvCell, leadsCsv } from './csv.ts';

describe('leads CSV', () => {
  it('quotes every cell, doubles quotes and defuses formulas', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+86 138')).toBe('"\'+86 138"');
    expect(csvCell(null)).toBe('""');
  });

  it('writes a header, one CRLF line per lead with its labels, and a byte-order mark', () => {
    const csv = leadsCsv(
      [
        {
          ref: 'enquiry-1',
          source: 'enquiry',
          kind: 'enquiry',
          name: '张三',
          company: 'ACME',
          phone: '13800138000',
          email: 'a@b.cn',
          summary: 'line 1\nline 2',
          status: 'new',
          assignee: null,
          createdAt: '2026-01-02T03:04:05.000Z',
          labels: [3],
        },
      ],
      (ids) => (ids.includes(3) ? '重要 / VIP' : ''),
    );
    expect(csv.startsWith('\uFEFFref,kind,status,assignee,createdAt,name')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      '"enquiry-1","enquiry","new","","2026-01-02T03:04:05.000Z","张三","ACME","13800138000","a@b.cn","line 1\nline 2","重要 / VIP"',
    );
  });
});
