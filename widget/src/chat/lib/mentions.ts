import type { GroupMember } from '../store/groups.ts';

/** The special 'everyone' entry (the library's MSG_AT_ALL id). */
export const AT_ALL_ID = '__kImSDK_MesssageAtALL__';

export interface MentionNode {
  id: string;
  label: string;
}

/** The text typed after an '@' that ends at the caret (no whitespace in between), or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query)) return null;
  return { start: at, query };
}

/**
 * SPEC §5: case-insensitive prefix match on nick or userID; no match shows the full list. 'everyone' first.
 * The user themself is left out.
 */
export function mentionCandidates(members: readonly GroupMember[], query: string, self: string, everyoneLabel: string): MentionNode[] {
  const others = members.filter((m) => m.userID !== self).map((m) => ({ id: m.userID, label: m.nick || m.userID, nick: m.nick }));
  const q = query.toLowerCase();
  const matched = q ? others.filter((m) => m.nick.toLowerCase().startsWith(q) || m.id.toLowerCase().startsWith(q)) : others;
  const list = matched.length ? matched : others;
  return [{ id: AT_ALL_ID, label: everyoneLabel }, ...list.map(({ id, label }) => ({ id, label }))];
}

/** Replaces '@query' at `start` with '@label ' and returns the new text and caret. */
export function insertMention(text: string, start: number, caret: number, node: MentionNode): { text: string; caret: number } {
  const inserted = `@${node.label} `;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(caret)}`, caret: start + inserted.length };
}

/** IDs of picked mentions still present in the text (sent as atUserList only when non-empty, groups only). */
export function mentionedIDs(text: string, picked: readonly MentionNode[]): string[] {
  return [...new Set(picked.filter((n) => text.includes(`@${n.label}`)).map((n) => n.id))];
}
