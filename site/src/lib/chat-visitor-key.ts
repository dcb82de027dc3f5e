import { ONLY_KEY_PATTERN, ONLY_KEY_STORAGE, newOnlyKey } from '../../../common/chat-visitor-key.ts';

/**
 * This browser's chat identity key for a form submission: the one the widget keeps, or a new one stored where the
 * widget will find it, so a later chat is the same visitor. Undefined when storage is disabled.
 */
export function chatVisitorKey(): string | undefined {
  try {
    const stored = localStorage.getItem(ONLY_KEY_STORAGE);
    if (stored && ONLY_KEY_PATTERN.test(stored)) return stored;
    const key = newOnlyKey();
    localStorage.setItem(ONLY_KEY_STORAGE, key);
    return key;
  } catch {
    return undefined;
  }
}
