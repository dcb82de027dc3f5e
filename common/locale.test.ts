import { describe, expect, it } from 'vitest';
import { splitLocalePath, switchLocalePath } from './locale.ts';
import { isSitePath } from './site-paths.ts';

describe('locale paths', () => {
  it('splits English paths under /en and Chinese at the root', () => {
    expect(splitLocalePath('/en/enter')).toEqual({ locale: 'en_US', path: '/enter' });
    expect(splitLocalePath('/en/')).toEqual({ locale: 'en_US', path: '/' });
    expect(splitLocalePath('/enter')).toEqual({ locale: 'zh_CN', path: '/enter' });
  });
  it('switches a page to the other language', () => {
    expect(switchLocalePath('/', 'en_US')).toBe('/en/');
    expect(switchLocalePath('/en/contactUs', 'zh_CN')).toBe('/contactUs');
    expect(switchLocalePath('/mediaCenter', 'en_US')).toBe('/en/mediaCenter');
  });
  it('knows the site pages', () => {
    expect(isSitePath('/talentDevelop/social')).toBe(true);
    expect(isSitePath('/talentDevelop/social/')).toBe(true);
    expect(isSitePath('/nope')).toBe(false);
  });
});
