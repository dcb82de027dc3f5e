import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { pdfFile } from '../../fixtures/resume-files.ts';

const NOT_ALLOWED_EN = 'contains a character that is not allowed (such as NUL)';

for (const target of testDatabases()) {
  describe(`NUL and other unstorable text over HTTP (${target.name})`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let uploadsDir: string;
    beforeAll(async () => {
      uploadsDir = await mkdtemp(join(tmpdir(), 'hy-uploads-'));
      database = await target.open();
      server = await startApp(database, { site: { uploadsDir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 } });
    });
    afterAll(async () => {
      await server.close();
      await rm(uploadsDir, { recursive: true, force: true });
    });

    const post = async (path: string, body: string, language = 'en_US') => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', language }, body });
      return { status: res.status, body: (await res.json()) as { code: number; msg: string; errors?: { field: string }[] } };
    };

    it('refuses a NUL in a JSON form body with 400 naming the field, in the caller language', async () => {
      const enquiry = {
        category: 'business',
        company: 'Ocean\u0000Shipping',
        name: 'Li Lei',
        phone: '+86 532-8888 2005',
        email: 'li.lei@example.com',
        requirement: 'quote',
      };
      const en = await post('/api/enquiries', JSON.stringify(enquiry));
      expect(en).toMatchObject({ status: 400, body: { code: 400, msg: `company ${NOT_ALLOWED_EN}`, errors: [{ field: 'company' }] } });
      const zh = await post('/api/enquiries', JSON.stringify(enquiry), 'zh_CN');
      expect(zh).toMatchObject({ status: 400, body: { msg: 'company 含有不允许的字符（如 NUL 空字符）' } });
      // a lone surrogate and a NUL in a key are refused too
      expect((await post('/api/enquiries', JSON.stringify({ ...enquiry, company: 'x\ud800' }))).status).toBe(400);
      expect((await post('/api/enquiries', JSON.stringify({ ...enquiry, 'a\u0000': 1 }))).status).toBe(400);
      const stored = await database.db
        .selectFrom('enquiry')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(0);
    });

    it('refuses a NUL in a query string (site search, news list)', async () => {
      const res = await fetch(`${server.url}/api/search?keyword=${encodeURIComponent('engine\u0000')}`, { headers: { language: 'en_US' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, msg: `keyword ${NOT_ALLOWED_EN}` });
      const ok = await fetch(`${server.url}/api/search?keyword=engine`);
      expect(ok.status).toBe(200);
      const news = await fetch(`${server.url}/platformIncrement/officialWebsiteNews/changeTheBatch/1?batch=%00`);
      expect(news.status).toBe(400);
    });

    it('refuses a NUL in a multipart field or file name', async () => {
      const apply = async (fields: Record<string, string>, fileName = 'cv.pdf') => {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append('resume', new Blob([new Uint8Array(pdfFile())]), fileName);
        const res = await fetch(`${server.url}/api/job-applications`, { method: 'POST', headers: { language: 'en_US' }, body: form });
        return { status: res.status, body: (await res.json()) as { msg: string } };
      };
      const valid = { name: '张三丰', mobile: '13800138000', currentCity: '青岛市', preferredCity: 'shanghai' };
      expect(await apply({ ...valid, currentCity: '青岛\u0000市' })).toMatchObject({
        status: 400,
        body: { msg: `currentCity ${NOT_ALLOWED_EN}` },
      });
      expect(await apply(valid, 'cv\u0000.pdf')).toMatchObject({ status: 400, body: { msg: `resume ${NOT_ALLOWED_EN}` } });
      expect((await apply(valid)).status).toBe(200);
    });
  });
}
