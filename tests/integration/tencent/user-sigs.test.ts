import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { loadConfig } from '../../../server/config.ts';
import { loadSigningSecret } from '../../../server/identity/secret.ts';
import { verifyTencentUserSig } from '../../../server/identity/tencent-user-sig.ts';
import { verifyUserSig } from '../../../server/identity/user-sig.ts';
import { upsertStaffAccount } from '../../../server/messaging/people/accounts.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { replyOf } from '../../helpers/json.ts';

/**
 * With TENCENT_SDK_APP_ID and TENCENT_SDK_SECRET_KEY set, owChat and staff sign-in answer, beside our own
 * signature, a Tencent UserSig (TLSSigAPIv2) for the same user and that app; without them, none.
 */
const APP = { sdkAppId: 1400123456, secretKey: 'a-tencent-app-secret-key-for-the-test' };
const PASSWORD = 'Harbour-Lantern-7-Tide';
type Tencent = { sdkAppId: number; userSig: string };

describe('Tencent UserSigs from owChat and staff sign-in', () => {
  let server: RunningApp;
  let plain: RunningApp;
  let database: DatabaseHandle;
  const post = async <T>(app: RunningApp, path: string, body: unknown) =>
    replyOf<T>(
      await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    await upsertStaffAccount(database.db, 'desk_1', PASSWORD);
    const env = { ...process.env, TENCENT_SDK_APP_ID: String(APP.sdkAppId), TENCENT_SDK_SECRET_KEY: APP.secretKey };
    server = await startApp(database, { im: loadConfig(env).im });
    plain = await startApp(database, { im: loadConfig({ ...process.env, TENCENT_SDK_APP_ID: '', TENCENT_SDK_SECRET_KEY: '' }).im });
  });
  afterAll(async () => {
    await server?.close();
    await plain?.close();
  });

  it('owChat answers a UserSig that verifies with the Tencent algorithm for that app and visitor', async () => {
    const r = await post<{ useSigVO: { userId: string; useSig: string; tencent?: Tencent } }>(server, '/platformUser/anonymity/owChat', {
      onlyKey: 'tencent-visitor-1',
    });
    expect(r.status).toBe(200);
    const { userId, useSig, tencent } = r.body.data.useSigVO;
    expect(tencent?.sdkAppId).toBe(APP.sdkAppId);
    expect(verifyTencentUserSig(tencent!.userSig, APP, userId)).toMatchObject({ ok: true, userId, expire: 7 * 24 * 3600 });
    expect(verifyTencentUserSig(tencent!.userSig, { ...APP, secretKey: 'another' }, userId).ok).toBe(false);
    // our own engine's signature is still there and still ours
    expect(verifyUserSig(useSig, await loadSigningSecret(database.db, undefined), userId).ok).toBe(true);

    const without = await post<{ useSigVO: Record<string, unknown> }>(plain, '/platformUser/anonymity/owChat', {
      onlyKey: 'tencent-visitor-1',
    });
    expect(without.body.data.useSigVO).not.toHaveProperty('tencent');
  });

  it('staff sign-in answers a Tencent UserSig for the staff account', async () => {
    const r = await post<{ userId: string; userSig: string; tencent?: Tencent }>(server, '/im/staff/login', {
      userId: 'desk_1',
      password: PASSWORD,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.tencent?.sdkAppId).toBe(APP.sdkAppId);
    expect(verifyTencentUserSig(r.body.data.tencent!.userSig, APP, 'desk_1')).toMatchObject({ ok: true, expire: 12 * 3600 });
    const without = await post<Record<string, unknown>>(plain, '/im/staff/login', { userId: 'desk_1', password: PASSWORD });
    expect(without.body.data).not.toHaveProperty('tencent');
  });

  it('refuses half a configuration or an app ID that is not a number', () => {
    expect(() => loadConfig({ TENCENT_SDK_APP_ID: '1400123456' })).toThrow(/set together/);
    expect(() => loadConfig({ TENCENT_SDK_APP_ID: 'abc', TENCENT_SDK_SECRET_KEY: 'k' })).toThrow(/positive integer/);
  });
});
