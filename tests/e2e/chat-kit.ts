import type { Page } from 'playwright-core';
import type { ServerProcess } from '../../harness/server-process.ts';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';

/** Shared pieces of the chat end-to-end tests: widget locators, the service account's password and engine. */

/** A locator inside the <hy-chat> element's shadow root. */
export const w = (page: Page, selector: string) => page.locator(`hy-chat ${selector}`);
export const txt = (page: Page, text: string) => page.locator('hy-chat').getByText(text).first();
export const composer = (page: Page) => w(page, '.hy-composer__input');
export const messages = (page: Page) => w(page, '[data-testid="message"]');

export async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** The first customer-service account's password, which the server prints once on its first start. */
export async function servicePassword(server: ServerProcess): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const password = /"password":"([^"]+)"/.exec(server.output())?.[1];
    if (password) return password;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no customer-service password in the server log:\n${server.output()}`);
}

/** The service account signed in through the self-hosted driver, outside any browser. */
export function serviceEngine(server: ServerProcess, password: string): Promise<SelfHostedChat> {
  return staffEngine(server, 'sealink_service', password);
}

/** A staff account (or the service account) signed in with its password through the self-hosted driver. */
export async function staffEngine(server: ServerProcess, userId: string, password: string): Promise<SelfHostedChat> {
  const login = await fetch(`${server.url}/im/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password }),
  });
  const { data } = (await login.json()) as { data: { userId: string; userSig: string } };
  const engine = new SelfHostedChat({ serverUrl: server.url, trackConversations: false });
  await engine.login({ userID: data.userId, userSig: data.userSig });
  return engine;
}

/** The visitor's chat user ID, from the SPEC §3 session cache. */
export async function visitorIdOf(page: Page): Promise<string> {
  return (JSON.parse((await page.evaluate(() => localStorage.getItem('signature')))!) as { userId: string }).userId;
}
