import { useEffect } from 'react';
import { proxy } from 'valtio/vanilla';
import type { ChatController } from '../controller.ts';

/**
 * SPEC §4: read receipts only when the app's setting (the element's `read-receipt` attribute) and the user's own
 * display setting (kept in this browser per user) are both on. Off means: none asked for on sent messages, none
 * sent for received ones, no read state shown.
 */
export interface ReceiptSettings {
  app: boolean;
  user: boolean;
}

const stores = new WeakMap<ChatController, ReceiptSettings>();

export function receiptSettings(chat: ChatController): ReceiptSettings {
  let store = stores.get(chat);
  if (!store) stores.set(chat, (store = proxy<ReceiptSettings>({ app: true, user: true })));
  return store;
}

export function receiptsOn(s: Readonly<ReceiptSettings>): boolean {
  return s.app && s.user;
}

const key = (userID: string) => `hy-chat:read-receipts:${userID}`;

/** The user's setting as stored (on unless turned off). */
export function storedUserSetting(storage: Pick<Storage, 'getItem'> | undefined, userID: string): boolean {
  try {
    return storage?.getItem(key(userID)) !== 'off';
  } catch {
    return true;
  }
}

export function setUserReceipts(chat: ChatController, on: boolean): void {
  receiptSettings(chat).user = on;
  try {
    localStorage.setItem(key(chat.session.userID), on ? 'on' : 'off');
  } catch {
    // storage refused (private mode): the setting lasts for this page
  }
}

/**
 * Keeps the chat's settings on the element's `read-receipt` attribute (live) and the signed-in user's stored
 * choice, for every screen: the list's toggle and sending need them before any conversation is open.
 */
export function useReceiptSettings(chat: ChatController | null, app: boolean, userID: string): void {
  useEffect(() => {
    if (!chat) return;
    const settings = receiptSettings(chat);
    settings.app = app;
    settings.user = storedUserSetting(typeof localStorage === 'undefined' ? undefined : localStorage, userID);
  }, [chat, app, userID]);
}
