import type { FastifyInstance } from 'fastify';
import type { Im } from '../context.ts';
import { accountRoutes } from './accounts.ts';
import { MIN_ADMIN_KEY_LENGTH, adminGate } from './auth.ts';
import { groupRoutes } from './groups.ts';
import { messageRoutes } from './messages.ts';
import { adminErrorHandler } from './reply.ts';

/**
 * The admin API for partner backends under /v4/, after Tencent Cloud Chat's server REST API: accounts and
 * their signatures, messages as any account, groups. On only when IM_ADMIN_KEY is set (else its paths are
 * not registered and answer 404). Every call acts through the client ops, so a client's rules apply.
 */
export function adminPlugin(app: FastifyInstance, { im }: { im: Im }): Promise<void> {
  const key = im.cfg.admin?.key;
  if (!key) return Promise.resolve();
  if (key.length < MIN_ADMIN_KEY_LENGTH) {
    app.log.warn(`IM_ADMIN_KEY is shorter than ${MIN_ADMIN_KEY_LENGTH} characters: the admin API stays off`);
    return Promise.resolve();
  }
  app.addHook('onRequest', adminGate(key, im.cfg.admin?.ratePerSecond ?? 50));
  app.setErrorHandler(adminErrorHandler);
  accountRoutes(app, im);
  messageRoutes(app, im);
  groupRoutes(app, im);
  return Promise.resolve();
}
