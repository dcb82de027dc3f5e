import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderResult } from '../../site/src/ssr/entry-server.tsx';

/**
 * Request-time server rendering of site pages (details pages, URLs with a query string) with the server
 * bundle built by `vite build -c vite.site.config.ts --mode ssr` into dist/ssr. Optional: when dist/ssr is
 * missing (a build without it) or broken, `loadSiteRenderer` returns null and pages get the app shell.
 */
export interface SiteRenderer {
  /** 'prerender' (the default 'request' otherwise): a page kept for every visitor, its data refreshed by the browser. */
  render(url: string, apiBase: string, mode?: 'prerender' | 'request'): Promise<RenderResult>;
  /** Public origin of canonical and sitemap URLs (SITE_URL, else the build's default). */
  siteUrl: string;
  /** hreflang alternates of a locale-free page path (site/src/ssr/head.ts). */
  alternates(path: string, search: string, origin: string): { hreflang: string; href: string }[];
  /** The app shell (dist/site/index.html as built, before the prerenderer made it the home page). */
  shell: string;
}

interface SsrModule {
  renderPage(
    url: string,
    options: {
      apiBase: string;
      siteUrl?: string;
      template: string;
      manifest: unknown;
      styles: Record<string, string>;
      mode: 'prerender' | 'request';
    },
  ): Promise<RenderResult>;
  alternates?: (path: string, search: string, origin: string) => { hreflang: string; href: string }[];
  DEFAULT_SITE_URL?: string;
  stylesOf(manifest: unknown, read: (file: string) => string): Record<string, string>;
}

export async function loadSiteRenderer(distDir: string, siteUrl: string | undefined, log: FastifyBaseLogger): Promise<SiteRenderer | null> {
  const ssrDir = join(distDir, 'ssr');
  const files = ['entry-server.js', 'template.html', 'manifest.json'].map((f) => join(ssrDir, f));
  if (!files.every((file) => existsSync(file))) return null;
  try {
    const [mod, template, manifest] = await Promise.all([
      import(pathToFileURL(files[0]!).href) as Promise<SsrModule>,
      readFile(files[1]!, 'utf8'),
      readFile(files[2]!, 'utf8').then((text) => JSON.parse(text) as unknown),
    ]);
    const styles = mod.stylesOf(manifest, (file) => readFileSync(join(distDir, 'site', file), 'utf8'));
    return {
      shell: template,
      // A bundle without these (an older build) still renders; its sitemap entries get no alternates.
      siteUrl: (siteUrl || mod.DEFAULT_SITE_URL || '').replace(/\/+$/, ''),
      alternates: (path, search, origin) => (typeof mod.alternates === 'function' ? mod.alternates(path, search, origin) : []),
      render: (url, apiBase, mode = 'request') =>
        mod.renderPage(url, { apiBase, ...(siteUrl ? { siteUrl } : {}), template, manifest, styles, mode }),
    };
  } catch (err) {
    log.warn({ err }, 'site server renderer unavailable; pages are served as the app shell');
    return null;
  }
}
