import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../common/locale.ts';
import { ID_PATTERN } from '../../../protocol/model.ts';
import { requestLocale } from '../../http/locale.ts';
import { DEFAULT_USER_SIG_TTL_SECONDS } from '../../identity/user-sig.ts';
import type { Im } from '../context.ts';
import { ToldError, okAnswer, refuseInvalid } from './reply.ts';
import { actingAs, mayManage, requireFaceUrl, runOp } from './run-op.ts';

/** Longest user signature the admin API makes: 180 days (Tencent's default lifetime). */
export const MAX_ADMIN_SIG_TTL_SECONDS = 180 * 24 * 3600;
const id = { type: 'string', pattern: ID_PATTERN.source } as const;

/**
 * make_user_sig: a partner user's signature (the account made when missing); staff, service and visitor
 * accounts are refused (70403). Also the demo page's partner sign-in (server/demo/, DEMO_MODE only).
 */
export async function makeUserSig(
  im: Im,
  userId: string,
  locale: Locale,
  ttlSeconds: number,
): Promise<{ userSig: string; expireTime: number }> {
  await mayManage(im, userId, locale, 'manage');
  await im.accounts.ensure(userId);
  return im.credentials.issue(userId, ['partner'], ttlSeconds);
}

/**
 * Partner users' accounts: import one (with nick and avatar, as that user's own profile update would set them),
 * import many, make a user signature (an extension path: Tencent's backends sign with their SDK secret
 * themselves) and kick one (its signatures revoked, its sockets closed on every instance). Staff, service and
 * visitor accounts are refused (run-op.ts mayManage).
 */
export function accountRoutes(app: FastifyInstance, im: Im): void {
  app.post<{ Body: { UserID: string; Nick?: string; FaceUrl?: string } }>(
    '/v4/im_open_login_svc/account_import',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['UserID'],
          properties: { UserID: id, Nick: { type: 'string' }, FaceUrl: { type: 'string' } },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const { UserID, Nick, FaceUrl } = request.body;
      // before the account is made: a refused avatar creates nothing
      requireFaceUrl(requestLocale(request), FaceUrl);
      const as = await actingAs(im, request, UserID, 'manage');
      await im.accounts.ensure(UserID);
      if (Nick !== undefined || FaceUrl !== undefined) {
        await runOp(im, 'updateMyProfile', as, {
          ...(Nick !== undefined ? { nick: Nick } : {}),
          ...(FaceUrl !== undefined ? { avatar: FaceUrl } : {}),
        });
      }
      return okAnswer();
    },
  );

  app.post<{ Body: { Accounts: string[] } }>(
    '/v4/im_open_login_svc/multiaccount_import',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['Accounts'],
          properties: { Accounts: { type: 'array', minItems: 1, maxItems: 100, items: id } },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const locale = requestLocale(request);
      const FailAccounts: string[] = [];
      for (const userId of new Set(request.body.Accounts)) {
        try {
          await mayManage(im, userId, locale, 'manage');
        } catch (err) {
          if (!(err instanceof ToldError)) throw err;
          FailAccounts.push(userId);
          continue;
        }
        await im.accounts.ensure(userId);
      }
      return okAnswer({ FailAccounts });
    },
  );

  app.post<{ Body: { UserID: string; Expire?: number } }>(
    '/v4/ext/make_user_sig',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['UserID'],
          properties: { UserID: id, Expire: { type: 'integer', minimum: 60, maximum: MAX_ADMIN_SIG_TTL_SECONDS } },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const { UserID, Expire = DEFAULT_USER_SIG_TTL_SECONDS } = request.body;
      const { userSig, expireTime } = await makeUserSig(im, UserID, requestLocale(request), Expire);
      return okAnswer({ UserSig: userSig, ExpireTime: expireTime });
    },
  );

  // Tencent's kick: the user's signatures stop working and every device of theirs is signed out at once
  app.post<{ Body: { UserID: string } }>(
    '/v4/im_open_login_svc/kick',
    { attachValidation: true, schema: { body: { type: 'object', required: ['UserID'], properties: { UserID: id } } } },
    async (request) => {
      refuseInvalid(request);
      const { UserID } = request.body;
      await mayManage(im, UserID, requestLocale(request), 'manage');
      await im.credentials.revokeAndEnd(UserID, 'revoked');
      return okAnswer();
    },
  );
}
