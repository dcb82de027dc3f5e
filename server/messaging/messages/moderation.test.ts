import { describe, expect, it } from 'vitest';
import { Moderation } from './moderation.ts';

describe('sensitive words', () => {
  it('finds sensitive words case-insensitively in texts only', () => {
    const m = new Moderation(['Badword']);
    expect(m.hits('TIMTextElem', { text: 'a BADWORD b' })).toBe(true);
    expect(m.hits('TIMCustomElem', { data: '{"text":"badword"}' })).toBe(true);
    expect(m.hits('TIMImageElem', { url: 'badword' })).toBe(false);
  });
});
