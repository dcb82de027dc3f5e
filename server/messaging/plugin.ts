import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { WS_PATH } from '../../protocol/frames.ts';
import { adminPlugin } from './admin/plugin.ts';
import { filesRoutes } from './files/routes.ts';
import type { Messaging } from './service.ts';
import { serviceAccountsRoute } from './service-accounts-route.ts';
import { staffLoginRoute } from './staff-login.ts';
import { Session } from './transport/session.ts';
import { socketErrorHandler } from './transport/socket-errors.ts';

export interface MessagingPluginOptions {
  messaging: Messaging;
}

/**
 * The messaging service on the site's port: the WebSocket endpoint (WS_PATH), staff sign-in, the
 * customer-service inbox list, file
 * upload/download over HTTP, and the admin API for partner backends (admin/, when IM_ADMIN_KEY is set).
 */
export async function messagingPlugin(app: FastifyInstance, { messaging }: MessagingPluginOptions): Promise<void> {
  const { im } = messaging;
  // Shutdown: before the WebSocket plugin closes the sockets without a code, the logged-in ones are told to
  // reconnect elsewhere (GOING_AWAY_CLOSE_CODE); preClose hooks run in the order they were added.
  app.addHook('preClose', (done) => {
    messaging.drain();
    done();
  });
  await app.register(websocket, {
    options: { maxPayload: 128 * 1024, perMessageDeflate: false },
    errorHandler: socketErrorHandler(app.log),
  });

  // The upgraded request's TCP socket is the one under the WebSocket: the session corks it to batch frames.
  app.get(WS_PATH, { websocket: true }, (socket, request) => {
    new Session(socket, im, request.raw.socket);
  });

  staffLoginRoute(app, im);
  serviceAccountsRoute(app, im);

  await app.register(filesRoutes, { im });
  await app.register(adminPlugin, { im });

  app.addHook('onClose', () => messaging.close());
}
