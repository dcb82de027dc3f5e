import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { loadConfig } from '../../../server/config.ts';
import type { ServerConfig } from '../../../server/config.ts';
import type { DeskConfig } from '../../../server/messaging/desk/config.ts';
import type { Desk } from '../../../server/messaging/desk/desk.ts';
import { parseBusinessHours } from '../../../server/messaging/desk/business-hours.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { WireDeskConversation } from '../../../common/desk/wire.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';

export const INBOX = 'sealink_service';

/** The desks of the apps started here, by URL: a test waits for its desk to handle what was sent (deskSettled). */
const desks = new Map<string, Desk>();

/**
 * The real app with the desk configured for a test: business hours, presence window and limits. `paused`: its
 * desk holds back its handling of messages until `app.desk.subscriber.resume()`; `redisUrl`: one of several instances; `smtpUrl`: where mail (transcripts) goes.
 */
export async function startDesk(
  database: DatabaseHandle,
  desk: Partial<Omit<DeskConfig, 'hours'>> & { hours?: string } = {},
  options: { paused?: boolean; redisUrl?: string; smtpUrl?: string } = {},
): Promise<RunningApp> {
  const base = loadConfig();
  const { hours, ...rest } = desk;
  const overrides: Partial<ServerConfig> = {
    imSecret: 'desk-test-secret',
    serviceAccounts: [INBOX],
    site: { ...base.site, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 },
    desk: { ...base.desk, timeZone: 'Asia/Shanghai', hours: parseBusinessHours(hours ?? 'always'), ...rest },
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    ...(options.smtpUrl ? { console: { ...base.console, smtpUrl: options.smtpUrl, mailFrom: 'Desk <desk@sealink.test>' } } : {}),
  };
  const running = await startApp(database, overrides, { deskPaused: options.paused ?? false });
  desks.set(running.url, running.app.desk);
  return running;
}

/**
 * The desk handles messages after their commit (desk/subscriber.ts): this waits until it has handled everything
 * committed so far to the app at `base`.
 */
export async function deskSettled(base: string): Promise<void> {
  await desks.get(base)?.subscriber.settled();
}

export interface Visitor {
  userId: string;
  userSig: string;
  chat: SelfHostedChat;
  got: { ID: string; payload: Record<string, unknown>; from: string; type?: string }[];
  say(text: string): Promise<void>;
}

async function post(base: string, path: string, body: unknown, language = 'en_US') {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

/** A site visitor as the widget makes one: owChat identity, a page report, a logged-in chat engine. */
export async function visitor(base: string, onlyKey: string, language = 'en_US'): Promise<Visitor> {
  const identity = await post(base, '/platformUser/anonymity/owChat', { onlyKey });
  const { useSigVO } = identity.body.data as { useSigVO: { useSig: string; userId: string } };
  const v = { userId: useSigVO.userId, userSig: useSigVO.useSig };
  await visit(base, v, 'https://sealink.test/en/', 'Home', language);
  const chat = new SelfHostedChat({ serverUrl: base });
  await chat.login({ userID: v.userId, userSig: v.userSig });
  const got: Visitor['got'] = [];
  chat.on('onMessageReceived', (e) => got.push(...(e.data as Visitor['got'])));
  return {
    ...v,
    chat,
    got,
    async say(text) {
      await chat.sendMessage(chat.createTextMessage({ to: INBOX, conversationType: 'C2C', payload: { text } }));
    },
  };
}

export async function visit(base: string, v: { userId: string; userSig: string }, url: string, title: string, language = 'en_US') {
  return post(base, '/api/desk/visit', {
    ...v,
    url,
    title,
    referrer: 'https://www.bing.com/',
    language,
    timeZone: 'Europe/Berlin',
    utcOffsetMinutes: 60,
  });
}

export { post };

export async function listDesk(base: string, staff: Staff, query = ''): Promise<WireDeskConversation[]> {
  const res = await call<{ items: WireDeskConversation[] }>(base, 'GET', `/desk/conversations${query}`, { staff });
  if (res.status !== 200) throw new Error(`list: ${res.status} ${res.text}`);
  return res.body.data.items;
}

/** The visitor's conversation in the desk, once the desk has handled what was sent and it is there. */
export async function conversationOf(base: string, staff: Staff, visitorId: string): Promise<WireDeskConversation> {
  await deskSettled(base);
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await listDesk(base, staff)).find((c) => c.visitorId === visitorId);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no desk conversation for ${visitorId}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A custom message's data string ('' for other messages). */
export function dataOf(m: { payload: Record<string, unknown> }): string {
  return typeof m.payload.data === 'string' ? m.payload.data : '';
}
