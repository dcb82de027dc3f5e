import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../../harness/browser.ts';
import { freePort, startServerProcess } from '../../harness/server-process.ts';
import type { ServerProcess } from '../../harness/server-process.ts';
import { signUserSig } from '../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import { axeViolations } from '../helpers/axe.ts';
import { send, txt, w } from './chat-kit.ts';

/**
 * A partner's own page (served by a second HTTP server on loopback, another origin) signs its user in with
 * `user-id`/`user-sig` made through our admin API; the user reads a message the partner's backend sent through
 * the admin API and answers; a custom message kind is drawn by a renderer the page registered. Another page of
 * the partner sends a strict Content-Security-Policy (README's smallest policy: no 'unsafe-inline', no
 * 'unsafe-eval') and themes the element from its own stylesheet (custom properties and ::part()).
 */
const ADMIN_KEY = 'partner-admin-key-0123456789abcdef';
const SECRET = 'partner-e2e-secret';
const USER = 'partner_user';
const SHOP = 'partner_shop';
const HOSTILE = '<img src=x onerror="window.__pwned=1">';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8AARAwMDAwMAE/0Bf3XsXc6AAAAAElFTkSuQmCC', 'base64');
/** The strict partner's theme: the element's documented custom properties and parts (widget/README.md). */
const THEME_CSS = `hy-chat { --hy-color-primary: rgb(0, 110, 60); --hy-radius: 3px; --hy-font: Georgia, serif; }
hy-chat::part(list) { background: rgb(250, 250, 235); }
hy-chat::part(bubble-out) { background: rgb(255, 240, 200); }
hy-chat::part(composer) { border-top: 4px solid rgb(200, 0, 0); }`;

