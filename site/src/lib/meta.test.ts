import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { brand } from '../../../common/brand.ts';
import { deepestHandle, pageMeta } from './meta.ts';

function instance(locale: 'zh_CN' | 'en_US') {
  const common: unknown = JSON.parse(readFileSync(new URL(`../i18n/${locale}/meta.json`, import.meta.url), 'utf8'));
  const i18n = i18next.createInstance();
  void i18n.init({ lng: locale, initAsync: false, resources: { [locale]: { meta: common as object } }, defaultNS: 'common' });
  return i18n;
}

describe('page meta', () => {
  it('uses the deepest match that declares a page key', () => {
    expect(deepestHandle([{ handle: { meta: 'home' } }, { handle: { meta: 'bussiness' } }, { handle: { meta: 'gmscare' } }])?.meta).toBe(
      'gmscare',
    );
    expect(deepestHandle([{ handle: { meta: 'talentDevelop' } }, { handle: undefined }])?.meta).toBe('talentDevelop');
    expect(deepestHandle([{}, { handle: { other: 1 } }])).toBeNull();
  });

  it('builds "<page title> - <brand>" with keywords and description in each locale', () => {
    const zh = pageMeta(instance('zh_CN').t, 'contactUs', brand.zh_CN.name);
    expect(zh.title).toBe('联系我们 - 海联船舶科技');
    expect(zh.keywords).not.toBe('');
    expect(zh.description).not.toBe('');
    const en = pageMeta(instance('en_US').t, 'contactUs', brand.en_US.name);
    expect(en.title).toBe('Contact Us - SeaLink Marine');
  });

  it('falls back to the brand name for an unknown key', () => {
    expect(pageMeta(instance('en_US').t, 'nope', 'SeaLink Marine').title).toBe('SeaLink Marine');
  });
});
