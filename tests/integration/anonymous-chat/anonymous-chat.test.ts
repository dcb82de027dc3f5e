import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { loadSigningSecret } from '../../../server/identity/secret.ts';
import { verifyUserSig } from '../../../server/identity/user-sig.ts';
import { replyOf } from '../../helpers/json.ts';

/** The data of an owChat reply: the service account and the visitor's signed identity. */
interface OwChat {
  tradeId: string;
  useSigVO: { userId: string; useSig: string };
}

for (const target of testDatabases()) {
  describe(`anonymous chat and abuse limits on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let uploadsDir: string;
    const CHAT_LIMIT = 6;
    const FORM_LIMIT = 3;
    // Each test is its own client address (the server runs with trustProxy, as behind a proxy that sets X-Forwarded-For), so limits do not leak between tests.
    let ip = '203.0.113.1';
    const post = async <T = unknown>(path: string, body: unknown, lang = 'en_US') => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', language: lang, 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
      return replyOf<T>(res);
    };
    beforeAll(async () => {
      uploadsDir = await mkdtemp(join(tmpdir(), 'hy-uploads-'));
      database = await target.open();
      server = await startApp(database, {
        trustProxy: true,
        serviceAccounts: ['sealink_service', 'sealink_sales'],
        site: { uploadsDir, formsPerMinute: FORM_LIMIT, chatPerMinute: CHAT_LIMIT, listCacheMs: 0 },
      });
    });
    afterAll(async () => {
      await server.close();
      await rm(uploadsDir, { recursive: true, force: true });
    });

    it('issues a stable anonymous identity with a valid signature, greets the visitor, then rate-limits per IP', async () => {
      const a = await post<OwChat>('/platformUser/anonymity/owChat', { onlyKey: 'abcDEF12_-xyz' });
      expect(a.status).toBe(200);
      expect(a.body).toMatchObject({ code: 200, data: { tradeId: 'sealink_service' } });
      const { userId, useSig } = a.body.data.useSigVO;
      expect(userId).toMatch(/^visitor_[0-9a-f]{24}$/);
      const secret = await loadSigningSecret(database.db, undefined);
      expect(verifyUserSig(useSig, secret, userId).ok).toBe(true);
      const again = await post<OwChat>('/platformUser/anonymity/owChat', { onlyKey: 'abcDEF12_-xyz' });
      expect(again.body.data.useSigVO.userId).toBe(userId);
      const other = await post<OwChat>('/platformUser/anonymity/owChat', { onlyKey: 'another-key-123' });
      expect(other.body.data.useSigVO.userId).not.toBe(userId);

      // sendMsg asks the messaging service to greet: the service account's message reaches the visitor.
      const greet = await post('/platformConsult/imInterface/sendMsg', { type: 2, manageId: 'sealink_service', frontId: userId }, 'zh_CN');
      expect(greet).toMatchObject({ status: 200, body: { code: 200 } });
      const rows = await database.db.selectFrom('im_message').select(['sender', 'receiver']).where('receiver', '=', userId).execute();
      expect(rows).toEqual([{ sender: 'sealink_service', receiver: userId }]);

      // The limit counts per route and address: owChat has been called 3 times so far.
      const statuses: number[] = [];
      for (let i = 0; i < CHAT_LIMIT; i++)
        statuses.push((await post('/platformUser/anonymity/owChat', { onlyKey: 'abcDEF12_-xyz' })).status);
      expect(statuses.slice(0, CHAT_LIMIT - 3).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(CHAT_LIMIT - 3)).toEqual([429, 429, 429]);
      const limitedEn = await post('/platformUser/anonymity/owChat', { onlyKey: 'abcDEF12_-xyz' });
      expect(limitedEn).toMatchObject({ status: 429, body: { code: 429, msg: 'Too many requests, please try again later' } });
      const limitedZh = await post('/platformUser/anonymity/owChat', { onlyKey: 'abcDEF12_-xyz' }, 'zh_CN');
      expect(limitedZh.body.msg).toBe('操作过于频繁，请稍后再试');
    });

    it('rejects an invalid onlyKey in both languages', async () => {
      ip = '203.0.113.2';
      for (const onlyKey of ['short', 'x'.repeat(65), 'has space 123', 12345678, null]) {
        const en = await post('/platformUser/anonymity/owChat', { onlyKey });
        expect(en).toMatchObject({ status: 400, body: { msg: 'The chat session key is not valid', errors: [{ field: 'onlyKey' }] } });
      }
      ip = '203.0.113.3';
      const zh = await post('/platformUser/anonymity/owChat', { onlyKey: '../../etc/passwd' }, 'zh_CN');
      expect(zh).toMatchObject({ status: 400, body: { msg: '会话标识无效' } });
    });

    it('rejects a sendMsg with the wrong type, service or visitor in both languages', async () => {
      ip = '203.0.113.4';
      const bad = [
        { type: 1, manageId: 'sealink_service', frontId: 'visitor_0123456789abcdef01234567' },
        { type: 2, manageId: 'someone_else', frontId: 'visitor_0123456789abcdef01234567' },
        { type: 2, manageId: 'sealink_service', frontId: 'sealink_service' },
      ];
      const en = await post('/platformConsult/imInterface/sendMsg', bad[0]);
      expect(en).toMatchObject({ status: 400, body: { msg: 'The customer-service request is not valid' } });
      const zh = await post('/platformConsult/imInterface/sendMsg', bad[2], 'zh_CN');
      expect(zh).toMatchObject({ status: 400, body: { msg: '客服会话参数无效', errors: [{ field: 'frontId' }] } });
      // A manageId that is not a configured service account gets its own message, in the caller's language.
      const unknownEn = await post('/platformConsult/imInterface/sendMsg', bad[1]);
      expect(unknownEn).toMatchObject({
        status: 400,
        body: { msg: 'This customer-service account does not exist', errors: [{ field: 'manageId' }] },
      });
      const unknownZh = await post('/platformConsult/imInterface/sendMsg', bad[1], 'zh_CN');
      expect(unknownZh).toMatchObject({ status: 400, body: { msg: '该客服账号不存在', errors: [{ field: 'manageId' }] } });
      const stored = await database.db
        .selectFrom('im_message')
        .select('id')
        .where('receiver', '=', 'visitor_0123456789abcdef01234567')
        .execute();
      expect(stored).toEqual([]);
    });

    it('greets the visitor from the service account named by manageId, not always the first', async () => {
      ip = '203.0.113.6';
      const visitor = (await post<OwChat>('/platformUser/anonymity/owChat', { onlyKey: 'second-desk-visitor' })).body.data.useSigVO.userId;
      const greet = await post('/platformConsult/imInterface/sendMsg', { type: 2, manageId: 'sealink_sales', frontId: visitor }, 'en_US');
      expect(greet).toMatchObject({ status: 200, body: { code: 200 } });
      const rows = await database.db
        .selectFrom('im_message')
        .select(['sender', 'receiver', 'payload'])
        .where('receiver', '=', visitor)
        .execute();
      expect(rows.map((r) => r.sender)).toEqual(['sealink_sales']);
      expect(JSON.stringify(rows[0]!.payload)).toContain('businessID');
    });

    it('rate-limits form submissions per IP with a localized 429', async () => {
      ip = '203.0.113.5';
      const body = { category: 'other', name: 'Rate Test', email: 'rate@example.com' };
      const statuses: number[] = [];
      for (let i = 0; i < FORM_LIMIT + 2; i++) statuses.push((await post('/api/enquiries', body)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const zh = await post('/api/enquiries', body, 'zh_CN');
      expect(zh).toMatchObject({ status: 429, body: { msg: '操作过于频繁，请稍后再试' } });
      const stored = await database.db
        .selectFrom('enquiry')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', '=', 'Rate Test')
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(FORM_LIMIT);
    });
  });
}
