import { MESSAGE_TYPES } from '../../../protocol/model.ts';

/**
 * The configurable sensitive-word list (IM_SENSITIVE_WORDS). A message whose text (text messages, custom
 * message data/description, location description, file names) contains a word, case-insensitively, is
 * refused with 80001 and never stored or delivered.
 */
export class Moderation {
  #words: string[];
  constructor(words: string[]) {
    this.#words = words.map((w) => w.toLowerCase()).filter(Boolean);
  }

  hits(type: string, payload: Record<string, unknown>): boolean {
    if (this.#words.length === 0) return false;
    const texts: unknown[] = [];
    if (type === MESSAGE_TYPES.TEXT) texts.push(payload.text);
    if (type === MESSAGE_TYPES.CUSTOM) texts.push(payload.data, payload.description, payload.extension);
    if (type === MESSAGE_TYPES.LOCATION) texts.push(payload.description);
    if (type === MESSAGE_TYPES.FILE) texts.push(payload.fileName);
    return texts.some((t) => typeof t === 'string' && this.#words.some((w) => t.toLowerCase().includes(w)));
  }
}
