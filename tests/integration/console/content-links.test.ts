import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { call } from './console-kit.ts';
import { BANNER, article, pngImage, uploadMedia, useContentServer } from './content-kit.ts';

/**
 * Issue #30: a stored link is an absolute http(s) address or a path of this site (one `/` then neither `/` nor
 * `\`): a brief's link and a banner's external address are refused otherwise, with a clear text.
 */
const UNSAFE = [
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  'java\tscript:alert(1)',
  'javascript:alert(1)',
  'https://evil .example',
];

for (const target of testDatabases()) {
  describe(`console content links on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0, revisionPollMs: 100 });
    let cover = '';
    beforeAll(async () => {
      cover = (await uploadMedia(kit.server.url, kit.staff.editor, await pngImage())).body.data.urls.large;
    });

    const brief = (link: string, language = 'en_US') => {
      const { en_US: _en, ...versions } = article('Brief', cover).versions;
      return call(kit.server.url, 'POST', '/content/news', {
        staff: kit.staff.editor,
        body: { ...article('Brief', cover), category: 3, link, versions },
        headers: { language },
      });
    };

    it("refuses a brief's link to another site in disguise, in the caller's language", async () => {
      for (const link of UNSAFE) {
        const answer = await brief(link);
        expect({ link, status: answer.status, field: answer.body.errors?.[0]?.field }).toEqual({ link, status: 400, field: 'link' });
        expect(answer.body.msg).toBe(
          'A link must be a full address starting with http:// or https://, or a path on this site starting with a single / (no spaces or backslashes)',
        );
      }
      const zh = await brief('//evil.example', 'zh_CN');
      expect([zh.status, zh.body.msg]).toEqual([
        400,
        '链接应为以 http:// 或 https:// 开头的完整地址，或以单个 / 开头的本站路径（不含空白或反斜杠）',
      ]);
      expect((await brief('/mediaCenter/mediaCenterNews')).status).toBe(200);
      expect((await brief('https://partner.example/report?id=1')).status).toBe(200);
    });

    it('refuses a banner address that is not a plain absolute http(s) URL', async () => {
      for (const jumpUrl of [...UNSAFE, '/mediaCenter', 'https://\\evil.example']) {
        const answer = await call(kit.server.url, 'POST', '/content/banners', { staff: kit.staff.editor, body: { ...BANNER, jumpUrl } });
        expect({ jumpUrl, status: answer.status }).toEqual({ jumpUrl, status: 400 });
      }
      expect((await call(kit.server.url, 'POST', '/content/banners', { staff: kit.staff.editor, body: BANNER })).status).toBe(200);
    });
  });
}
