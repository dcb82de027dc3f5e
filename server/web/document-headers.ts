import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Stats } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { hostHeader } from '../http/site-origin.ts';

/**
 * Content-Security-Policy and X-Frame-Options of every HTML document we send (site pages prerendered or
 * rendered per request, the app shell, the demo page). The other security headers are set for every response
 * by server/http/security-headers.ts.
 *
 * Scripts: 'self' for the modules, plus the sha256 of each inline script of this very document (the prerender
 * and the request-time renderer write one: `window.__SSR__=…` with the page's loader data), so script-src has
 * no 'unsafe-inline'. Data blocks (application/ld+json) are not scripts and need no hash.
 * Styles: 'unsafe-inline' (style-src only): the server inlines the built stylesheets as <style> elements, the
 * markup has style attributes, and the widget keeps its CSS in <style> elements inside its shadow root.
 * Images: our files and media, data: (CSS backgrounds, emoji) and blob: (chat image previews and downloads).
 * Connections: our origin, including the chat's WebSocket (/im/ws) named by host for browsers whose 'self'
 * does not cover ws:/wss:.
 * The demo page is the QA page of the element, whose server-url may point at another server of ours: it may
 * connect to and show media from any http(s) server.
 */
export type DocumentKind = 'site' | 'demo';

export function contentSecurityPolicy(
  kind: DocumentKind,
  scriptHashes: readonly string[],
  host: string | undefined,
  connectSources: readonly string[] = [],
): string {
  const sockets = host && /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const otherServers = kind === 'demo' ? ['http:', 'https:'] : [];
  const otherSockets = kind === 'demo' ? ['ws:', 'wss:'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...otherServers],
    'media-src': ["'self'", 'blob:', ...otherServers],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sockets, ...connectSources, ...otherServers, ...otherSockets],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /\stype\s*=\s*["']?([^"'\s>]*)/i;
const JS_TYPE = /^(module|(text|application)\/(x-)?(javascript|ecmascript))$/i;

/** CSP source expressions (`sha256-…`) of the document's inline executable scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = SCRIPT_TYPE.exec(attributes)?.[1];
    if (type && !JS_TYPE.test(type)) continue; // a data block (JSON-LD): never run
    if (!body) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

/** Sets the document headers for HTML about to be sent. */
export function setDocumentHeaders(reply: FastifyReply, kind: DocumentKind, html: string, connectSources: readonly string[] = []): void {
  applyHeaders(reply, kind, inlineScriptHashes(html), connectSources);
}

/** Hashes of built HTML files, read once per version of the file (size and modification time). */
const fileHashes = new Map<string, { version: string; hashes: string[] }>();

/** Sets the document headers for an HTML file served from disk (`stat` as the static server read it). */
export function setDocumentFileHeaders(
  reply: FastifyReply,
  kind: DocumentKind,
  path: string,
  stat: Stats,
  connectSources: readonly string[] = [],
): void {
  const version = `${stat.size}:${stat.mtimeMs}`;
  let cached = fileHashes.get(path);
  if (cached?.version !== version) {
    cached = { version, hashes: inlineScriptHashes(readFileSync(path, 'utf8')) };
    fileHashes.set(path, cached);
  }
  applyHeaders(reply, kind, cached.hashes, connectSources);
}

function applyHeaders(reply: FastifyReply, kind: DocumentKind, hashes: readonly string[], connectSources: readonly string[]): void {
  reply.header('content-security-policy', contentSecurityPolicy(kind, hashes, hostHeader(reply.request), connectSources));
  reply.header('x-frame-options', 'SAMEORIGIN');
}
