/** How long a peer's 'typing' stays shown without a new 'enter' (the peer may have gone away). */
const TYPING_TIMEOUT_MS = 6000;

/**
 * SPEC §4 typing, as received: a peer's 'enter' marks the conversation typing in the session slice until their
 * 'leave', their next message, or TYPING_TIMEOUT_MS of silence.
 */
export class TypingIndicators {
  readonly #typing: Record<string, boolean>;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();

  /** `typing`: the session slice's conversationID -> peer is typing. */
  constructor(typing: Record<string, boolean>) {
    this.#typing = typing;
  }

  received({ conversationID, from, status }: { conversationID: string; from: string; status: string }, me: string): void {
    if (from === me) return;
    if (status !== 'enter') {
      this.clear(conversationID);
      return;
    }
    this.#typing[conversationID] = true;
    clearTimeout(this.#timers.get(conversationID));
    this.#timers.set(
      conversationID,
      setTimeout(() => this.clear(conversationID), TYPING_TIMEOUT_MS),
    );
  }

  clear(conversationID: string): void {
    clearTimeout(this.#timers.get(conversationID));
    this.#timers.delete(conversationID);
    if (this.#typing[conversationID]) delete this.#typing[conversationID];
  }

  dispose(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
