/**
 * The anonymous chat identity a browser keeps (SPEC §3 chat-session cache, §4 anonymous chat start): a random
 * onlyKey in local storage, which the server maps to one visitor (owChat). The widget creates it on the first chat;
 * the site's forms send it (creating it when the visitor has not chatted yet), so the desk links a submission to
 * the visitor who chats from the same browser before or after. The widget's chat/session/visitor-session.ts keeps
 * its own copy of the format (one chunk less referenced by the site's first load).
 */
export const ONLY_KEY_STORAGE = 'onlyKey';
export const ONLY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function newOnlyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
