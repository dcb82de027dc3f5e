/** SPEC §3 chat-session cache in local storage: onlyKey, tradeId and the signature block. */
export const STORAGE_KEYS = { onlyKey: 'onlyKey', tradeId: 'tradeId', signature: 'signature' } as const;
/** The staff session of a tab (sessionStorage), see staff-session.ts. */
export const STAFF_SESSION_KEY = 'hy-chat-staff';

/**
 * True when this browser already chats (a visitor with a cached signature, or a signed-in staff tab). The
 * signature, not the onlyKey: a site form creates the onlyKey of a visitor who has not chatted yet.
 * Tiny on purpose: the element entry uses it to start the chat at idle, so unread messages light the dot
 * after a reload without waiting for the window to be opened.
 */
export function hasStoredChatSession(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.signature) || sessionStorage.getItem(STAFF_SESSION_KEY));
  } catch {
    return false;
  }
}
