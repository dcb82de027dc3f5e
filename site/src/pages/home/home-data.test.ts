import { describe, expect, it } from 'vitest';
import { bannerTarget, pickFigures, recommendedLimit } from './home-data.ts';
import { briefTarget, mediaTabs, newsDetailPath, releaseDate } from './media-data.ts';

describe('home data rules (SPEC §4, §9)', () => {
  it('maps banner jumps: plate pages for jumpType 2, jumpUrl for 3, nothing otherwise', () => {
    const plates = [1, 2, 3, 5, 6].map((plate) => bannerTarget({ jumpType: 2, plate, jumpUrl: null })?.href);
    expect(plates).toEqual(['/enter', '/bussiness', '/mediaCenter', '/talentDevelop', '/contactUs']);
    expect(bannerTarget({ jumpType: 2, plate: 4, jumpUrl: null })).toBeNull();
    expect(bannerTarget({ jumpType: 3, plate: null, jumpUrl: 'https://example.org/x' })).toEqual({
      kind: 'external',
      href: 'https://example.org/x',
    });
    expect(bannerTarget({ jumpType: 3, plate: null, jumpUrl: null })).toBeNull();
    expect(bannerTarget({ jumpType: 1, plate: 1, jumpUrl: 'https://example.org' })).toBeNull();
  });

  it('opens no stored link that is not safe (issue #30): banners and briefs', () => {
    for (const jumpUrl of ['javascript:alert(1)', 'java\tscript:alert(1)', '//evil.example', '/\\evil.example', 'https://evil .example'])
      expect(bannerTarget({ jumpType: 3, plate: null, jumpUrl }), jumpUrl).toBeNull();
    for (const url of ['javascript:alert(1)', '//evil.example', '/\\evil.example', '/%5Cevil.example', '/\t/evil.example', '', null])
      expect(briefTarget(url), String(url)).toBeNull();
    expect(briefTarget('/mediaCenter')).toEqual({ kind: 'path', href: '/mediaCenter' });
    expect(briefTarget('https://example.org/a')).toEqual({ kind: 'absolute', href: 'https://example.org/a' });
  });

  it('limits recommended items to 3 for types 1-2 and 4 otherwise; brief tab only in Chinese', () => {
    expect([1, 2, 3, 4].map(recommendedLimit)).toEqual([3, 3, 4, 4]);
    expect(mediaTabs('zh_CN')).toEqual([1, 2, 3]);
    expect(mediaTabs('en_US')).toEqual([1, 2]);
  });

  it('builds detail links, dates and figure picks without inventing values', () => {
    expect(newsDetailPath(2, 17)).toBe('/mediaCenter/mediaCenterNews/details?id=2&newsId=17');
    expect(releaseDate('2026-11-02 09:00:00')).toBe('2026-11-02');
    expect(releaseDate(null)).toBe('');
    const figures = [
      { key: 'staff', value: '540', label: 'Staff' },
      { key: 'founded', value: '2005', label: 'Founded' },
    ];
    expect(pickFigures(figures, ['founded', 'missing', 'staff']).map((f) => f.value)).toEqual(['2005', '540']);
  });
});
