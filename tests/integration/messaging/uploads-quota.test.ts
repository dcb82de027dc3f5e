import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from './backends.ts';
import type { ImServer } from './im-helpers.ts';

const KB = 1024;

async function upload(im: ImServer, userId: string, bytes: number, ip: string, language = 'en_US'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes).fill(65)]), 'a.txt');
  return fetch(`${im.url}/im/upload`, {
    method: 'POST',
    body: form,
    headers: { userid: userId, usersig: im.sig(userId), 'x-forwarded-for': ip, language },
  });
}

for (const backend of imBackends()) {
  describe(`upload quotas (${backend.name})`, () => {
    const im = useImServer(backend, {
      TRUST_PROXY: '1',
      IM_UPLOAD_USER_MB_PER_HOUR: '1',
      IM_UPLOAD_USER_FILES_PER_HOUR: '3',
      IM_UPLOAD_IP_MB_PER_HOUR: '2',
      IM_UPLOAD_IP_FILES_PER_HOUR: '5',
    });

    it("refuses a user's fourth file in the hour with 429, Retry-After and a message in the caller's language", async () => {
      for (let i = 0; i < 3; i++) expect((await upload(im, 'uq_ann', 10, '10.1.0.1')).status).toBe(200);
      const res = await upload(im, 'uq_ann', 10, '10.1.0.1');
      expect(res.status).toBe(429);
      // one file back every 20 minutes (3 an hour)
      const retry = Number(res.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(1100);
      expect(retry).toBeLessThanOrEqual(1200);
      const body = (await res.json()) as { code: number; message: string };
      expect(body.code).toBe(429);
      expect(body.message).toMatch(/^Too many uploads: your upload allowance for this hour is used up, please try again in \d+ min$/);
      const zh = (await (await upload(im, 'uq_ann', 10, '10.1.0.1', 'zh_CN')).json()) as { message: string };
      expect(zh.message).toMatch(/^上传过于频繁：您本小时的上传额度已用完/);
      // another user on the same network is not affected
      expect((await upload(im, 'uq_bo', 10, '10.1.0.1')).status).toBe(200);
    });

    it("refuses, before reading it, an upload over the user's bytes left, and counts real sizes", async () => {
      expect((await upload(im, 'uq_cat', 600 * KB, '10.2.0.1')).status).toBe(200);
      const res = await upload(im, 'uq_cat', 600 * KB, '10.2.0.1');
      expect(res.status).toBe(429);
      // about 200 KB missing of 1 MB an hour: about 12 minutes
      const retry = Number(res.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(600);
      expect(retry).toBeLessThan(800);
      // the refused upload cost nothing: a smaller one still fits
      expect((await upload(im, 'uq_cat', 300 * KB, '10.2.0.1')).status).toBe(200);
    });

    it('counts every user of one IP against the IP quota', async () => {
      for (let i = 0; i < 5; i++) expect((await upload(im, `uq_ip${i}`, 10, '10.3.0.1')).status).toBe(200);
      const res = await upload(im, 'uq_ip5', 10, '10.3.0.1');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { message: string }).message).toMatch(/your network's upload allowance/);
      // the refused user's own quota was not used: it uploads from another IP
      expect((await upload(im, 'uq_ip5', 10, '10.4.0.1')).status).toBe(200);
    });
  });
}
