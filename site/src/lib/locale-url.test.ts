import { describe, expect, it } from 'vitest';
import { initialLocaleRedirect, localizePath } from './locale-url.ts';

describe('locale URLs', () => {
  it('maps locale-free paths into a locale', () => {
    expect(localizePath('zh_CN', '/')).toBe('/');
    expect(localizePath('zh_CN', '/enter/cultureDetails')).toBe('/enter/cultureDetails');
    expect(localizePath('en_US', '/')).toBe('/en/');
    expect(localizePath('en_US', '/contactUs')).toBe('/en/contactUs');
  });

  it('redirects on first load only when a stored choice differs from the URL', () => {
    const url = { pathname: '/enter', search: '?flag=2', hash: '#develop' };
    expect(initialLocaleRedirect(url, 'zh_CN', null)).toBeNull();
    expect(initialLocaleRedirect(url, 'zh_CN', 'zh_CN')).toBeNull();
    expect(initialLocaleRedirect(url, 'zh_CN', 'fr_FR')).toBeNull();
    expect(initialLocaleRedirect(url, 'zh_CN', 'en_US')).toBe('/en/enter?flag=2#develop');
    expect(initialLocaleRedirect({ pathname: '/en/', search: '', hash: '' }, 'en_US', 'zh_CN')).toBe('/');
    expect(initialLocaleRedirect({ pathname: '/en', search: '', hash: '' }, 'en_US', 'zh_CN')).toBe('/');
  });
});
