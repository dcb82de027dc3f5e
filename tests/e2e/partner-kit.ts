import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { freePort, startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { w } from './chat-kit.ts';

/**
 * Two or more signed-in users chatting through the built widget on a partner page (a second HTTP server on
 * loopback, another origin), signed in with `user-id`/`user-sig` made through the admin API.
 */
export interface PartnerChat {
  server: ServerProcess;
  browser: Browser;
  admin(path: string, body: unknown): Promise<Record<string, unknown>>;
  /**
   * A page signed in as `user` with its conversation with `peerNick` open. `attrs`: more <hy-chat> attributes;
   * `unopened`: the page only, the chat window left closed. `via`: another browser, which reaches the chat server
   * and the partner page at other addresses (e.g. one on its own network, through relays).
   */
  chatAs(
    user: string,
    peerNick: string,
    o?: {
      locale?: string;
      attrs?: string;
      micOff?: boolean;
      context?: BrowserContextOptions;
      unopened?: boolean;
      via?: { browser: Browser; reach(url: string): Promise<string> };
    },
  ): Promise<{ page: Page; errors: string[] }>;
  stop(): Promise<void>;
}

const ADMIN_KEY = 'partner-kit-admin-key-0123456789abcdef';

/** `env`: more settings of the chat server (e.g. IM_CALL_TIMEOUT_SECONDS, IM_RATE_BURST). */
export async function startPartnerChat(
  users: { id: string; nick: string }[],
  browserArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<PartnerChat> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hy-partner-kit-'));
  const port = await freePort();
  const [server, browser] = await Promise.all([
    startServerProcess({ DATA_DIR: dataDir, PORT: String(port), IM_ADMIN_KEY: ADMIN_KEY, ...env }),
    launchBrowser(browserArgs),
  ]);
  const admin = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_KEY}` },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ ActionStatus: 'OK' });
    return answer;
  };
  const pages = new Map<string, string>();
  const partner = createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    // micOff pages forbid the microphone (Permissions-Policy), so getUserMedia is refused
    const policy = req.url?.includes('mic=off') ? { 'permissions-policy': 'microphone=()' } : {};
    // anything else (the browser's /favicon.ico) gets an empty answer, not an error in the console
    if (!html) return void res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...policy }).end(html);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  for (const u of users) await admin('/v4/im_open_login_svc/account_import', { UserID: u.id, Nick: u.nick });

  const chatAs: PartnerChat['chatAs'] = async (user, peerNick, o = {}) => {
    const sig = String((await admin('/v4/ext/make_user_sig', { UserID: user, Expire: 3600 })).UserSig);
    const path = `/${pages.size}${o.micOff ? '?mic=off' : ''}`;
    const serverUrl = o.via ? await o.via.reach(server.url) : server.url;
    const pageUrl = o.via ? await o.via.reach(partnerUrl) : partnerUrl;
    pages.set(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="${serverUrl}/widget/hy-chat.js"></script></head><body><main><h1>Partner</h1></main>
<hy-chat locale="${o.locale ?? 'en_US'}" server-url="${serverUrl}" user-id="${user}" user-sig="${sig}" ${o.attrs ?? ''}></hy-chat></body></html>`,
    );
    const opened = await openPage(o.via?.browser ?? browser, o.context);
    await opened.page.goto(`${pageUrl}${path}`);
    await opened.page.waitForFunction(() => customElements.get('hy-chat') !== undefined);
    if (o.unopened) return opened;
    await w(opened.page, '.hy-tool--avatar').click();
    const conversation = w(opened.page, '[data-testid="conversation"]').filter({ hasText: peerNick }).first();
    await conversation.waitFor({ timeout: 30_000 });
    await conversation.click();
    await w(opened.page, '.hy-composer').waitFor();
    return opened;
  };

  return {
    server,
    browser,
    admin,
    chatAs,
    stop: async () => {
      await browser.close();
      await new Promise((r) => partner.close(r));
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
