import type { FastifyInstance } from 'fastify';
import { ID_PATTERN } from '../../protocol/model.ts';
import { requestLocale } from '../http/locale.ts';
import type { Im } from '../messaging/context.ts';
import { makeUserSig } from '../messaging/admin/accounts.ts';
import { adminErrorHandler, okAnswer, refuseInvalid } from '../messaging/admin/reply.ts';
import { adminMessageId } from '../messaging/admin/message-body.ts';
import { actingAs, runOp } from '../messaging/admin/run-op.ts';
import { DEMO_API, DEMO_KINDS, type DemoKind } from '../../common/demo-kinds.ts';
import { demoMessage } from './kinds.ts';

/** The demo page's partner sign-in: a day's signature (make_user_sig's own rules: partner users only). */
export const DEMO_SIG_TTL_SECONDS = 24 * 3600;
const id = { type: 'string', pattern: ID_PATTERN.source } as const;

/**
 * The demo page's server side (DEMO_MODE=1 only, never with NODE_ENV=production: config.ts refuses to start):
 * a partner user's signature for any user ID, and a message of each SPEC kind sent into a conversation. Both go
 * through the admin API's paths (make_user_sig, and its send as a managed account through the client's
 * sendMessage op), so the admin API's rules hold: no staff, service or visitor account is signed, and messages
 * are sent only as partner users or the accounts IM_ADMIN_SEND_AS names. Without DEMO_MODE nothing is
 * registered and the paths answer 404. Answers in the admin API's shape, errors in the caller's language.
 */
export function demoPlugin(app: FastifyInstance, { im, enabled }: { im: Im; enabled: boolean }): Promise<void> {
  if (!enabled) return Promise.resolve();
  app.log.warn('DEMO_MODE is on: /demo/api signs in any partner user without a key (never in production)');
  app.setErrorHandler(adminErrorHandler);

  app.post<{ Body: { userId: string } }>(
    `${DEMO_API}/partner-user`,
    { attachValidation: true, schema: { body: { type: 'object', required: ['userId'], properties: { userId: id } } } },
    async (request) => {
      refuseInvalid(request);
      const { userSig, expireTime } = await makeUserSig(im, request.body.userId, requestLocale(request), DEMO_SIG_TTL_SECONDS);
      return okAnswer({ UserID: request.body.userId, UserSig: userSig, ExpireTime: expireTime });
    },
  );

  app.post<{ Body: { kind: DemoKind; from: string; to: string } }>(
    `${DEMO_API}/inject`,
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['kind', 'from', 'to'],
          properties: { kind: { type: 'string', enum: [...DEMO_KINDS] }, from: id, to: id },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const { kind, from, to } = request.body;
      const as = await actingAs(im, request, from, 'send');
      await im.accounts.ensure(from); // a new partner peer is made, as make_user_sig would
      const { type, payload } = await demoMessage(im, kind, from, as.locale);
      const { message } = await runOp(im, 'sendMessage', as, { clientMsgID: adminMessageId(), to, conversationType: 'C2C', type, payload });
      return okAnswer({ MsgKey: message.ID, MsgTime: message.time, MsgType: type });
    },
  );
  return Promise.resolve();
}
