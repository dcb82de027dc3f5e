import { describe, expect, it } from 'vitest';
import { isAvatarUrl } from '../../../protocol/model.ts';
import { stringContaining } from '../../helpers/matchers.ts';
import { imBackends, useImServer } from './backends.ts';
import type { ImServer } from './im-helpers.ts';

/**
 * Issue #30: an avatar or group face URL is an absolute http(s) URL or the path of a file uploaded to us
 * (/im/files/<id>), on every path that stores one: a `javascript:` avatar is refused, in the caller's language.
 */
const KEY = 'admin-key-for-avatar-tests-0123456789';
const UNSAFE = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/a.png',
  '/\\evil.example',
];
const TEXT_EN = 'must be a full image address starting with http:// or https://, or the path of a file uploaded here (/im/files/…)';

async function admin(im: ImServer, path: string, body: unknown, language = 'en_US') {
  const res = await fetch(`${im.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, language },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ActionStatus: string; ErrorCode: number; ErrorInfo: string };
}

describe('the avatar rule', () => {
  it('takes http(s) URLs, our uploads and nothing else', () => {
    for (const ok of ['', 'https://partner.example/a.png', 'http://cdn.example/x?y=1', '/im/files/AbC-d_e0123456789012345678'])
      expect(isAvatarUrl(ok), ok).toBe(true);
    for (const bad of [...UNSAFE, '/im/files/../../etc/passwd', '/api/x.png', 'https://a.example/ b.png', 'https:///evil.example'])
      expect(isAvatarUrl(bad), bad).toBe(false);
  });
});

for (const backend of imBackends()) {
  describe(`avatar URLs (${backend.name})`, () => {
    const im = useImServer(backend, { IM_ADMIN_KEY: KEY });

    it('refuses an unsafe avatar in updateMyProfile, createGroup and updateGroupProfile (BAD_REQUEST, localized)', async () => {
      const alice = await im.client('av_alice', { language: 'en_US' });
      for (const avatar of UNSAFE)
        await expect(alice.updateMyProfile({ avatar })).rejects.toMatchObject({
          code: 10004,
          message: stringContaining(`avatar ${TEXT_EN}`),
        });
      await expect(alice.createGroup({ name: 'Crew', type: 'Public', avatar: 'javascript:alert(1)' })).rejects.toMatchObject({
        code: 10004,
      });
      const { group } = (await alice.createGroup({ name: 'Crew', type: 'Public', avatar: 'https://partner.example/g.png' })).data as {
        group: { groupID: string };
      };
      await expect(alice.updateGroupProfile({ groupID: group.groupID, avatar: '//evil.example/g.png' })).rejects.toMatchObject({
        code: 10004,
      });
      // a path of ours has the right form, but must name an uploaded image (the sweep keeps it then): 7004 otherwise
      await expect(alice.updateMyProfile({ avatar: '/im/files/AbCdEfGh0123456789abcdef' })).rejects.toMatchObject({ code: 7004 });
      await alice.updateMyProfile({ avatar: 'https://partner.example/me.png' });
      const zh = await im.client('av_bob', { language: 'zh_CN' });
      await expect(zh.updateMyProfile({ avatar: 'javascript:alert(1)' })).rejects.toMatchObject({
        code: 10004,
        message: stringContaining('avatar 应为以 http:// 或 https:// 开头的完整图片地址，或本站上传文件的路径（/im/files/…）'),
      });
    });

    it('refuses an unsafe FaceUrl at the admin API (10004, localized)', async () => {
      const imported = await admin(im, '/v4/im_open_login_svc/account_import', { UserID: 'av_carol', FaceUrl: 'javascript:alert(1)' });
      expect(imported).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10004, ErrorInfo: `FaceUrl ${TEXT_EN}` });
      const zh = await admin(im, '/v4/im_open_login_svc/account_import', { UserID: 'av_carol', FaceUrl: '//evil.example' }, 'zh_CN');
      expect(zh.ErrorInfo).toBe('FaceUrl 应为以 http:// 或 https:// 开头的完整图片地址，或本站上传文件的路径（/im/files/…）');
      const sig = await admin(im, '/v4/im_open_login_svc/account_import', { UserID: 'av_carol', FaceUrl: 'https://partner.example/c.png' });
      expect(sig).toMatchObject({ ActionStatus: 'OK' });
      const group = await admin(im, '/v4/group_open_http_svc/create_group', {
        Owner_Account: 'av_carol',
        Type: 'Public',
        Name: 'Evil',
        FaceUrl: 'javascript:alert(1)',
      });
      expect(group).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10004, ErrorInfo: `FaceUrl ${TEXT_EN}` });
    });
  });
}
