import type { FastifyRequest } from 'fastify';

/**
 * Which host and origin a request is for, for security decisions (the console's Origin check, the documents'
 * Content-Security-Policy). Never Fastify's request.host/hostname: with TRUST_PROXY they come from
 * X-Forwarded-Host, which any client can send, so a forged one would make a foreign site look like ours.
 */

/** The Host header as it reached us (the proxy's, behind one): never X-Forwarded-Host. */
export function hostHeader(request: FastifyRequest): string | undefined {
  const host = request.headers.host ?? request.headers[':authority'];
  return typeof host === 'string' && host ? host : undefined;
}

/** The origin (scheme://host[:port]) of an absolute http(s) URL; null for anything else. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins our own pages are served from: the configured public ones (SITE_URL, CONSOLE_URL) when there are,
 * else this request's scheme and Host header.
 */
export function ownOrigins(request: FastifyRequest, configured: readonly string[]): readonly string[] {
  if (configured.length) return configured;
  const host = hostHeader(request);
  return host ? [`${request.protocol}://${host.toLowerCase()}`] : [];
}
