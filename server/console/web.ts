import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { setDocumentHeaders } from '../web/document-headers.ts';

/**
 * The built console (dist/console, vite.console.config.ts) at /console/: its hashed files under
 * /console/assets/, and its one HTML document for every other /console/ path (the console routes in the
 * browser), with the same Content-Security-Policy as the site's documents and no indexing. No public page links
 * or loads any of it.
 */
export async function consoleWeb(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const root = join(opts.distDir, 'console');
  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/console/assets/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  let cached: { version: string; html: string } | undefined;
  async function document(): Promise<string | null> {
    const path = join(root, 'index.html');
    const info = await stat(path).catch(() => null);
    if (!info) return null;
    const version = `${info.size}:${info.mtimeMs}`;
    if (cached?.version !== version) cached = { version, html: await readFile(path, 'utf8') };
    return cached.html;
  }

  // With ignoreTrailingSlash, /console and /console/ are one route: only the bare form is redirected.
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/console') return reply.redirect('/console/', 301);
    const html = await document();
    if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('console not built (npm run build:console)');
    setDocumentHeaders(reply, 'site', html);
    return reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/console', page);
  app.get('/console/*', page);
}
