import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SITE_PATHS } from '../../common/site-paths.ts';
import { splitLocalePath } from '../../common/locale.ts';
import { loadSiteRenderer } from './ssr.ts';
import { setDocumentFileHeaders, setDocumentHeaders } from './document-headers.ts';
import type { SiteRenderer } from './ssr.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ContentChanges } from '../content/changes.ts';
import { FreshPages } from './fresh-pages.ts';
import { buildSitemap } from './sitemap.ts';

export interface WebOptions {
  /** Folder holding site/, widget/ and demo/ builds. */
  distDir: string;
  /** Public origin for canonical/alternate URLs of request-time pages (SITE_URL); default the build's. */
  siteUrl?: string;
  /** More origins the pages may connect to: the group calls' Janus (IM_JANUS_PUBLIC_URL) when on another origin. */
  connectSources?: string[];
  /** With both: pages and sitemap.xml follow what is published in the console (fresh-pages.ts, sitemap.ts). */
  db?: Kysely<Database>;
  changes?: ContentChanges;
}

/**
 * Serves the built front ends:
 * - /widget/*  the partner bundle (CORS open, so any site can load it with one script tag)
 * - /demo/*    the QA demo page
 * - pages      every site page (and its /en twin): the prerendered HTML when the build made one and the URL has
 *              no query; otherwise rendered now by the server bundle (dist/ssr, optional; details pages with their
 *              data); else the app shell
 * - /*         the site's files; anything else redirects to the home of its language.
 * Text assets are sent as the build compressed them (`.br`/`.gz` beside each file, scripts/precompress.ts) when the
 * client accepts it; @fastify/compress compresses the rest per request (server/app.ts).
 * Every HTML document gets its Content-Security-Policy (with the hashes of its inline scripts) and frame rules
 * here (document-headers.ts); the /widget/ files get none of these, so partner pages can load them.
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
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const hashed = /-[\w-]{8,}\.(js|css)$/.test(uncompressedPath(path));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.register(fastifyStatic, {
    root: demoDir,
    prefix: '/demo/',
    decorateReply: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, path, stat) {
      reply.header('cache-control', 'no-cache');
      if (path.endsWith('.html')) setDocumentFileHeaders(reply, 'demo', path, stat, opts.connectSources);
    },
  });
  await app.register(fastifyStatic, {
    root: siteDir,
    prefix: '/',
    index: false,
    redirect: false,
    preCompressed: true,
    setHeaders(reply, path, stat) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Every HTML document (prerendered page, app shell, the demo page through `sendFile`): CSP and frame rules.
      if (path.endsWith('.html'))
        setDocumentFileHeaders(reply, path.startsWith(`${demoDir}/`) ? 'demo' : 'site', path, stat, opts.connectSources);
    },
  });

  app.get('/demo', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', demoDir));

  const renderer = await loadSiteRenderer(opts.distDir, opts.siteUrl, app.log);
  const shellPath = existsSync(join(opts.distDir, 'ssr', 'template.html')) ? join(opts.distDir, 'ssr') : siteDir;
  const shellFile = shellPath === siteDir ? 'index.html' : 'template.html';

  const pageUrls = SITE_PATHS.flatMap((path) => (path === '/' ? ['/', '/en/'] : [path, `/en${path}`])).filter((url) =>
    prerenderedFile(siteDir, url),
  );
  const { db, changes } = opts;
  const fresh =
    renderer && changes
      ? new FreshPages({ renderer, urls: pageUrls, apiBase: () => loopbackBase(app), log: app.log, revision: changes.revision })
      : null;
  let sitemap: Promise<string> | null = null;
  changes?.onChange((change) => {
    sitemap = null;
    fresh?.invalidate(change.areas);
  });
  if (fresh) app.addHook('onListen', () => fresh.started());
  if (renderer && db) {
    app.get('/sitemap.xml', async (_request, reply) => {
      sitemap ??= buildSitemap(db, renderer, pageUrls).catch((err: unknown) => {
        sitemap = null;
        throw err;
      });
      return reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(await sitemap);
    });
  }

  // Every page of the site in both languages gets an explicit route (more specific than the static wildcard).
  for (const path of SITE_PATHS) {
    for (const url of path === '/' ? ['/', '/en/'] : [path, `/en${path}`]) {
      app.get(url, async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        const query = request.url.includes('?');
        const prerendered = prerenderedFile(siteDir, url);
        if (prerendered && !query) {
          // After a publish in the console the build's file may be out of date: the page as rendered since.
          const html = fresh ? await fresh.html(url) : null;
          if (html) {
            setDocumentHeaders(reply, 'site', html, opts.connectSources);
            return reply.type('text/html; charset=utf-8').send(html);
          }
          return reply.sendFile(prerendered, siteDir);
        }
        if (renderer) {
          const rendered = await renderNow(app, renderer, request);
          if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
          if (rendered) {
            setDocumentHeaders(reply, 'site', rendered.html, opts.connectSources);
            return reply.status(rendered.status).type('text/html; charset=utf-8').send(rendered.html);
          }
        }
        return reply.sendFile(shellFile, shellPath);
      });
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

/** The prerendered HTML file of a page (relative to dist/site) when the build made one. */
function prerenderedFile(siteDir: string, pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  const candidate = clean ? `${clean.slice(1)}/index.html` : 'index.html';
  return existsSync(join(siteDir, candidate)) ? candidate : null;
}

/** This server over loopback (page loaders call its API); null when not listening (app.inject in tests). */
function loopbackBase(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address !== 'object') return null;
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Renders a page now; its loaders call this same server over loopback. null when that is not possible. */
async function renderNow(app: FastifyInstance, renderer: SiteRenderer, request: FastifyRequest) {
  const apiBase = loopbackBase(app);
  if (!apiBase) return null;
  try {
    return await renderer.render(request.url, apiBase);
  } catch (err) {
    request.log.error({ err, url: request.url }, 'server rendering failed; sending the app shell');
    return null;
  }
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ code: 404, msg: 'Not Found', data: null });
}

/** The file a precompressed copy was made from (`app-1234abcd.js.br` → `app-1234abcd.js`). */
function uncompressedPath(path: string): string {
  return path.replace(/\.(br|gz)$/, '');
}
