import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { ID_PATTERN } from '../../../protocol/model.ts';
import { requestLocale } from '../../http/locale.ts';
import { translate } from '../../i18n/messages.ts';
import type { Im } from '../context.ts';
import { MSG_BODY_SCHEMA, adminMessageId, toClientMessage } from './message-body.ts';
import type { MsgElem } from './message-body.ts';
import { ToldError, failFor, okAnswer, refuseInvalid } from './reply.ts';
import { actingAs, requireAccount, runOp } from './run-op.ts';
import type { Acting } from './run-op.ts';

/** batchsendmsg: recipients per call (Tencent's limit). */
export const MAX_BATCH_RECIPIENTS = 500;
const id = { type: 'string', pattern: ID_PATTERN.source } as const;

interface SendBody {
  From_Account?: string;
  To_Account: string;
  MsgBody: MsgElem[];
  CloudCustomData?: string;
}

/**
 * Who sends: From_Account, else the first account IM_ADMIN_SEND_AS names (Tencent: the app admin); a staff or
 * customer-service account only when IM_ADMIN_SEND_AS names it (run-op.ts mayManage).
 */
async function sender(im: Im, request: FastifyRequest, from: string | undefined): Promise<Acting> {
  const userId = from ?? im.cfg.admin?.sendAs[0] ?? '';
  if (!userId) throw new ToldError(ErrorCode.BAD_REQUEST, translate(requestLocale(request), 'im.admin.noSender'));
  await requireAccount(im, userId);
  return actingAs(im, request, userId, 'send');
}

/** One C2C send as `as`, through the client's sendMessage op. */
async function sendC2C(im: Im, as: Acting, to: string, body: MsgElem[], cloudCustomData: string | undefined) {
  const { type, payload } = toClientMessage(body, as.locale);
  const { message } = await runOp(im, 'sendMessage', as, {
    clientMsgID: adminMessageId(),
    to,
    conversationType: 'C2C',
    type,
    payload,
    ...(cloudCustomData !== undefined ? { cloudCustomData } : {}),
  });
  return message;
}

/**
 * One-to-one messages as any account (Tencent's /v4/openim/sendmsg and batchsendmsg): the recipient gets it
 * exactly as if the sender had sent it from a client, and so do the sender's own devices.
 */
export function messageRoutes(app: FastifyInstance, im: Im): void {
  const properties = { From_Account: id, MsgBody: MSG_BODY_SCHEMA, CloudCustomData: { type: 'string' } };

  app.post<{ Body: SendBody }>(
    '/v4/openim/sendmsg',
    {
      attachValidation: true,
      schema: { body: { type: 'object', required: ['To_Account', 'MsgBody'], properties: { ...properties, To_Account: id } } },
    },
    async (request) => {
      refuseInvalid(request);
      const b = request.body;
      const as = await sender(im, request, b.From_Account);
      const message = await sendC2C(im, as, b.To_Account, b.MsgBody, b.CloudCustomData);
      return okAnswer({ MsgTime: message.time, MsgKey: message.ID });
    },
  );

  app.post<{ Body: Omit<SendBody, 'To_Account'> & { To_Account: string[] } }>(
    '/v4/openim/batchsendmsg',
    {
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          required: ['To_Account', 'MsgBody'],
          properties: { ...properties, To_Account: { type: 'array', minItems: 1, maxItems: MAX_BATCH_RECIPIENTS, items: id } },
        },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const b = request.body;
      const as = await sender(im, request, b.From_Account);
      toClientMessage(b.MsgBody, as.locale); // a bad body fails the whole call, not each recipient
      const ErrorList: { To_Account: string; ErrorCode: number; ErrorInfo: string }[] = [];
      // one after another: each send takes a token of the sender's rate limit, like a client's sends
      for (const to of new Set(b.To_Account)) {
        try {
          await sendC2C(im, as, to, b.MsgBody, b.CloudCustomData);
        } catch (err) {
          if (!(err instanceof ImError)) throw err;
          ErrorList.push({ To_Account: to, ErrorCode: err.code, ErrorInfo: failFor(as.locale, err).ErrorInfo });
        }
      }
      return okAnswer({ ErrorList });
    },
  );
}
