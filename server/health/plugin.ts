import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/index.ts';
import { registered } from '../sync-plugin.ts';
import type { Readiness } from './readiness.ts';

export interface HealthOptions {
  database: DatabaseHandle;
  version: string;
  readiness: Readiness;
}

/**
 * GET /api/health: version, uptime and database status; 503 while the database does not answer (within 1.5 s: never
 * hangs). GET /api/health/live: the process answers (for a restart on a hang). GET /api/health/ready: whether to send
 * it traffic (readiness.ts: 503 while draining or while the database or Redis does not answer).
 */
export function healthPlugin(app: FastifyInstance, opts: HealthOptions): Promise<void> {
  return registered(() => registerHealth(app, opts));
}

function registerHealth(app: FastifyInstance, opts: HealthOptions): void {
  app.get('/api/health', async (_request, reply) => {
    const up = await opts.database.ping();
    return reply.status(up ? 200 : 503).send({
      status: up ? 'ok' : 'degraded',
      version: opts.version,
      uptimeSeconds: Math.round(process.uptime()),
      database: { kind: opts.database.kind, status: up ? 'up' : 'down' },
    });
  });
  app.get('/api/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  app.get('/api/health/ready', async (_request, reply) => {
    const { ready, checks } = await opts.readiness.check();
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : opts.readiness.draining ? 'draining' : 'unavailable', checks });
  });
}
