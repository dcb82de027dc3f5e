import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import { DEFAULT_SETTINGS } from '../../../common/site-settings.ts';
import type { PublicSiteSettings, SiteSettings } from '../../../common/site-settings.ts';
import { call } from './console-kit.ts';
import { useContentServer } from './content-kit.ts';

async function publicSettings(base: string): Promise<PublicSiteSettings> {
  return ((await (await fetch(`${base}/api/site-settings`)).json()) as { data: PublicSiteSettings }).data;
}

for (const target of testDatabases()) {
  describe(`console content: site settings on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0, revisionPollMs: 0 });

    it('refuses the settings to anonymous callers and to roles without the content right', async () => {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', DEFAULT_SETTINGS],
      ] as const) {
        expect((await call(kit.server.url, method, '/content/settings', { body })).status).toBe(401);
        for (const role of STAFF_ROLES) {
          const answer = await call(kit.server.url, method, '/content/settings', { staff: kit.staff[role], body });
          expect({ method, role, status: answer.status }).toEqual({
            method,
            role,
            status: role === 'admin' || role === 'editor' ? 200 : 403,
          });
        }
      }
    });

    it('gives the site what an editor saved, with QR codes made from the addresses, and refuses what is not clean', async () => {
      const before = await publicSettings(kit.server.url);
      expect(before.phone).toBe(DEFAULT_SETTINGS.phone);
      const oldQr = await fetch(`${kit.server.url}${before.qrImages.wechat}`);
      expect(oldQr.headers.get('content-type')).toContain('image/svg+xml');
      const oldSvg = await oldQr.text();
      expect(oldSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);

      const next: SiteSettings = {
        ...DEFAULT_SETTINGS,
        phone: '400-820-7777',
        filingNumber: '鲁ICP备2005000002号-1',
        address: { zh_CN: '青岛市黄岛区海联路 1 号', en_US: '1 SeaLink Road, Qingdao' },
        qr: { ...DEFAULT_SETTINGS.qr, wechat: 'https://weixin.qq.com/r/another-account' },
      };
      const saved = await call<SiteSettings>(kit.server.url, 'PUT', '/content/settings', { staff: kit.staff.editor, body: next });
      expect(saved.body.data).toEqual(next);
      const after = await publicSettings(kit.server.url);
      expect(after).toMatchObject({ phone: '400-820-7777', filingNumber: '鲁ICP备2005000002号-1', address: next.address });
      expect(after.qrImages.wechat).not.toBe(before.qrImages.wechat);
      expect(after.qrImages.app).toBe(before.qrImages.app);
      const newSvg = await (await fetch(`${kit.server.url}${after.qrImages.wechat}`)).text();
      expect(newSvg).not.toBe(oldSvg);
      expect(newSvg).toContain('<path');
      expect((await fetch(`${kit.server.url}${before.qrImages.wechat}`)).status).toBe(404);

      for (const bad of [
        { ...next, email: 'not an address' },
        { ...next, phone: '<script>' },
        { ...next, filingNumber: '<b>x</b>' },
        { ...next, social: { ...next.social, youtube: 'javascript:alert(1)' } },
        { ...next, qr: { ...next.qr, app: 'ftp://example.com/app' } },
      ]) {
        expect((await call(kit.server.url, 'PUT', '/content/settings', { staff: kit.staff.editor, body: bad })).status).toBe(400);
      }
      expect((await publicSettings(kit.server.url)).phone).toBe('400-820-7777');
      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select(['actor', 'detail'])
        .where('action', '=', 'content.settings.update')
        .orderBy('id')
        .execute();
      expect(audit.at(-1)).toEqual({ actor: 'editor_1', detail: { changed: ['phone', 'filingNumber', 'address', 'qr'] } });
    });
  });
}