describe('partner page: signed-in user and custom message renderer (built widget, real server)', () => {
  let server: ServerProcess;
  let partner: Server;
  let partnerUrl = '';
  let browser: Browser;
  let dataDir: string;
  let shop: SelfHostedChat;

  async function admin(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_KEY}` },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ ActionStatus: 'OK' });
    return answer;
  }

  /** The partner's page: its backend asks our admin API for the user's signature and writes it into the element. */
  function partnerPage(userSig: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title>
<script type="module" src="${server.url}/widget/hy-chat.js"></script>
<script type="module">
  window.HyChat.registerMessageRenderer('parcel', ({ data, message }) => {
    const box = document.createElement('p');
    box.className = 'parcel';
    box.textContent = 'Parcel ' + String(data.no) + ' from ' + message.nick;
    return box;
  });
  window.HyChat.registerMessageRenderer('note', ({ data }) => 'Note: ' + String(data.text));
</script></head>
<body><main><h1>Partner shop</h1></main>
<hy-chat locale="en_US" server-url="${server.url}" user-id="${USER}" user-sig="${userSig}"></hy-chat></body></html>`;
  }

  /**
   * README's smallest policy for a partner page: our origin for scripts, connections (ws too), images and media;
   * nothing of ours in style-src (the widget's CSS comes as constructed stylesheets), no 'unsafe-inline' or 'unsafe-eval'.
   */
  function strictPolicy(): string {
    const ws = server.url.replace(/^http/, 'ws');
    return [
      "default-src 'none'",
      `script-src 'self' ${server.url}`,
      "style-src 'self'",
      `connect-src 'self' ${server.url} ${ws}`,
      `img-src 'self' ${server.url} data: blob:`,
      `media-src 'self' ${server.url} blob:`,
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; ');
  }

  /** A strict page: no inline script or style of its own; its theme comes from a stylesheet on its origin. */
  function strictPage(userSig: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict partner</title>
<link rel="stylesheet" href="/theme.css">
<script type="module" src="${server.url}/widget/hy-chat.js"></script></head>
<body><main><h1>Strict partner</h1></main>
<hy-chat locale="en_US" server-url="${server.url}" user-id="${USER}" user-sig="${userSig}"></hy-chat></body></html>`;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hy-partner-e2e-'));
    const port = await freePort();
    [server, browser] = await Promise.all([
      startServerProcess({ DATA_DIR: dataDir, PORT: String(port), IM_SECRET: SECRET, IM_ADMIN_KEY: ADMIN_KEY }),
      launchBrowser(),
    ]);
    partner = createServer((req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://partner');
        if (url.pathname === '/theme.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end(THEME_CSS);
        let sig = url.searchParams.get('sig');
        if (!sig) sig = String((await admin('/v4/ext/make_user_sig', { UserID: USER, Expire: 3600 })).UserSig);
        if (url.pathname === '/strict') {
          const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': strictPolicy() };
          return void res.writeHead(200, headers).end(strictPage(sig));
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage(sig));
      })();
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
    await admin('/v4/im_open_login_svc/multiaccount_import', { Accounts: [USER] });
    await admin('/v4/im_open_login_svc/account_import', { UserID: SHOP, Nick: 'Partner Shop' });
    const shopSig = String((await admin('/v4/ext/make_user_sig', { UserID: SHOP })).UserSig);
    shop = new SelfHostedChat({ serverUrl: server.url, trackConversations: false });
    await shop.login({ userID: SHOP, userSig: shopSig });
  });
  afterAll(async () => {
    await shop?.destroy();
    await browser?.close();
    await new Promise((r) => partner?.close(r));
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function openChat(page: Page): Promise<void> {
    await page.waitForFunction(() => customElements.get('hy-chat') !== undefined);
    await w(page, '.hy-tool--avatar').click();
  }

  it('signs the user in with user-id/user-sig; the user reads an admin-sent message and answers', async () => {
    await admin('/v4/openim/sendmsg', {
      From_Account: SHOP,
      To_Account: USER,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Your order has shipped' } }],
    });
    const { page, errors } = await openPage(browser);
    await page.goto(`${partnerUrl}/`);
    await openChat(page);
    const conversation = w(page, '[data-testid="conversation"]').first();
    await conversation.waitFor({ timeout: 30_000 });
    expect(await conversation.textContent()).toContain('Partner Shop');
    await conversation.click();
    await txt(page, 'Your order has shipped').waitFor();
    const answers: string[] = [];
    shop.on('onMessageReceived', (e) => answers.push(...(e.data as { payload: { text?: string } }[]).map((m) => m.payload.text ?? '')));
    await send(page, 'Thanks, when will it arrive?');
    await expect.poll(() => answers, { timeout: 10_000 }).toContain('Thanks, when will it arrive?');
    // it is the signed-in user, not an anonymous visitor: no visitor identity was made
    expect(await page.evaluate(() => localStorage.getItem('onlyKey'))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // custom kinds the host page registered: a node it built, and text never parsed as HTML
    await admin('/v4/openim/sendmsg', {
      From_Account: SHOP,
      To_Account: USER,
      MsgBody: [{ MsgType: 'TIMCustomElem', MsgContent: { Data: JSON.stringify({ businessID: 'parcel', no: 'SF1024' }), Desc: 'Parcel' } }],
    });
    await w(page, 'p.parcel').waitFor();
    expect(await w(page, 'p.parcel').textContent()).toBe('Parcel SF1024 from Partner Shop');
    await admin('/v4/openim/sendmsg', {
      From_Account: SHOP,
      To_Account: USER,
      MsgBody: [{ MsgType: 'TIMCustomElem', MsgContent: { Data: JSON.stringify({ businessID: 'note', text: HOSTILE }), Desc: 'Note' } }],
    });
    await txt(page, `Note: ${HOSTILE}`).waitFor();
    expect(await w(page, '[data-kind="host"] img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // a kind nobody registered keeps the widget's own bubble (its description)
    await admin('/v4/openim/sendmsg', {
      From_Account: SHOP,
      To_Account: USER,
      MsgBody: [{ MsgType: 'TIMCustomElem', MsgContent: { Data: JSON.stringify({ businessID: 'other' }), Desc: 'Something else' } }],
    });
    await txt(page, 'Something else').waitFor();
    await page.context().close();
  });

  it('tells the user, in the widget’s language, that a signature is expired or not valid', async () => {
    const expired = signUserSig(USER, SECRET, 10, Date.now() - 60_000);
    const { page } = await openPage(browser);
    await page.goto(`${partnerUrl}/?sig=${encodeURIComponent(expired)}`);
    await openChat(page);
    await w(page, '[role="alert"]')
      .getByText('Your chat sign-in has expired. Please reload the page or sign in again.')
      .waitFor({ timeout: 30_000 });
    await page.goto(`${partnerUrl}/?sig=${encodeURIComponent(signUserSig(USER, 'another-secret', 600))}`);
    await openChat(page);
    await w(page, '[role="alert"]').getByText('Your chat sign-in is not valid. Please sign in again.').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('onlyKey'))).toBeNull();
    await page.context().close();
  });

  it('works on a page with a strict Content-Security-Policy and takes the page’s theme', async () => {
    await admin('/v4/openim/sendmsg', {
      From_Account: SHOP,
      To_Account: USER,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'Strict pages welcome' } }],
    });
    const { page, errors } = await openPage(browser);
    // Every violation the page reports, from the widget's shadow root too (the event is composed).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as { __violations?: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`), true);
    });
    const violations = () => page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []);
    const style = (selector: string, property: string) =>
      w(page, selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    await page.goto(`${partnerUrl}/strict`);
    await page.waitForFunction(() => customElements.get('hy-chat') !== undefined);

    // the toolbar has its real size and place (unstyled, it is a bare button in the page flow)
    await w(page, '.hy-tool--avatar').waitFor();
    const avatar = await w(page, '.hy-tool--avatar').boundingBox();
    expect(avatar).toMatchObject({ width: 60, height: 60 });
    expect(await style('.hy-toolbar', 'position')).toBe('fixed');
    expect(await style('[data-tool="mail"]', 'background-color')).toBe('rgb(0, 110, 60)');

    // the chat opens styled, connects (ws: in connect-src) and takes the theme's properties and parts
    await openChat(page);
    expect(await style('.hy-window', 'position')).toBe('fixed');
    expect(await style('.hy-window', 'border-top-left-radius')).toBe('3px');
    expect(await style('.hy-window__header', 'background-color')).toBe('rgb(0, 110, 60)');
    expect(await style('.hy-root', 'font-family')).toBe('Georgia, serif');
    const conversation = w(page, '[data-testid="conversation"]').filter({ hasText: 'Partner Shop' }).first();
    await conversation.waitFor({ timeout: 30_000 });
    expect(await style('.hy-conv-list', 'background-color')).toBe('rgb(250, 250, 235)');
    await conversation.click();
    await txt(page, 'Strict pages welcome').waitFor();
    expect(await style('.hy-composer', 'border-top-color')).toBe('rgb(200, 0, 0)');
    await send(page, 'Styled under a strict policy');
    const own = w(page, '.hy-msg--out .hy-msg__bubble').filter({ hasText: 'Styled under a strict policy' });
    expect(await own.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 240, 200)');
    // images: emoji drawn as data: SVG, a picture shown from blob: while it uploads, then from our origin
    await w(page, 'button[aria-label="Emoji"]').click();
    await expect
      .poll(() =>
        w(page, '.hy-emoji-panel__grid img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await w(page, 'button[aria-label="Emoji"]').click();
    await w(page, '[data-testid="image-picker"]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await w(page, '.hy-bubble-image img[src*="/im/files/"]').waitFor({ timeout: 10_000 });

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    // the policy is really enforced here: an inline <style> is refused and reported
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'h1 { color: red }' })));
    await expect.poll(violations).toEqual(['style-src-elem inline']);
    await page.context().close();
  });
});
