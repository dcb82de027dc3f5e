import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ChatController } from '../controller.ts';
import { findConversation } from '../store/conversations.ts';
import { DraftKeeper } from './draft-keeper.ts';

/**
 * The composer's text as the conversation's draft: restored on opening it (also when the conversation list, and
 * so the server's draft, arrives after a reload), saved when typing rests, on leaving it and when the page goes.
 */
export function useConversationDraft(chat: ChatController, conversationID: string, text: string, setText: (value: string) => void): void {
  const [keeper] = useState(() => new DraftKeeper(chat.engine));
  const serverDraft = useSnapshot(chat.conversations).list.find((c) => c.conversationID === conversationID)?.draftText ?? '';
  const latest = useRef(text);
  latest.current = text;
  /** The text put into the composer for this conversation, until it shows (the render after a switch still has the old one). */
  const restored = useRef({ conversationID: '', text: '', showing: false });
  const touched = useRef(false);

  useEffect(() => {
    const draft = findConversation(chat.conversations, conversationID)?.draftText ?? '';
    keeper.known(conversationID, draft);
    restored.current = { conversationID, text: draft, showing: false };
    touched.current = false;
    setText(draft);
    return () => keeper.save(conversationID, latest.current);
  }, [chat, keeper, conversationID, setText]);

  // the server's draft came later (the list loads after a reload) or changed on another device: shown if untouched
  useEffect(() => {
    keeper.known(conversationID, serverDraft);
    if (touched.current || restored.current.conversationID !== conversationID) return;
    restored.current = { conversationID, text: serverDraft, showing: false };
    setText(serverDraft);
  }, [keeper, conversationID, serverDraft, setText]);

  useEffect(() => {
    const r = restored.current;
    if (r.conversationID !== conversationID) return;
    if (!r.showing) {
      if (text !== r.text) return; // a render before the restored text shows
      r.showing = true;
      return;
    }
    touched.current = true;
    keeper.change(conversationID, text);
  }, [keeper, conversationID, text]);

  useEffect(() => {
    const flush = () => keeper.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [keeper]);
}
