import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Browser features: camera and microphone stay open to our own origin (the coming calls); what the site and the
 * chat never use is switched off (the chat shows location messages it receives but never asks for a position).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** Sent only over TLS (directly or through a trusted proxy), so http://localhost keeps working. */
export const HSTS = 'max-age=31536000';

/**
 * Headers for every response (pages, API, files, the widget bundle), through @fastify/helmet:
 * X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin, Cross-Origin-Opener-Policy
 * (popups allowed: the site opens news briefs in one), Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Permitted-Cross-Domain-Policies; plus Permissions-Policy, and HSTS on https requests.
 *
 * Not here: the Content-Security-Policy and X-Frame-Options of HTML documents, which depend on the page (its
 * inline script hashes) and are set where the HTML is sent (server/web/document-headers.ts). Off on purpose:
 * Cross-Origin-Resource-Policy (partner pages load the widget's script, avatars and chat files from us; the
 * /widget/ files send `cross-origin` themselves) and helmet's static HSTS (see above).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    frameguard: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
