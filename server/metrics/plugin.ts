import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import type { MetricsConfig } from './config.ts';
import type { Metrics } from './metrics.ts';

/**
 * Serves the registry in Prometheus's text format, never publicly by default: on the site's port at GET /metrics
 * only with METRICS_TOKEN (Bearer), and/or on METRICS_PORT (loopback unless METRICS_HOST says otherwise; the token
 * is asked there too when set). Neither configured: not served. Also times every HTTP request by its route pattern.
 * Called on the root instance (not through register): the timing hook must see every route.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, config: MetricsConfig): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    metrics.httpSeconds.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    done();
  });

  if (config.token) {
    const token = config.token;
    app.get('/metrics', async (request, reply) => {
      if (!authorized(request.headers, token)) throw new ApiError(401, translate(requestLocale(request), 'error.metricsToken'));
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    });
  }

  if (config.port !== undefined) {
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      if (config.token && !authorized(req.headers, config.token)) {
        res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end(translate(requestLocale(req), 'error.metricsToken'));
        return;
      }
      metrics.text().then(
        (text) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics scrape failed');
          res.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', (done) => {
      server.once('error', done);
      server.listen(config.port, config.host, () => {
        server.off('error', done);
        app.log.info({ address: server.address() }, 'metrics listening');
        done();
      });
    });
    app.addHook('onClose', (_instance, done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  }
}

/** `Authorization: Bearer <token>`, compared in constant time. */
function authorized(headers: IncomingHttpHeaders, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1]?.trim() ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(token));
}
