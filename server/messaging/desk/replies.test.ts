import { describe, expect, it } from 'vitest';
import { ratingOf, ratingPrompt, templatePayload } from './replies.ts';
import { DeskError } from './errors.ts';

const custom = (data: unknown) => ({ data: JSON.stringify(data), description: '', extension: '' });

describe('desk replies', () => {
  it('reads a visitor rating only from an evaluate message with a whole score of 1 to 5', () => {
    expect(ratingOf('TIMCustomElem', custom({ businessID: 'evaluate', score: 5, comment: ' Great ' }))).toEqual({
      score: 5,
      comment: 'Great',
    });
    expect(ratingOf('TIMCustomElem', custom({ businessID: 'evaluate', score: 0 }))).toBeNull();
    expect(ratingOf('TIMCustomElem', custom({ businessID: 'evaluate', score: 6 }))).toBeNull();
    expect(ratingOf('TIMCustomElem', custom({ businessID: 'evaluate', score: 4.5 }))).toBeNull();
    expect(ratingOf('TIMCustomElem', custom({ businessID: 'order', score: 5 }))).toBeNull();
    expect(ratingOf('TIMTextElem', { text: '5' })).toBeNull();
    expect(ratingOf('TIMCustomElem', { data: '{not json' })).toBeNull();
    expect(ratingOf('TIMCustomElem', custom({ businessID: 'evaluate', score: 3, comment: 'x'.repeat(900) }))?.comment).toHaveLength(500);
  });

  it('asks for a rating in the visitor’s language with the evaluate kind and no score', () => {
    const zh = ratingPrompt('zh_CN');
    expect(JSON.parse(String(zh.payload.data))).toMatchObject({
      businessID: 'evaluate',
      score: 0,
      prompt: true,
      text: '本次咨询已结束，请为我们的服务评分',
    });
    expect(ratingOf(zh.type, zh.payload)).toBeNull();
  });

  it('builds SPEC §3 templates and refuses incomplete ones or unsafe links', () => {
    const link = templatePayload({ businessID: 'link', text: 'Our brochure', link: 'https://sealink.test/b.pdf' });
    expect(JSON.parse(String(link.payload.data))).toEqual({ businessID: 'link', text: 'Our brochure', link: 'https://sealink.test/b.pdf' });
    const service = templatePayload({
      businessID: 'service',
      title: 'Hours',
      item: [{ key: 'Mon-Fri', value: '9-18' }, { value: 'no key' }],
    });
    expect(JSON.parse(String(service.payload.data))).toMatchObject({
      businessID: 'service',
      title: 'Hours',
      item: [{ key: 'Mon-Fri', value: '9-18' }],
    });
    for (const bad of [
      { businessID: 'link', text: 'x', link: 'javascript:alert(1)' },
      { businessID: 'order', title: '' },
      { businessID: 'order', title: 'Filter', link: 'ftp://x' },
      { businessID: 'service' },
      { businessID: 'evaluate', score: 5 },
    ])
      expect(() => templatePayload(bad)).toThrow(DeskError);
  });
});
