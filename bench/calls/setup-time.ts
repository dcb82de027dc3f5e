import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { signUserSig } from '../../server/identity/user-sig.ts';
import { openPage } from '../../harness/browser.ts';

/**
 * One-to-one call setup time in Chromium (fake camera and microphone) through the built widget: from the caller's
 * click on 'video call' until the caller's page has decoded the first video frame from the callee. The callee's
 * page answers as soon as it rings (a script clicks 'answer'), so the time is the machine's, not a person's.
 */
export interface SetupOptions {
  browser: Browser;
  serverUrl: string;
  secret: string;
  caller: string;
  callee: string;
  calls: number;
}

/** Finds an element through every open shadow root of the page (the widget draws inside one). */
const DEEP_QUERY = `window.__deep = (selector) => {
  const walk = (root) => {
    const hit = root.querySelector(selector);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { const found = walk(el.shadowRoot); if (found) return found; }
    return null;
  };
  return walk(document);
};`;

function pageServer(serverUrl: string, secret: string): Promise<{ url: (user: string, peer: string) => string; server: Server }> {
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const user = u.searchParams.get('user') ?? '';
    if (!user) return void res.writeHead(204).end();
    const sig = signUserSig(user, secret, 3600);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="${serverUrl}/widget/hy-chat.js"></script></head><body>
<hy-chat locale="en_US" server-url="${serverUrl}" user-id="${user}" user-sig="${sig}"></hy-chat></body></html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ server, url: (user, peer) => `${base}/?user=${encodeURIComponent(user)}&peer=${encodeURIComponent(peer)}` });
    }),
  );
}

async function openChat(browser: Browser, url: string, peer: string): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto(url);
  await page.locator('hy-chat .hy-tool--avatar').click();
  const conversation = page.locator('hy-chat [data-testid="conversation"]').filter({ hasText: peer }).first();
  await conversation.waitFor({ timeout: 30_000 });
  await conversation.click();
  await page.locator('hy-chat [data-testid="call-video"]').waitFor();
  await page.evaluate(DEEP_QUERY);
  return page;
}

/** Milliseconds from invite to the first decoded frame, one per call. */
export async function measureSetup(o: SetupOptions): Promise<number[]> {
  const pages = await pageServer(o.serverUrl, o.secret);
  try {
    const caller = await openChat(o.browser, pages.url(o.caller, o.callee), o.callee);
    const callee = await openChat(o.browser, pages.url(o.callee, o.caller), o.caller);
    // the callee answers the moment it rings
    await callee.evaluate(() => {
      const deep = (window as unknown as { __deep: (s: string) => HTMLElement | null }).__deep;
      setInterval(() => deep('[data-testid="call-accept"]')?.click(), 5);
    });
    const times: number[] = [];
    for (let i = 0; i < o.calls; i++) {
      const ms = await caller.evaluate(async (peer: string) => {
        const deep = (window as unknown as { __deep: (s: string) => HTMLElement | null }).__deep;
        const t0 = performance.now();
        deep('[data-testid="call-video"]')!.click();
        return new Promise<number>((resolve, reject) => {
          const timer = setInterval(() => {
            const video = deep(`[data-testid="call-tile"][data-user="${peer}"] video`) as HTMLVideoElement | null;
            if (video && video.getVideoPlaybackQuality().totalVideoFrames > 0) {
              clearInterval(timer);
              resolve(performance.now() - t0);
            } else if (performance.now() - t0 > 15_000) {
              clearInterval(timer);
              reject(new Error('no video frame within 15 s'));
            }
          }, 5);
        });
      }, o.callee);
      times.push(ms);
      await caller.locator('hy-chat [data-testid="call-hang-up"]').click();
      for (const page of [caller, callee])
        await page.locator('hy-chat [data-testid="call-screen"]').waitFor({ state: 'detached', timeout: 15_000 });
      await caller.waitForTimeout(300);
    }
    await caller.context().close();
    await callee.context().close();
    return times;
  } finally {
    await new Promise((r) => pages.server.close(r));
  }
}
