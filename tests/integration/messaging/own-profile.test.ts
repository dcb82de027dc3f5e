import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isBirthday } from '../../../protocol/model.ts';
import { stringContaining } from '../../helpers/matchers.ts';
import { imBackends, useImServer } from './backends.ts';

/**
 * Issue #33.4: the own profile as Tencent Chat has it. Gender (Gender_Type_*), birthday (yyyymmdd) and an avatar
 * uploaded through the checked upload path round-trip through updateMyProfile, getMyProfile and getUserProfile;
 * a bad gender or birthday is refused in the caller's language and changes nothing.
 */

/** A real 2x2 PNG. */
function png(): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = deflateSync(Buffer.alloc((2 * 3 + 1) * 2));
  return Uint8Array.from(Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]));
}

interface Profile {
  userID: string;
  nick: string;
  avatar: string;
  gender: string;
  birthday: number;
}

describe('the birthday rule', () => {
  it('takes 0 and real past dates written yyyymmdd', () => {
    const now = new Date(Date.UTC(2026, 11, 2));
    for (const ok of [0, 19900131, 20000229, 19000101, 20261202]) expect(isBirthday(ok, now), String(ok)).toBe(true);
    for (const bad of [1, 18991231, 19900230, 19901301, 19900100, 20261203, 2026120, -19900101, 19900131.5])
      expect(isBirthday(bad, now), String(bad)).toBe(false);
  });
});

for (const backend of imBackends()) {
  describe(`own profile (${backend.name})`, () => {
    const im = useImServer(backend);

    it('gender, birthday and an uploaded avatar round-trip; others read them with getUserProfile', async () => {
      const ann = await im.client('pr_ann', { language: 'en_US' });
      const before = (await ann.getMyProfile()).data as { profile: Profile };
      expect(before.profile).toMatchObject({ userID: 'pr_ann', gender: 'Gender_Type_Unknown', birthday: 0 });
      const url = await ann.uploadImage(new Blob([png()], { type: 'image/png' }));
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/im\/files\/[A-Za-z0-9_-]+$/);
      const saved = (await ann.updateMyProfile({ nick: 'Ann', avatar: url, gender: 'Gender_Type_Female', birthday: 19900131 })).data as {
        profile: Profile;
      };
      expect(saved.profile).toMatchObject({ nick: 'Ann', avatar: url, gender: 'Gender_Type_Female', birthday: 19900131 });
      // the avatar is a real stored file
      expect((await fetch(url)).status).toBe(200);
      const mine = (await ann.getMyProfile()).data as { profile: Profile };
      expect(mine.profile).toMatchObject({ avatar: url, gender: 'Gender_Type_Female', birthday: 19900131 });
      const bo = await im.client('pr_bo');
      const seen = (await bo.getUserProfile({ userIDList: ['pr_ann'] })).data as { profileList: Profile[] };
      expect(seen.profileList).toEqual([expect.objectContaining({ userID: 'pr_ann', gender: 'Gender_Type_Female', birthday: 19900131 })]);
      // a long avatar URL the rule allows is kept whole (it was cut at 512 characters)
      const long = `https://partner.example/${'a'.repeat(1500)}.png`;
      expect(((await ann.updateMyProfile({ avatar: long })).data as { profile: Profile }).profile.avatar).toBe(long);
      await ann.updateMyProfile({ avatar: url });
      // fields not sent stay; 0 clears the birthday
      await ann.updateMyProfile({ gender: 'Gender_Type_Male', birthday: 0 });
      expect(((await ann.getMyProfile()).data as { profile: Profile }).profile).toMatchObject({
        nick: 'Ann',
        avatar: url,
        gender: 'Gender_Type_Male',
        birthday: 0,
      });
    });

    it("refuses a bad gender or birthday (10004) in the caller's language and changes nothing", async () => {
      const en = await im.client('pr_cy', { language: 'en_US' });
      await en.updateMyProfile({ gender: 'Gender_Type_Female', birthday: 19850704 });
      await expect(en.updateMyProfile({ gender: 'female' })).rejects.toMatchObject({
        code: 10004,
        message: stringContaining('gender must be Gender_Type_Unknown, Gender_Type_Female or Gender_Type_Male'),
      });
      for (const birthday of [19900230, 99991231, 1234])
        await expect(en.updateMyProfile({ nick: 'changed', birthday })).rejects.toMatchObject({
          code: 10004,
          message: stringContaining('birthday must be a real date no later than today'),
        });
      expect(((await en.getMyProfile()).data as { profile: Profile }).profile).toMatchObject({
        nick: '',
        gender: 'Gender_Type_Female',
        birthday: 19850704,
      });
      const zh = await im.client('pr_di', { language: 'zh_CN' });
      await expect(zh.updateMyProfile({ gender: 'Gender_Type_Other' })).rejects.toMatchObject({
        code: 10004,
        message: stringContaining('gender 应为 Gender_Type_Unknown、Gender_Type_Female 或 Gender_Type_Male'),
      });
      await expect(zh.updateMyProfile({ birthday: 20230229 })).rejects.toMatchObject({
        code: 10004,
        message: stringContaining('birthday 应为不晚于今天的有效日期'),
      });
    });
  });
}
