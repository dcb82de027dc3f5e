import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { STAFF_LOGIN_PATH, WS_PATH } from '../../protocol/frames.ts';
import { ID_PATTERN } from '../../protocol/model.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import { signUserSig } from '../identity/user-sig.ts';
import { checkStaffPassword } from './accounts.ts';
import { filesRoutes } from './files.ts';
import type { Messaging } from './service.ts';
import { Session } from './session.ts';

export interface MessagingPluginOptions {
  messaging: Messaging;
}

/**
 * The messaging service on the site's port: the WebSocket endpoint (WS_PATH), staff sign-in and file
 * upload/download over HTTP.
 */
export async function messagingPlugin(app: FastifyInstance, { messaging }: MessagingPluginOptions): Promise<void> {
  const { im } = messaging;
  await app.register(websocket, { options: { maxPayload: 128 * 1024, perMessageDeflate: false } });

  app.get(WS_PATH, { websocket: true }, (socket) => {
    new Session(socket, im);
  });

  app.post<{ Body: { userId: string; password: string } }>(
    STAFF_LOGIN_PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'password'],
          additionalProperties: false,
          properties: { userId: { type: 'string', pattern: ID_PATTERN.source }, password: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { userId, password } = request.body;
      if (!(await checkStaffPassword(im.db, userId, password))) throw new ApiError(401, translate(requestLocale(request), 'im.staff.loginFailed'));
      return ok({ userId, userSig: signUserSig(userId, im.secret, im.cfg.staffSigTtlSeconds) });
    },
  );

  await app.register(filesRoutes, { im });

  app.addHook('onClose', () => messaging.close());
}
