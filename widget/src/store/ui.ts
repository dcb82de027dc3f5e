import { proxy } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/vanilla/utils';
import { createContext, useContext } from 'react';

/** Top-left corner of the chat window, in CSS pixels relative to the viewport. */
export interface WindowPosition {
  left: number;
  top: number;
}

/**
 * UI state of one <hy-chat> element. It lives outside React so that the element, the lazy chat
 * code and a re-mount (element moved in the DOM) all see the same state.
 *
 * - `open`: the chat window is shown. Changing it fires `hy-chat-open-change` on the host.
 * - `unread`: set by the chat code when a new message arrives (the toolbar dot shows when this
 *   OR the host's `unread` attribute is true). The widget never clears it by itself.
 * - `position`: window position; null until the window is opened the first time.
 */
export interface UiState {
  open: boolean;
  unread: boolean;
  position: WindowPosition | null;
}

export type UiStore = UiState;

export const OPEN_CHANGE_EVENT = 'hy-chat-open-change';

export interface OpenChangeDetail {
  open: boolean;
}

export function createUiStore(initial: Partial<UiState> = {}): UiStore {
  return proxy<UiState>({ open: false, unread: false, position: null, ...initial });
}

const stores = new WeakMap<Element, UiStore>();

/**
 * The store of a host element, created on first use. Every change of `open` dispatches
 * `hy-chat-open-change` (bubbles, composed, detail {open}) on the host, whoever made the change.
 */
export function uiStoreFor(host: Element): UiStore {
  let store = stores.get(host);
  if (!store) {
    const created = createUiStore();
    subscribeKey(
      created,
      'open',
      (open) => {
        host.dispatchEvent(new CustomEvent<OpenChangeDetail>(OPEN_CHANGE_EVENT, { detail: { open }, bubbles: true, composed: true }));
      },
      true, // notify synchronously, so the event fires in the same task as the click
    );
    stores.set(host, created);
    store = created;
  }
  return store;
}

export function setOpen(store: UiStore, open: boolean): void {
  if (store.open !== open) store.open = open;
}

export function toggleOpen(store: UiStore): void {
  store.open = !store.open;
}

export function setUnread(store: UiStore, unread: boolean): void {
  if (store.unread !== unread) store.unread = unread;
}

export function setPosition(store: UiStore, position: WindowPosition): void {
  const current = store.position;
  if (!current || current.left !== position.left || current.top !== position.top) {
    store.position = { left: position.left, top: position.top };
  }
}

/** React access for code rendered inside the widget (the lazy chat body included). */
export const UiStoreContext = createContext<UiStore | null>(null);

export function useUiStore(): UiStore {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUiStore must be used inside <hy-chat>');
  return store;
}
