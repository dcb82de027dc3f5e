import { describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import { defaultServerUrl, normalizeServerUrl, parseBooleanAttribute, parseFlag, resolveConfig } from './config.ts';

const env = {
  scriptUrl: 'https://chat.sealink.example/widget/hy-chat.js',
  pageHref: 'https://partner.example/products/index.html',
  pageOrigin: 'https://partner.example',
};

describe('resolveConfig', () => {
  it('has the documented defaults', () => {
    expect(resolveConfig({}, env)).toEqual({
      locale: 'zh_CN',
      serverUrl: 'https://chat.sealink.example',
      engine: 'self',
      sdkAppId: '',
      engineNotice: null,
      phone: brand.phone,
      email: brand.email,
      displayOnlineStatus: false,
      userId: '',
      userSig: '',
      input: { enableInput: true, enableAt: true, enableDragUpload: false, enableTyping: true, enableSend: true },
      official: false,
      readReceipt: true,
      layout: 'floating',
    });
  });

  it('reads layout: inline for the console’s full-page chat, floating otherwise', () => {
    expect(resolveConfig({ layout: 'inline' }, env).layout).toBe('inline');
    expect(resolveConfig({ layout: ' INLINE ' }, env).layout).toBe('inline');
    expect(resolveConfig({ layout: 'page' }, env).layout).toBe('floating');
  });

  it('reads the input flags and official mode from their attributes', () => {
    const config = resolveConfig(
      { enableInput: 'false', enableAt: 'off', enableDragUpload: '', enableTyping: '0', enableSend: 'true', official: '' },
      env,
    );
    expect(config.input).toEqual({ enableInput: false, enableAt: false, enableDragUpload: true, enableTyping: false, enableSend: true });
    expect(config.official).toBe(true);
    expect(parseFlag(undefined, true)).toBe(true);
    expect(parseFlag(' FALSE ', true)).toBe(false);
    expect(parseFlag('yes', false)).toBe(true);
  });

  it('takes a signed-in user from user-id and user-sig', () => {
    expect(resolveConfig({ userId: ' partner_user ', userSig: 'sig.mac ' }, env)).toMatchObject({
      userId: 'partner_user',
      userSig: 'sig.mac',
    });
  });

  it('reads official and display-online-status as HTML boolean attributes', () => {
    expect(resolveConfig({ official: '', displayOnlineStatus: 'true' }, env)).toMatchObject({ official: true, displayOnlineStatus: true });
    expect(resolveConfig({ official: 'false' }, env)).toMatchObject({ official: false, displayOnlineStatus: false });
  });

  it('takes valid attribute values and rejects unknown ones', () => {
    const config = resolveConfig(
      { locale: 'en_US', engine: 'tencent', sdkAppId: ' 1400000000 ', phone: '021-1', email: 'a@b.example' },
      env,
    );
    expect(config).toMatchObject({ locale: 'en_US', engine: 'tencent', sdkAppId: '1400000000', phone: '021-1' });
    expect(resolveConfig({ locale: 'fr_FR', engine: 'other', phone: '  ' }, env)).toMatchObject({
      locale: 'zh_CN',
      engine: 'self',
      phone: brand.phone,
    });
  });

  it('runs engine="tencent" without a usable sdk-app-id on our server, and says so', () => {
    for (const sdkAppId of [undefined, '', ' ', 'abc', '0', '-5', '1.5']) {
      expect(resolveConfig({ engine: 'tencent', sdkAppId }, env)).toMatchObject({ engine: 'self', engineNotice: 'tencentWithoutAppId' });
    }
    expect(resolveConfig({ engine: 'tencent', sdkAppId: '1400000000' }, env)).toMatchObject({ engine: 'tencent', engineNotice: null });
    expect(resolveConfig({ engine: 'self', sdkAppId: '' }, env).engineNotice).toBeNull();
  });

  it('uses the server-url attribute when usable', () => {
    expect(resolveConfig({ serverUrl: 'https://api.example/chat/' }, env).serverUrl).toBe('https://api.example/chat');
    expect(resolveConfig({ serverUrl: 'javascript:alert(1)' }, env).serverUrl).toBe('https://chat.sealink.example');
  });
});

describe('defaultServerUrl', () => {
  it('is the origin of the widget script', () => {
    expect(defaultServerUrl('http://localhost:3000/widget/hy-chat.js?v=2', 'https://x.example')).toBe('http://localhost:3000');
  });

  it('falls back to the page origin', () => {
    expect(defaultServerUrl(undefined, 'https://x.example')).toBe('https://x.example');
    expect(defaultServerUrl('blob:whatever', 'https://x.example')).toBe('https://x.example');
    expect(defaultServerUrl('not a url', 'https://x.example')).toBe('https://x.example');
  });
});

describe('normalizeServerUrl', () => {
  it('resolves relative URLs against the page and strips trailing slashes', () => {
    expect(normalizeServerUrl('/api/', env.pageHref)).toBe('https://partner.example/api');
    expect(normalizeServerUrl('https://a.example///', env.pageHref)).toBe('https://a.example');
    expect(normalizeServerUrl('   ', env.pageHref)).toBeNull();
    expect(normalizeServerUrl('ftp://a.example', env.pageHref)).toBeNull();
  });
});

describe('parseBooleanAttribute', () => {
  it('follows HTML boolean attributes, with "false" as off', () => {
    expect(parseBooleanAttribute(null)).toBe(false);
    expect(parseBooleanAttribute('')).toBe(true);
    expect(parseBooleanAttribute('unread')).toBe(true);
    expect(parseBooleanAttribute('true')).toBe(true);
    expect(parseBooleanAttribute('false')).toBe(false);
    expect(parseBooleanAttribute(' FALSE ')).toBe(false);
  });
});
