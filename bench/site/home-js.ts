/**
 * The JavaScript a page transfers without any user interaction: loads the page in a mobile context, then waits
 * until the network has been quiet (no request in flight, none started) for `quietMs` (idle-time work such as
 * the chat element or deferred revalidation included; nothing is clicked, hovered, focused or scrolled), and
 * lists every script response (resource type `script`, or a .js/.mjs URL: module preloads too) with its bytes
 * on the wire as served and its gzip size (level 6) of the same bytes.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface ScriptTransfer {
  path: string;
  wire: number;
  gzip: number;
}

export interface PageJs {
  scripts: ScriptTransfer[];
  gzip: number;
  wire: number;
}

const SCRIPT_URL = /\.m?js(\?|$)/;

export async function measurePageJs(
  browser: Browser,
  url: string,
  options: { siteDir: string; quietMs?: number; maxMs?: number },
): Promise<PageJs> {
  const quietMs = options.quietMs ?? 5000;
  const maxMs = options.maxMs ?? 40_000;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const inFlight = new Set<unknown>();
    let lastActivity = Date.now();
    const found: Promise<ScriptTransfer | null>[] = [];
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    const settle = (request: unknown) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfailed', settle);
    page.on('requestfinished', (request) => {
      settle(request);
      if (request.resourceType() !== 'script' && !SCRIPT_URL.test(request.url())) return;
      found.push(
        (async () => {
          const sizes = await request.sizes().catch(() => null);
          const response = await request.response();
          const body = response ? await response.body().catch(() => null) : null;
          const path = new URL(request.url()).pathname;
          const file = join(options.siteDir, path);
          const raw = body ?? (existsSync(file) ? await readFile(file) : Buffer.alloc(0));
          return { path, wire: sizes?.responseBodySize ?? 0, gzip: gzipSync(raw, { level: 6 }).length };
        })(),
      );
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - started < maxMs) {
      await page.waitForTimeout(250);
      if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) break;
    }
    const scripts = (await Promise.all(found)).filter((s): s is ScriptTransfer => s !== null);
    return { scripts, gzip: scripts.reduce((n, s) => n + s.gzip, 0), wire: scripts.reduce((n, s) => n + s.wire, 0) };
  } finally {
    await context.close();
  }
}

/** One line per file, biggest first: `name  gzip KB`. */
export function formatScripts(scripts: readonly ScriptTransfer[]): string {
  return [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `    ${s.path.replace(/^\/assets\//, '').padEnd(44)} ${(s.gzip / 1024).toFixed(1).padStart(6)} KB gzip`)
    .join('\n');
}
