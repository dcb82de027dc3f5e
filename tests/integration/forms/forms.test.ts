import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { docFile, docxFile, pdfFile, zipFile } from '../../fixtures/resume-files.ts';
import { replyOf } from '../../helpers/json.ts';

type Lang = 'zh_CN' | 'en_US';

for (const target of testDatabases()) {
  describe(`forms on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let uploadsDir: string;

    const post = async (path: string, body: unknown, lang: Lang = 'en_US') => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: lang },
        body: JSON.stringify(body),
      });
      return replyOf(res);
    };
    const count = async (table: 'enquiry' | 'sales_request' | 'job_application') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const list = (dir: string) => readdir(join(uploadsDir, dir)).catch(() => [] as string[]);
    const files = async () => [...(await list('tmp')), ...(await list('resumes'))];

    const validApplication = { name: '张三丰', mobile: '13800138000', currentCity: '青岛市', preferredCity: 'shanghai' };
    const apply = async (fields: Record<string, string>, file: { data: Buffer; name: string } | null, lang: Lang = 'en_US') => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (file) form.append('resume', new Blob([new Uint8Array(file.data)]), file.name);
      const res = await fetch(`${server.url}/api/job-applications`, { method: 'POST', headers: { language: lang }, body: form });
      return replyOf(res);
    };

    beforeAll(async () => {
      uploadsDir = await mkdtemp(join(tmpdir(), 'hy-uploads-'));
      database = await target.open();
      server = await startApp(database, { site: { uploadsDir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 } });
    });
    afterAll(async () => {
      await server.close();
      await rm(uploadsDir, { recursive: true, force: true });
    });

    describe('enquiry', () => {
      const valid = {
        category: 'business',
        company: 'Ocean Shipping Ltd',
        name: 'Li Lei',
        phone: '+86 532-8888 2005',
        email: 'li.lei@example.com',
        requirement: 'Main engine overhaul quote',
      };

      it('stores a valid enquiry completely and answers with the SPEC §8 success text', async () => {
        const before = await count('enquiry');
        const en = await post('/api/enquiries', valid);
        expect(en).toMatchObject({
          status: 200,
          body: { code: 200, msg: 'Information submitted successfully, we will contact you within 24 hours' },
        });
        const zh = await post('/api/enquiries', { ...valid, email: '' }, 'zh_CN');
        expect(zh.body.msg).toBe('信息提交成功，我们将在24小时内与您联系');
        expect(await count('enquiry')).toBe(before + 2);
        const row = await database.db
          .selectFrom('enquiry')
          .selectAll()
          .where('name', '=', 'Li Lei')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          category: 'business',
          company: 'Ocean Shipping Ltd',
          phone: '+86 532-8888 2005',
          email: 'li.lei@example.com',
          requirement: 'Main engine overhaul quote',
          locale: 'en_US',
        });
      });

      const cases: [string, Record<string, unknown>, string, string, string][] = [
        [
          'bad email',
          { ...valid, email: 'li.lei@' },
          'email',
          'The email you entered is incorrect, please re-enter',
          '您输入的邮箱有误，请重新输入',
        ],
        ['neither phone nor email', { ...valid, phone: ' ', email: '' }, 'phone', 'Choose tel or email', '请填写电话或邮箱'],
        [
          'bad phone',
          { ...valid, phone: 'call me' },
          'phone',
          'The phone number you entered is incorrect, please re-enter',
          '您输入的电话号码有误，请重新输入',
        ],
        ['unknown category', { ...valid, category: 'spam' }, 'category', 'Please choose an information category', '请选择信息类别'],
        ['missing category', { ...valid, category: undefined }, 'category', 'Please choose an information category', '请选择信息类别'],
        ['missing name', { ...valid, name: '' }, 'name', 'Please fill in basic information', '请填写基本信息'],
        [
          'too long requirement',
          { ...valid, requirement: 'x'.repeat(2001) },
          'requirement',
          'The text you entered is too long',
          '填写的内容过长',
        ],
        ['non-text name', { ...valid, name: 42 }, 'name', 'Please fill in basic information', '请填写基本信息'],
      ];
      for (const [label, body, field, en, zh] of cases) {
        it(`rejects ${label} in both languages and stores nothing`, async () => {
          const before = await count('enquiry');
          const e = await post('/api/enquiries', body, 'en_US');
          expect(e.status).toBe(400);
          expect(e.body).toMatchObject({ code: 400, msg: en, data: null });
          expect(e.body.errors).toContainEqual({ field, message: en });
          const z = await post('/api/enquiries', body, 'zh_CN');
          expect(z.body.msg).toBe(zh);
          expect(await count('enquiry')).toBe(before);
        });
      }

      it('accepts a filled honeypot with 200 but stores nothing', async () => {
        const before = await count('enquiry');
        const res = await post('/api/enquiries', { ...valid, website: 'http://spam.example' });
        expect(res.body).toMatchObject({ code: 200, msg: 'Information submitted successfully, we will contact you within 24 hours' });
        expect(await count('enquiry')).toBe(before);
      });

      it('limits the body size', async () => {
        const res = await post('/api/enquiries', { ...valid, requirement: 'x'.repeat(20_000) });
        expect(res.status).toBe(413);
        expect(res.body.msg).toBe('The submitted content is too large');
      });
    });

    describe('sales-agent, demo-video and energy-trial requests', () => {
      const valid = { company: '远洋航运有限公司', customerName: '王经理', phone: '', email: 'wang@example.com' };
      for (const path of ['/api/sales-agent-applications', '/api/demo-video-requests', '/api/energy-trial-requests']) {
        it(`${path}: stores a valid request, enforces phone-or-email and email format in both languages`, async () => {
          const before = await count('sales_request');
          const okZh = await post(path, valid, 'zh_CN');
          expect(okZh.body).toMatchObject({ code: 200, msg: '提交后我们会尽快与您联系' });
          const okEn = await post(path, { ...valid, email: '', phone: '13800138000' }, 'en_US');
          expect(okEn.body.msg).toBe('We would contact you as soon as possible after submission');
          expect(await count('sales_request')).toBe(before + 2);
          const none = await post(path, { ...valid, email: '' }, 'en_US');
          expect(none).toMatchObject({ status: 400, body: { msg: 'Choose tel or email' } });
          expect((await post(path, { ...valid, email: '' }, 'zh_CN')).body.msg).toBe('请填写电话或邮箱');
          expect((await post(path, { ...valid, email: 'wang at example.com' }, 'en_US')).body.msg).toBe(
            'The email you entered is incorrect, please re-enter',
          );
          expect((await post(path, { ...valid, email: 'wang@example' }, 'zh_CN')).body.msg).toBe('您输入的邮箱有误，请重新输入');
          expect((await post(path, { ...valid, company: '' }, 'en_US')).body.msg).toBe('Please fill in basic information');
          expect((await post(path, { ...valid, customerName: ' ' }, 'zh_CN')).body.msg).toBe('请填写基本信息');
          await post(path, { ...valid, website: 'x' });
          expect(await count('sales_request')).toBe(before + 2);
        });
      }
      it('records which kind of request it was', async () => {
        await post('/api/energy-trial-requests', { ...valid, customerName: 'Kind Check' });
        const row = await database.db
          .selectFrom('sales_request')
          .select(['kind', 'customer_name'])
          .where('customer_name', '=', 'Kind Check')
          .executeTakeFirstOrThrow();
        expect(row.kind).toBe('energyTrial');
      });
    });

    describe('job application', () => {
      it('stores a PDF, DOC and DOCX resume together with its row, under the uploads folder', async () => {
        const before = await count('job_application');
        for (const [data, name, type] of [
          [pdfFile(), 'cv.pdf', 'pdf'],
          [docFile(), 'cv.doc', 'doc'],
          [docxFile(), 'cv.docx', 'docx'],
        ] as const) {
          const res = await apply(validApplication, { data, name }, 'en_US');
          expect(res.body).toMatchObject({ code: 200, msg: 'Successfully' });
          const row = await database.db.selectFrom('job_application').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
          expect(row).toMatchObject({
            name: '张三丰',
            mobile: '13800138000',
            current_city: '青岛市',
            preferred_city: 'shanghai',
            resume_type: type,
            resume_size: data.length,
            resume_original_name: name,
          });
          expect(await readdir(join(uploadsDir, 'resumes'))).toContain(row.resume_file);
        }
        expect((await apply(validApplication, { data: pdfFile(), name: 'x.pdf' }, 'zh_CN')).body.msg).toBe('提交成功');
        expect(await count('job_application')).toBe(before + 4);
        expect(await readdir(join(uploadsDir, 'tmp'))).toEqual([]);
        // Resumes are not downloadable from the public site.
        const row = await database.db.selectFrom('job_application').select('resume_file').executeTakeFirstOrThrow();
        for (const path of [`/uploads/resumes/${row.resume_file}`, `/resumes/${row.resume_file}`, `/api/uploads/${row.resume_file}`]) {
          const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
          expect(res.status === 404 || (res.status >= 300 && res.status < 400)).toBe(true);
        }
      });

      const rejections: [string, Record<string, string>, { data: Buffer; name: string } | null, string, string][] = [
        ['no resume', validApplication, null, 'Please choose a resume file', '请选择简历文件'],
        [
          'a text file named .pdf',
          validApplication,
          { data: Buffer.from('hello, I am not a PDF'), name: 'cv.pdf' },
          'Please select a file in doc/docx/pdf format',
          '请选择doc/docx/pdf格式的文件',
        ],
        [
          'a zip without word/document.xml named .docx',
          validApplication,
          { data: zipFile({ 'a.txt': 'x' }), name: 'cv.docx' },
          'Please select a file in doc/docx/pdf format',
          '请选择doc/docx/pdf格式的文件',
        ],
        [
          'a PNG named .doc',
          validApplication,
          { data: Buffer.from('89504e470d0a1a0a0000', 'hex'), name: 'cv.doc' },
          'Please select a file in doc/docx/pdf format',
          '请选择doc/docx/pdf格式的文件',
        ],
        ['an empty file', validApplication, { data: Buffer.alloc(0), name: 'cv.pdf' }, 'Please choose a resume file', '请选择简历文件'],
        [
          'a PDF over 6 MB',
          validApplication,
          { data: pdfFile(6 * 1024 * 1024 + 10), name: 'cv.pdf' },
          'File size does not exceed 6MB',
          '文件大小不超过6MB',
        ],
        [
          'a missing name',
          { ...validApplication, name: '' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Please fill in basic information',
          '请填写基本信息',
        ],
        [
          'a one-character name',
          { ...validApplication, name: '张' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Name must be 2-10 characters',
          '姓名长度为2-10个字符',
        ],
        [
          'an 11-character name',
          { ...validApplication, name: 'Abcdefghijk' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Name must be 2-10 characters',
          '姓名长度为2-10个字符',
        ],
        [
          'a 12-digit mobile',
          { ...validApplication, mobile: '138001380001' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Mobile number must be at most 11 digits',
          '手机号码最多为11位数字',
        ],
        [
          'a mobile with letters',
          { ...validApplication, mobile: '1380013800a' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Mobile number must be at most 11 digits',
          '手机号码最多为11位数字',
        ],
        [
          'a missing mobile',
          { ...validApplication, mobile: '' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Please fill in basic information',
          '请填写基本信息',
        ],
        [
          'a one-character current city',
          { ...validApplication, currentCity: '京' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Current city must be 2-100 characters',
          '现居住城市长度为2-100个字符',
        ],
        [
          'a 101-character current city',
          { ...validApplication, currentCity: 'x'.repeat(101) },
          { data: pdfFile(), name: 'cv.pdf' },
          'Current city must be 2-100 characters',
          '现居住城市长度为2-100个字符',
        ],
        [
          'no preferred city',
          { ...validApplication, preferredCity: '' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Please choose your preference city',
          '请选择意向城市',
        ],
        [
          'a preferred city not among the six',
          { ...validApplication, preferredCity: 'beijing' },
          { data: pdfFile(), name: 'cv.pdf' },
          'Please choose your preference city',
          '请选择意向城市',
        ],
      ];
      for (const [label, fields, file, en, zh] of rejections) {
        it(`rejects ${label} in both languages, leaving no file or row`, async () => {
          const before = await count('job_application');
          const filesBefore = await files();
          const e = await apply(fields, file, 'en_US');
          expect(e.status).toBe(400);
          expect(e.body.msg).toBe(en);
          const z = await apply(fields, file, 'zh_CN');
          expect(z.body.msg).toBe(zh);
          expect(await count('job_application')).toBe(before);
          expect(await files()).toEqual(filesBefore);
        });
      }

      it('accepts a filled honeypot but stores neither row nor file', async () => {
        const before = await count('job_application');
        const filesBefore = await files();
        const res = await apply({ ...validApplication, website: 'bot' }, { data: pdfFile(), name: 'cv.pdf' });
        expect(res.body).toMatchObject({ code: 200, msg: 'Successfully' });
        expect(await count('job_application')).toBe(before);
        expect(await files()).toEqual(filesBefore);
      });

      it('rejects a JSON body (no file) with the resume message', async () => {
        const res = await post('/api/job-applications', validApplication, 'zh_CN');
        expect(res).toMatchObject({ status: 400, body: { msg: '请选择简历文件' } });
      });

      it('rolls the file back when the row cannot be stored', async () => {
        const before = await count('job_application');
        const filesBefore = await files();
        // A constraint the next row breaks makes the insert fail inside the transaction, after the upload was received.
        await sql`alter table job_application add constraint job_application_test_guard check (mobile <> '10000000000') not valid`.execute(
          database.db,
        );
        try {
          const failed = await apply({ ...validApplication, mobile: '10000000000' }, { data: pdfFile(), name: 'cv.pdf' });
          expect(failed.status).toBe(500);
          expect(failed.body.msg).toBe('The server is busy, please try again later');
        } finally {
          await sql`alter table job_application drop constraint job_application_test_guard`.execute(database.db);
        }
        expect(await count('job_application')).toBe(before);
        expect(await files()).toEqual(filesBefore);
      });
    });
  });
}
