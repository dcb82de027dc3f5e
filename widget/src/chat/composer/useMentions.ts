import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { GroupMember } from '../store/groups.ts';
import { insertMention, mentionCandidates, mentionedIDs, mentionQuery, type MentionNode } from '../lib/mentions.ts';

export interface MentionsState {
  open: boolean;
  candidates: MentionNode[];
  active: number;
  /** Call after every text/caret change. */
  update(text: string, caret: number): void;
  /** Handles ArrowUp/ArrowDown/Enter/Escape while the pop-up is open; true when it consumed the key. */
  onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>): boolean;
  pick(node: MentionNode): void;
  setActive(index: number): void;
  close(): void;
  /** atUserList for the text being sent. */
  idsFor(text: string): string[];
  reset(): void;
}

/**
 * The @mention pop-up state (SPEC §4): opens on '@' in a group, arrows cycle, Enter picks, Escape closes; cleared
 * on conversation change; disabled outside groups.
 */
export function useMentions(options: {
  enabled: boolean;
  members: readonly GroupMember[];
  self: string;
  everyoneLabel: string;
  text: string;
  setText: (text: string, caret: number) => void;
  conversationID: string;
}): MentionsState {
  const { enabled, members, self, everyoneLabel, text, setText, conversationID } = options;
  const [query, setQuery] = useState<{ start: number; query: string; caret: number } | null>(null);
  const [active, setActive] = useState(0);
  const picked = useRef<MentionNode[]>([]);

  const reset = useCallback(() => {
    setQuery(null);
    picked.current = [];
  }, []);
  useEffect(reset, [conversationID, reset]);

  const candidates = enabled && query ? mentionCandidates(members, query.query, self, everyoneLabel) : [];
  const open = candidates.length > 0;

  const update = (value: string, caret: number) => {
    if (!enabled) return;
    const q = mentionQuery(value, caret);
    setQuery(q ? { ...q, caret } : null);
    setActive(0);
  };
  const pick = (node: MentionNode) => {
    if (!query) return;
    const next = insertMention(text, query.start, query.caret, node);
    picked.current = [...picked.current, node];
    setQuery(null);
    setText(next.text, next.caret);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + delta + candidates.length) % candidates.length);
      return true;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      const node = candidates[active];
      if (node) pick(node);
      return true;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setQuery(null);
      return true;
    }
    return false;
  };
  return {
    open,
    candidates,
    active,
    update,
    onKeyDown,
    pick,
    setActive,
    close: () => setQuery(null),
    idsFor: (value) => (enabled ? mentionedIDs(value, picked.current) : []),
    reset,
  };
}
