import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../harness/browser.ts';
import { startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';

export interface Site {
  server: ServerProcess;
  browser: Browser;
}

/**
 * The end-to-end fixture of a describe block: the real server (built site, seeded content; `env` as for
 * startServerProcess) and Debian's Chromium, both started before its tests and stopped after them. Read
 * `site.server` and `site.browser` inside hooks and tests, once they are set.
 */
export function useSite(env?: Record<string, string>): Site {
  const site = {} as Site;
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startServerProcess(env), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
