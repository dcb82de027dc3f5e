import type { ComponentType } from 'react';
import type { ChatBodyProps } from '../chat/ChatBody.tsx';

/**
 * Fetches the chat chunk once. The toolbar starts it when the pointer or focus reaches the avatar, so the
 * chunk is usually in memory by the click; the window renders it from state rather than through
 * React.lazy + Suspense, whose reveal throttling would add up to 300 ms to the first open.
 */
let pending: Promise<ComponentType<ChatBodyProps>> | null = null;
let loaded: ComponentType<ChatBodyProps> | null = null;

export function loadChatBody(): Promise<ComponentType<ChatBodyProps>> {
  pending ??= import('../chat/ChatBody.tsx').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      pending = null; // a later call (retry) fetches again
      throw error;
    },
  );
  return pending;
}

/** The chat body when its chunk has already arrived. */
export function loadedChatBody(): ComponentType<ChatBodyProps> | null {
  return loaded;
}
