import { describe, expect, it } from 'vitest';
import { searchHref, searchKeyword, searchNonce } from './search.ts';

describe('site search', () => {
  it('ignores blank keywords', () => {
    expect(searchKeyword('')).toBeNull();
    expect(searchKeyword('   \t\n')).toBeNull();
    expect(searchHref('zh_CN', '  ')).toBeNull();
  });

  it('trims the keyword', () => {
    expect(searchKeyword('  维修 ')).toBe('维修');
  });

  it('adds a random number 10000-99999', () => {
    expect(searchNonce(() => 0)).toBe(10000);
    expect(searchNonce(() => 0.999999)).toBe(99999);
    for (let i = 0; i < 200; i++) {
      const n = searchNonce();
      expect(n).toBeGreaterThanOrEqual(10000);
      expect(n).toBeLessThanOrEqual(99999);
      expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('builds the results URL of the locale', () => {
    expect(searchHref('zh_CN', ' 船舶维修 ', () => 0.5)).toBe(`/searchList?keyword=${encodeURIComponent('船舶维修')}&r=55000`);
    expect(searchHref('en_US', 'ship & repair', () => 0)).toBe('/en/searchList?keyword=ship+%26+repair&r=10000');
    const url = new URL(
      searchHref('en_US', 'a b', () => 0)!,
      'http://x',
    );
    expect(url.searchParams.get('keyword')).toBe('a b');
  });
});
