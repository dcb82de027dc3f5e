import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/index.ts';
import { registered } from '../sync-plugin.ts';

/** GET /api/health: version, uptime and database status. 503 while the database does not answer (within 1.5 s: never hangs). */
export function healthPlugin(app: FastifyInstance, opts: { database: DatabaseHandle; version: string }): Promise<void> {
  return registered(() => registerHealth(app, opts));
}

function registerHealth(app: FastifyInstance, opts: { database: DatabaseHandle; version: string }): void {
  app.get('/api/health', async (_request, reply) => {
    const up = await opts.database.ping();
    return reply.status(up ? 200 : 503).send({
      status: up ? 'ok' : 'degraded',
      version: opts.version,
      uptimeSeconds: Math.round(process.uptime()),
      database: { kind: opts.database.kind, status: up ? 'up' : 'down' },
    });
  });
}
