import { useEffect, type RefObject } from 'react';
import { useSnapshot } from 'valtio/react';
import { receiptSettings, receiptsOn } from '../store/receipts.ts';
import type { ChatController } from '../controller.ts';

/** SPEC §9: a read receipt goes out when at least 70 % of the message is visible. */
export const READ_RECEIPT_VISIBLE_RATIO = 0.7;

/**
 * Watches rows marked `data-receipt` inside `scrollRef` and sends each message's read receipt once (the
 * controller remembers what it sent). Re-run when the list changes.
 */
export function useReadReceipts(
  chat: ChatController,
  conversationID: string,
  scrollRef: RefObject<HTMLElement | null>,
  version: unknown,
): void {
  // SPEC §4: the app's and the user's settings, kept by useReceiptSettings (ChatBody) for every screen
  const on = receiptsOn(useSnapshot(receiptSettings(chat)));
  useEffect(() => {
    const root = scrollRef.current;
    if (!on || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < READ_RECEIPT_VISIBLE_RATIO) continue;
          const id = (entry.target as HTMLElement).dataset.messageId;
          const message = chat.messages.byConversation[conversationID]?.list.find((m) => m.ID === id);
          if (message && chat.ui.open) {
            chat.sendReadReceipt(message);
            observer.unobserve(entry.target);
          }
        }
      },
      { root, threshold: [READ_RECEIPT_VISIBLE_RATIO, 1] },
    );
    for (const el of root.querySelectorAll('[data-receipt="1"]')) observer.observe(el);
    return () => observer.disconnect();
  }, [chat, conversationID, scrollRef, version, on]);
}
