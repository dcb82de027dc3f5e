import type { FastifyInstance } from 'fastify';
import { SERVICE_ACCOUNTS_PATH } from '../../protocol/frames.ts';
import { ok } from '../http/envelope.ts';
import type { Im } from './context.ts';

/**
 * GET /im/service-accounts: the customer-service inboxes (IM_SERVICE_ACCOUNTS), which the widget's contact screen
 * lists (SPEC §6). Public like the inbox a visitor is sent to by owChat; CORS open for partner pages.
 */
export function serviceAccountsRoute(app: FastifyInstance, im: Pick<Im, 'serviceAccounts'>): void {
  const userIds = [...im.serviceAccounts];
  app.get(SERVICE_ACCOUNTS_PATH, async (_request, reply) => {
    void reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=300');
    return ok({ userIds });
  });
}
