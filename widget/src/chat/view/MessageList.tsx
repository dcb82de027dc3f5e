import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { useReadReceipts } from './useReadReceipts.ts';
import { findConversation, lastTime } from '../store/conversations.ts';
import { historyOf } from '../store/messages.ts';
import { formatMessageTime, needsDivider, timeLabels } from '../lib/time-format.ts';
import { SCROLL_THROTTLE_MS, throttle } from '../lib/timing.ts';
import { MessageItem } from '../message/MessageItem.tsx';

/** SPEC §9: the target of a jump blinks for 3 s; 'back to latest' beyond two viewport heights. */
export const BLINK_MS = 3000;
const STICK_DISTANCE = 48;
/** One empty list for conversations without history, so the effects below see a stable value. */
const NO_MESSAGES: readonly Message[] = [];

export function MessageList({ conversationID }: { conversationID: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  const messages = useSnapshot(chat.messages);
  useSnapshot(chat.conversations); // re-render when the conversation's last message changes (read below)
  const history = messages.byConversation[conversationID];
  const list = history?.list ?? NO_MESSAGES;
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const stick = useRef(true);
  const newestID = useRef<string | undefined>(undefined);
  const [far, setFar] = useState(false);
  const [blinkID, setBlinkID] = useState<string | null>(null);

  const toBottom = useCallback(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    stick.current = true;
    setFar(false);
  }, []);

  // SPEC §4 scrolling: keep the offset after loading history, else follow the newest message when at the bottom.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const newest = list[list.length - 1];
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (newest?.ID !== newestID.current && (stick.current || newest?.flow === 'out')) {
      toBottom();
    }
    newestID.current = newest?.ID;
  }, [list, toBottom]);

  // Images and reactions change heights after rendering: stay at the bottom if we were there.
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current && !anchor.current) toBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [toBottom]);

  useReadReceipts(chat, conversationID, scrollRef, list);

  // SPEC §9: scroll handling at most every 150 ms (the last position always handled)
  const [onScroll] = useState(() =>
    throttle(() => {
      const el = scrollRef.current;
      if (!el) return;
      const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
      stick.current = distance < STICK_DISTANCE;
      setFar(distance > 2 * el.clientHeight);
    }, SCROLL_THROTTLE_MS),
  );

  const viewMore = async () => {
    const el = scrollRef.current;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    await chat.loadMore(conversationID);
    if (anchor.current && el && historyOf(chat.messages, conversationID).list.length === list.length) anchor.current = null;
  };

  const jumpTo = useCallback(
    (messageID: string) => {
      const row = scrollRef.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageID)}"]`);
      if (!row) {
        chat.toast('warning', t('message.quoteNotFound'));
        return;
      }
      stick.current = false;
      row.scrollIntoView({ block: 'center' });
      setBlinkID(messageID);
      setTimeout(() => setBlinkID((id) => (id === messageID ? null : id)), BLINK_MS);
    },
    [chat, t],
  );

  // a picked search result (controller.openMessage): scroll to it and blink once it is rendered
  const jump = useSnapshot(chat.session).jump;
  useEffect(() => {
    if (!jump || jump.conversationID !== conversationID || !list.some((m) => m.ID === jump.messageID)) return;
    chat.session.jump = null;
    jumpTo(jump.messageID);
  }, [chat, jump, list, conversationID, jumpTo]);

  const conversation = findConversation(chat.conversations, conversationID);
  const newest = list[list.length - 1];
  const behind = Boolean(conversation && newest && lastTime(conversation) > newest.time);
  const labels = timeLabels(t);

  return (
    <div className="hy-message-list-wrap">
      {/* focusable, so the history scrolls from the keyboard even when it holds no control (SPEC §10 axe) */}
      <div
        ref={scrollRef}
        className="hy-message-list"
        part="messages"
        onScroll={onScroll}
        data-testid="message-list"
        tabIndex={0}
        role="region"
        aria-label={t('search:messageList')}
      >
        <div ref={contentRef} className="hy-message-list__content">
          {history?.loaded && !history.isCompleted ? (
            <button type="button" className="hy-view-more" onClick={() => void viewMore()} disabled={history.loading}>
              {history.loading ? t('list.loading') : t('list.viewMore')}
            </button>
          ) : null}
          {!history?.loaded && history?.loading ? <p className="hy-list-note">{t('list.loading')}</p> : null}
          {list.map((m, i) => (
            <div key={m.ID}>
              {needsDivider(list[i - 1]?.time, m.time) ? (
                <div className="hy-time-divider" role="separator">
                  {formatMessageTime(m.time, labels)}
                </div>
              ) : null}
              <MessageItem message={m as Message} blink={blinkID === m.ID} onJump={jumpTo} />
            </div>
          ))}
        </div>
      </div>
      {far || behind ? (
        <button
          type="button"
          className="hy-back-latest"
          onClick={() => (behind ? void chat.reloadLatest(conversationID).then(toBottom) : toBottom())}
        >
          {t('list.backToLatest')}
        </button>
      ) : null}
    </div>
  );
}
