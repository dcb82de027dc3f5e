import type { FastifyBaseLogger } from 'fastify';
import type { ContentArea } from '../content/changes.ts';
import type { SiteRenderer } from './ssr.ts';

/** Pages showing news: re-rendered first after a news change (home and the media centre, both languages). */
const NEWS_PAGES = [
  '/',
  '/en/',
  '/mediaCenter',
  '/en/mediaCenter',
  '/mediaCenter/mediaCenterIndustry',
  '/en/mediaCenter/mediaCenterIndustry',
  '/mediaCenter/mediaCenterBrief',
];

/**
 * Fresh pages without a rebuild (issue #16.4). The build prerenders every static page from the seed content
 * (scripts/prerender.ts); those files are current only while nothing was published in the console (site revision
 * 0). After a publishing change (server/content/changes.ts, on every instance) the prerendered files are no longer
 * trusted: each page is rendered again with the server bundle and kept in memory, the changed areas' pages first,
 * the others after, and a request for a page not re-rendered yet renders it at once. So a crawler never gets a page
 * older than the change it asks after, and an unpublished article disappears from every page. A render started
 * before a later change is served to its request but not kept.
 */
export class FreshPages {
  readonly #renderer: SiteRenderer;
  readonly #urls: string[];
  readonly #apiBase: () => string | null;
  readonly #log: FastifyBaseLogger;
  /** True while the prerendered files are current (nothing published since the build's seed). */
  #prerenderedCurrent: boolean;
  readonly #pages = new Map<string, string>();
  readonly #pending = new Map<string, Promise<string | null>>();
  #generation = 0;
  #warming: Promise<void> = Promise.resolve();

  constructor(options: {
    renderer: SiteRenderer;
    /** Every page URL that has a prerendered file (both languages). */
    urls: string[];
    apiBase: () => string | null;
    log: FastifyBaseLogger;
    revision: number;
  }) {
    this.#renderer = options.renderer;
    this.#urls = options.urls;
    this.#apiBase = options.apiBase;
    this.#log = options.log;
    this.#prerenderedCurrent = options.revision === 0;
  }

  /** Whether the build's prerendered file may be sent for a page. */
  get prerenderedCurrent(): boolean {
    return this.#prerenderedCurrent;
  }

  /** Once listening: when the prerendered files are already out of date, renders every page in the background. */
  started(): void {
    if (!this.#prerenderedCurrent) this.#warm(this.#urls);
  }

  /** A publishing change: every kept page is forgotten; the changed areas' pages are rendered again first. */
  invalidate(areas: ContentArea[]): void {
    this.#prerenderedCurrent = false;
    this.#generation++;
    this.#pages.clear();
    this.#pending.clear();
    const first = areas.includes('news') ? NEWS_PAGES.filter((url) => this.#urls.includes(url)) : [];
    this.#warm([...first, ...this.#urls.filter((url) => !first.includes(url))]);
  }

  /** The page's current HTML (kept, or rendered now); null when the prerendered file is current or rendering failed. */
  html(url: string): Promise<string | null> | string | null {
    if (this.#prerenderedCurrent) return null;
    return this.#pages.get(url) ?? this.#pending.get(url) ?? this.#render(url);
  }

  /** Resolves when the pages being rendered in the background are done (tests, shutdown). */
  settled(): Promise<void> {
    return this.#warming;
  }

  #render(url: string): Promise<string | null> {
    const apiBase = this.#apiBase();
    if (!apiBase) return Promise.resolve(null);
    const generation = this.#generation;
    const rendering = (async () => {
      try {
        const result = await this.#renderer.render(url, apiBase, 'prerender');
        if (result.kind !== 'page' || result.status !== 200) return null;
        if (generation === this.#generation) this.#pages.set(url, result.html);
        return result.html;
      } catch (err) {
        this.#log.error({ err, url }, 'page not rendered again; the prerendered file stands in');
        return null;
      } finally {
        if (generation === this.#generation) this.#pending.delete(url);
      }
    })();
    this.#pending.set(url, rendering);
    return rendering;
  }

  #warm(urls: string[]): void {
    const generation = this.#generation;
    this.#warming = (async () => {
      for (const url of urls) {
        if (generation !== this.#generation) return;
        if (!this.#pages.has(url)) await (this.#pending.get(url) ?? this.#render(url));
      }
    })();
  }
}
