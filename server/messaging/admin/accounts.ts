import type { FastifyInstance } from 'fastify';
import { ID_PATTERN } from '../../../protocol/model.ts';
import { DEFAULT_USER_SIG_TTL_SECONDS, signUserSig } from '../../identity/user-sig.ts';
import type { Im } from '../context.ts';
import { okAnswer, refuseInvalid } from './reply.ts';
import { actingAs, requireFaceUrl, runOp } from './run-op.ts';

/** Longest user signature the admin API makes: 180 days (Tencent's default lifetime). */
export const MAX_ADMIN_SIG_TTL_SECONDS = 180 * 24 * 3600;
const id = { type: 'string', pattern: ID_PATTERN.source } as const;

/**
 * Accounts: import one (with nick and avatar, as that user's own profile update would set them), import many,
 * and make a user signature (an extension path: Tencent's backends sign with their SDK secret themselves).
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
      requireFaceUrl(actingAs(request, UserID), FaceUrl);
      await im.accounts.ensure(UserID);
      if (Nick !== undefined || FaceUrl !== undefined) {
        await runOp(im, 'updateMyProfile', actingAs(request, UserID), {
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
      for (const userId of new Set(request.body.Accounts)) await im.accounts.ensure(userId);
      return okAnswer({ FailAccounts: [] });
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
      await im.accounts.ensure(UserID);
      const now = Date.now();
      return okAnswer({ UserSig: signUserSig(UserID, im.secret, Expire, now), ExpireTime: Math.floor(now / 1000) + Expire });
    },
  );
}
