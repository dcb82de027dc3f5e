import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { canonicalSearch } from '../lib/meta.ts';
import { alternates, headTags, organizationJsonLd, scriptJson } from './head.ts';
import { DEFAULT_SETTINGS } from '../../../common/site-settings.ts';
import { pageAssets } from './preload.ts';
import { anchorState } from '../pages/home/AnchorMenu.tsx';

describe('server-rendered head', () => {
  it('lists zh-CN, en and x-default alternates; Chinese-only pages have no English one', () => {
    expect(alternates('/contactUs', '', 'https://x.example')).toEqual([
      { hreflang: 'zh-CN', href: 'https://x.example/contactUs' },
      { hreflang: 'en', href: 'https://x.example/en/contactUs' },
      { hreflang: 'x-default', href: 'https://x.example/contactUs' },
    ]);
    expect(alternates('/', '', 'https://x.example').map((a) => a.href)).toEqual([
      'https://x.example/',
      'https://x.example/en/',
      'https://x.example/',
    ]);
    expect(alternates('/mediaCenter/mediaCenterBrief', '', 'https://x.example').map((a) => a.hreflang)).toEqual(['zh-CN', 'x-default']);
  });

  it('keeps only the content-naming query parameters in canonical URLs', () => {
    expect(canonicalSearch('?id=1&newsId=5&utm_source=x', ['id', 'newsId'])).toBe('?id=1&newsId=5');
    expect(canonicalSearch('?keyword=a', undefined)).toBe('');
    expect(canonicalSearch('?page=2', ['jobId'])).toBe('');
  });

  it('escapes page texts and script data', async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'en_US',
      resources: { en_US: { meta: { meta: { x: { title: 'A <b> & "c"', keywords: 'k', description: 'd' } } } } },
      defaultNS: 'common',
    });
    const head = headTags({ t: t.t, locale: 'en_US', path: '/x', search: '?id=1&newsId=2', metaKey: 'x', origin: 'https://x.example' });
    expect(head).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; - SeaLink Marine</title>');
    expect(head).toContain('<link rel="canonical" href="https://x.example/en/x?id=1&amp;newsId=2" />');
    expect(scriptJson({ a: '</script><script>' })).not.toContain('</script>');
    expect(organizationJsonLd('zh_CN', 'https://x.example')).toMatchObject({ '@type': 'Organization', url: 'https://x.example/' });
    const settings = {
      ...DEFAULT_SETTINGS,
      phone: '400-820-7777',
      address: { zh_CN: '', en_US: '1 SeaLink Road' },
      social: { linkedin: 'https://www.linkedin.com/company/x', facebook: '', youtube: '' },
      qrImages: { wechat: '/a.svg', video: '/b.svg', app: '/c.svg' },
    };
    expect(organizationJsonLd('en_US', 'https://x.example', settings)).toMatchObject({
      telephone: '400-820-7777',
      address: { '@type': 'PostalAddress', streetAddress: '1 SeaLink Road' },
      sameAs: ['https://www.linkedin.com/company/x'],
      contactPoint: [{ telephone: '400-820-7777' }],
    });
    expect(organizationJsonLd('zh_CN', 'https://x.example', settings)).not.toHaveProperty('address');
  });

  it('preloads a page chunk, its imports and CSS, without repeating the entry', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      'src/pages/home/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_react.js', '_kit.js'], css: ['assets/HomePage.css'] },
      '_kit.js': { file: 'assets/kit.js', css: ['assets/kit.css'] },
    };
    expect(pageAssets(manifest, ['src/pages/home/HomePage.tsx'])).toEqual({
      scripts: ['assets/HomePage.js', 'assets/kit.js'],
      styles: ['assets/HomePage.css', 'assets/kit.css'],
    });
  });
});

describe('home anchor menu rule (SPEC §9)', () => {
  const sections = [
    { id: 'homebanner' as const, top: 0, bottom: 600, dark: true },
    { id: 'aboutus' as const, top: 600, bottom: 1400, dark: false },
    { id: 'company' as const, top: 1400, bottom: 2200, dark: true },
  ];
  it('appears past the banner bottom minus 200 px, highlights at 300 px, turns white at 200 px over dark sections', () => {
    expect(anchorState(400, sections).visible).toBe(false);
    expect(anchorState(399, sections)).toMatchObject({ current: 'aboutus', inverse: true });
    expect(anchorState(401, sections)).toEqual({ visible: true, current: 'aboutus', inverse: false });
    expect(anchorState(1099, sections)).toMatchObject({ current: 'aboutus', inverse: false });
    expect(anchorState(1100, sections)).toMatchObject({ current: 'company', inverse: false });
    expect(anchorState(1199, sections)).toMatchObject({ current: 'company', inverse: false });
    expect(anchorState(1200, sections)).toMatchObject({ current: 'company', inverse: true });
    expect(anchorState(1999, sections)).toMatchObject({ inverse: true });
    expect(anchorState(2000, sections)).toMatchObject({ inverse: false });
  });
});
