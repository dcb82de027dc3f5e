import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SITE_PATHS } from '../../common/site-paths.ts';
import { splitLocalePath } from '../../common/locale.ts';

export interface WebOptions {
  /** Folder holding site/, widget/ and demo/ builds. */
  distDir: string;
}

/**
 * Serves the built front ends:
 * - /widget/*  the partner bundle (CORS open, so any site can load it with one script tag)
 * - /demo/*    the QA demo page
 * - pages      every site page (and its /en twin): the prerendered HTML when the build made one, else the app shell
 * - /*         the site's files; anything else redirects to the home of its language.
 */
export async function webPlugin(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const siteDir = join(opts.distDir, 'site');
  const widgetDir = join(opts.distDir, 'widget');
  const demoDir = join(opts.distDir, 'demo');

  await app.register(fastifyStatic, {
    root: widgetDir,
    prefix: '/widget/',
    decorateReply: false,
    index: false,
    setHeaders(reply, path) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', /-[\w-]{8,}\.(js|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.register(fastifyStatic, {
    root: demoDir,
    prefix: '/demo/',
    decorateReply: false,
    index: ['index.html'],
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    index: false,
    redirect: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/demo', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', demoDir));

  // Every page of the site in both languages gets an explicit route (more specific than the static wildcard).
  for (const path of SITE_PATHS) {
    for (const url of path === '/' ? ['/', '/en/'] : [path, `/en${path}`]) {
      app.get(url, (request, reply) => reply.header('cache-control', 'no-cache').sendFile(pageFile(siteDir, url), siteDir));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(reply);
    if (/^\/(api|widget|demo|assets)\//.test(pathname) || pathname.startsWith('/platform')) return notFound(reply);
    if (pathname === '/en') return reply.redirect(`/en/${url.search}`, 301);
    const { locale } = splitLocalePath(pathname);
    return reply.redirect(locale === 'en_US' ? '/en/' : '/', 302);
  });
}

/** The prerendered HTML of a page when the build made one, else the app shell. */
function pageFile(siteDir: string, pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  const candidate = clean ? `${clean.slice(1)}/index.html` : 'index.html';
  return existsSync(join(siteDir, candidate)) ? candidate : 'index.html';
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 404, msg: 'Not Found', data: null });
}
