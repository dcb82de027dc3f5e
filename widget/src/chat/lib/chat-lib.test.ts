import { describe, expect, it } from 'vitest';
import { formatMessageTime, needsDivider } from './time-format.ts';
import { fileKind, truncateFileName } from './file-kind.ts';
import { sendErrorText } from './send-errors.ts';
import { NAMED_EMOJI } from './emoji.ts';
import { parseText, prepareOutgoingText, safeHref } from './text-parse.ts';
import { messageReply, messageText } from './message-abstract.ts';
import { textOf } from './text-of.ts';
import { unreadBadge } from '../store/conversations.ts';
import { saveError, stepZoom, wheelZoom } from '../previewer/preview-store.ts';

const labels = { yesterday: 'yesterday', weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] };
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('timestamp dividers and time display (SPEC §9)', () => {
  it('shows a divider first and after gaps of at least 600 s', () => {
    expect(needsDivider(undefined, 100)).toBe(true);
    expect(needsDivider(100, 699)).toBe(false);
    expect(needsDivider(100, 700)).toBe(true);
  });
  it('formats same day, yesterday, weekday, same year and older', () => {
    const now = at(2026, 11, 21, 15, 0); // a Saturday
    expect(formatMessageTime(at(2026, 11, 21, 9, 5) / 1000, labels, now)).toBe('09:05');
    expect(formatMessageTime(at(2026, 11, 20, 23, 59) / 1000, labels, now)).toBe('yesterday 23:59');
    expect(formatMessageTime(at(2026, 11, 17, 8, 0) / 1000, labels, now)).toBe('Tue 08:00');
    expect(formatMessageTime(at(2026, 3, 4, 8, 0) / 1000, labels, now)).toBe('3/4 08:00');
    expect(formatMessageTime(at(2025, 12, 31, 8, 0) / 1000, labels, now)).toBe('2025/12/31 08:00');
  });
});

describe('file bubbles', () => {
  it('picks the icon type by extension', () => {
    expect(['a.PNG', 'b.pdf', 'c.txt', 'd.pptx', 'e.key', 'f.xlsx', 'g.zip', 'h.docx', 'i.mp4', 'j.xyz', 'noext'].map(fileKind)).toEqual([
      'image',
      'pdf',
      'text',
      'ppt',
      'presentation',
      'sheet',
      'zip',
      'word',
      'video',
      'unknown',
      'unknown',
    ]);
  });
  it('cuts names after 16 width units, wide characters counting 2', () => {
    expect(truncateFileName('short.txt')).toBe('short.txt');
    expect(truncateFileName('abcdefghijklmnop')).toBe('abcdefghijklmnop');
    expect(truncateFileName('abcdefghijklmnopq')).toBe('abcdefghijklmnop…');
    expect(truncateFileName('船舶维修报价单明细表格.pdf')).toBe('船舶维修报价单明…');
  });
});

describe('send errors (SPEC §8)', () => {
  const t = (key: string) => `T:${key}`;
  it('maps the listed codes to their own texts and falls back to the engine message', () => {
    expect(sendErrorText({ code: 80001, message: 'x' }, t)).toBe('T:errors.sensitiveText');
    for (const code of [3123, 4004, 4005, 7004, 7005, 8001, 80004]) expect(sendErrorText({ code }, t)).toMatch(/^T:errors\./);
    expect(sendErrorText({ code: 10017, message: 'You have been muted by the admin' }, t)).toBe('You have been muted by the admin');
    expect(sendErrorText({}, t)).toBe('T:errors.sendFailed');
  });
});

describe('text parsing', () => {
  it('has 29 named emoji drawn as SVG data URLs', () => {
    expect(NAMED_EMOJI).toHaveLength(29);
    expect(new Set(NAMED_EMOJI.map((e) => e.key)).size).toBe(29);
    for (const e of NAMED_EMOJI) expect(e.url).toMatch(/^data:image\/svg\+xml,/);
  });
  it('splits emoji, safe links and mentions; unsafe schemes stay text', () => {
    const parts = parseText('hi [微笑] see https://example.com/a?b=1 and javascript:alert(1) @Alice [nope]', { mentions: true });
    expect(parts.map((p) => p.kind)).toEqual(['text', 'emoji', 'text', 'link', 'text', 'mention', 'text']);
    expect(parts.find((p) => p.kind === 'link')).toMatchObject({ href: 'https://example.com/a?b=1' });
    expect(parts.map((p) => p.text).join('')).toBe('hi [微笑] see https://example.com/a?b=1 and javascript:alert(1) @Alice [nope]');
    expect(parseText('@Bob', { mentions: false })).toEqual([{ kind: 'text', text: '@Bob' }]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('www.sealink.example')).toBe('https://www.sealink.example/');
  });
  it('trims a trailing newline and refuses blank text', () => {
    expect(prepareOutgoingText('hello\n')).toBe('hello');
    expect(prepareOutgoingText('a\nb')).toBe('a\nb');
    expect(prepareOutgoingText(' \n ')).toBeNull();
  });
  it('reads the reply reference from cloudCustomData', () => {
    expect(messageReply(JSON.stringify({ messageReply: { messageID: 'm1', messageSender: 'A', messageAbstract: 'hi' } }))).toEqual({
      messageID: 'm1',
      messageSender: 'A',
      messageAbstract: 'hi',
    });
    expect(messageReply('not json')).toBeNull();
  });
});

describe('badges and previewer limits', () => {
  it("shows '99+' above 99", () => {
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
  it('zooms within 0.125-4 by wheel and by 0.1 steps down to 0.1', () => {
    expect(wheelZoom(4, -1)).toBe(4);
    expect(wheelZoom(0.125, 1)).toBe(0.125);
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(0.1, -1)).toBe(0.1);
  });
  it('refuses to save without a URL or with an unsupported format', () => {
    expect(saveError('')).toBe('preview.noUrl');
    expect(saveError('https://x/y.tiff')).toBe('preview.unsupported');
    expect(saveError('https://x/y.png')).toBeNull();
    expect(saveError('https://x/y.png', 'image/svg+xml')).toBe('preview.unsupported');
  });
});

describe('payload text', () => {
  it('shows strings, numbers and booleans, and never an object as [object Object]', () => {
    expect(textOf('hi')).toBe('hi');
    expect(textOf(42)).toBe('42');
    expect(textOf(false)).toBe('false');
    expect(textOf(undefined)).toBe('');
    expect(textOf(null, 'fallback')).toBe('fallback');
    expect(textOf({ text: 'x' }, 'fallback')).toBe('fallback');
    expect(messageText({ payload: { text: 'hello' } })).toBe('hello');
    expect(messageText({ payload: { text: { nested: true } } })).toBe('');
    expect(messageText({ payload: {} })).toBe('');
  });
});
