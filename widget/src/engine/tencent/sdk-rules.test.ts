/**
 * The library's rules, enforced by a stand-in with its surface (the library itself does not run in Node and
 * cannot reach Tencent's cloud here): after `login` it refuses calls that need a sign-in until it reports
 * SDK_READY, again after SDK_NOT_READY, and it refuses to send pictures and files when no `tim-upload-plugin`
 * is registered. The driver must follow them.
 */
import { describe, expect, it } from 'vitest';
import type { ChatSDK } from '@tencentcloud/chat';
import TIMUploadPlugin from 'tim-upload-plugin';
import { EVENT } from '../types.ts';
import { TencentChat } from './driver.ts';

/** The stand-in's refusals (the library's codes are not part of what is checked). */
const NOT_READY = { code: 2999, message: 'SDK is not ready' };
const NO_UPLOAD_PLUGIN = { code: 2801, message: 'tim-upload-plugin is not registered' };
const UPLOADED = new Set(['TIMImageElem', 'TIMFileElem', 'TIMVideoFileElem', 'TIMSoundElem']);

type Handler = (e: { name: string; data: unknown }) => void;

class StrictSdk {
  ready = false;
  plugins: Record<string, unknown> = {};
  calls: string[] = [];
  #handlers = new Map<string, Set<Handler>>();
  on(event: string, h: Handler): void {
    this.#handlers.set(event, (this.#handlers.get(event) ?? new Set()).add(h));
  }
  off(event: string, h: Handler): void {
    this.#handlers.get(event)?.delete(h);
  }
  emit(name: string, data: unknown = {}): void {
    this.#handlers.get(name)?.forEach((h) => h({ name, data }));
  }
  registerPlugin(plugins: Record<string, unknown>): void {
    Object.assign(this.plugins, plugins);
  }
  isReady(): boolean {
    return this.ready;
  }
  login(): Promise<unknown> {
    return Promise.resolve({ code: 0, data: { repeatLogin: false } });
  }
  logout(): Promise<unknown> {
    this.#drop();
    return Promise.resolve({ code: 0, data: {} });
  }
  destroy(): Promise<void> {
    return Promise.resolve();
  }
  /** The cloud accepted the login (or the connection is back). */
  becomeReady(): void {
    this.ready = true;
    this.emit(EVENT.SDK_READY);
  }
  #drop(): void {
    this.ready = false;
    this.emit(EVENT.SDK_NOT_READY);
  }
  loseConnection(): void {
    this.#drop();
  }
  kick(): void {
    this.emit(EVENT.KICKED_OUT, { type: 'multipleAccount' });
    this.#drop();
  }
  #signedIn<T>(name: string, answer: () => T): Promise<T> {
    this.calls.push(name);
    return this.ready ? Promise.resolve(answer()) : Promise.reject(Object.assign(new Error(NOT_READY.message), NOT_READY));
  }
  getConversationList(): Promise<unknown> {
    return this.#signedIn('getConversationList', () => ({ code: 0, data: { conversationList: [] } }));
  }
  getMessageList(): Promise<unknown> {
    return this.#signedIn('getMessageList', () => ({ code: 0, data: { messageList: [], nextReqMessageID: '', isCompleted: true } }));
  }
  createFileMessage(o: { to: string; conversationType: string; payload: unknown }) {
    return { ID: 'f1', type: 'TIMFileElem', status: 'unSend', conversationID: `${o.conversationType}${o.to}`, ...o };
  }
  sendMessage(m: { type: string }): Promise<unknown> {
    if (UPLOADED.has(m.type) && !this.plugins['tim-upload-plugin'])
      return Promise.reject(Object.assign(new Error(NO_UPLOAD_PLUGIN.message), NO_UPLOAD_PLUGIN));
    return this.#signedIn('sendMessage', () => ({ code: 0, data: { message: { ...m, status: 'success' } } }));
  }
}

function driver(): { sdk: StrictSdk; chat: TencentChat } {
  const sdk = new StrictSdk();
  return { sdk, chat: new TencentChat(sdk as unknown as ChatSDK) };
}
const settle = () => new Promise((r) => setTimeout(r, 10));

describe("Tencent driver under the library's rules", () => {
  it('holds calls made right after login until SDK_READY, then runs them', async () => {
    const { sdk, chat } = driver();
    await chat.login({ userID: 'me', userSig: 's' });
    const list = chat.getConversationList();
    await settle();
    expect(sdk.calls).toEqual([]);
    sdk.becomeReady();
    await expect(list).resolves.toMatchObject({ code: 0, data: { conversationList: [] } });
    expect(sdk.calls).toEqual(['getConversationList']);
  });

  it('holds calls again after SDK_NOT_READY until the library is ready again', async () => {
    const { sdk, chat } = driver();
    await chat.login({ userID: 'me', userSig: 's' });
    sdk.becomeReady();
    sdk.loseConnection();
    const page = chat.getMessageList({ conversationID: 'C2Cbob' });
    await settle();
    expect(sdk.calls).toEqual([]);
    sdk.becomeReady();
    await expect(page).resolves.toMatchObject({ code: 0, data: { isCompleted: true } });
  });

  it('refuses waiting and later calls as not logged in (6014) when kicked out or logged out, and passes KICKED_OUT on', async () => {
    const { sdk, chat } = driver();
    const kicked: unknown[] = [];
    chat.on(EVENT.KICKED_OUT, (e) => kicked.push(e.data));
    await chat.login({ userID: 'me', userSig: 's' });
    const waiting = chat.getConversationList();
    sdk.kick();
    await expect(waiting).rejects.toMatchObject({ code: 6014 });
    await expect(chat.getConversationList()).rejects.toMatchObject({ code: 6014 });
    expect(kicked).toEqual([{ type: 'multipleAccount' }]);
    expect(sdk.calls).toEqual([]);

    await chat.login({ userID: 'me', userSig: 's' });
    sdk.becomeReady();
    await chat.logout();
    await expect(chat.getConversationList()).rejects.toMatchObject({ code: 6014 });
    sdk.becomeReady(); // a late event after logout does not open the gate
    await expect(chat.getConversationList()).rejects.toMatchObject({ code: 6014 });
  });

  it('registers tim-upload-plugin, so files and pictures can be sent', async () => {
    const { sdk, chat } = driver();
    expect(sdk.plugins['tim-upload-plugin']).toBe(TIMUploadPlugin);
    await chat.login({ userID: 'me', userSig: 's' });
    sdk.becomeReady();
    const file = chat.createFileMessage({ to: 'bob', conversationType: 'C2C', payload: { file: { name: 'a.pdf' } } });
    await expect(chat.sendMessage(file)).resolves.toMatchObject({ code: 0, data: { message: { ID: 'f1', status: 'success' } } });
  });
});
