/** The engine's one call the keeper needs (ChatEngine.setConversationDraft). */
export interface DraftSaver {
  setConversationDraft(options: { conversationID: string; draftText: string }): Promise<unknown>;
}

/** How long typing rests before its draft is saved (a switch, a send or leaving the page saves at once). */
export const DRAFT_SAVE_DELAY_MS = 800;

/**
 * Per-conversation drafts kept on the server (Conversation.draftText, on all the user's devices and after a
 * reload): remembers what the server holds, saves a changed draft once typing rests, and at once when asked.
 */
export class DraftKeeper {
  readonly #saver: DraftSaver;
  readonly #delayMs: number;
  /** What the server holds per conversation, as far as this keeper knows. */
  readonly #held = new Map<string, string>();
  #pending: { conversationID: string; text: string; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(saver: DraftSaver, delayMs = DRAFT_SAVE_DELAY_MS) {
    this.#saver = saver;
    this.#delayMs = delayMs;
  }

  /** The server's draft of a conversation, as its conversation list says. */
  known(conversationID: string, draftText: string): void {
    if (this.#pending?.conversationID !== conversationID) this.#held.set(conversationID, draftText);
  }

  /** The user typed: saved once typing rests; an emptied composer (sent or erased) is saved at once. */
  change(conversationID: string, text: string): void {
    if (!text.trim()) return this.save(conversationID, '');
    this.#cancel();
    const timer = setTimeout(() => this.flush(), this.#delayMs);
    this.#pending = { conversationID, text, timer };
  }

  /** Saves now what waits for typing to rest. */
  flush(): void {
    const p = this.#pending;
    if (p) this.save(p.conversationID, p.text);
  }

  /** Saves a conversation's draft now (leaving it), unless the server holds it already. */
  save(conversationID: string, text: string): void {
    if (this.#pending?.conversationID === conversationID) this.#cancel();
    const draftText = text.trim() ? text : '';
    if ((this.#held.get(conversationID) ?? '') === draftText) return;
    this.#held.set(conversationID, draftText);
    this.#saver.setConversationDraft({ conversationID, draftText }).catch(() => this.#held.delete(conversationID));
  }

  #cancel(): void {
    if (this.#pending) clearTimeout(this.#pending.timer);
    this.#pending = null;
  }
}
