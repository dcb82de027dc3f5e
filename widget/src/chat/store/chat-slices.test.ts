import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../engine/types.ts';
import { createMessagesStore, historyOf, patchMessage, prependHistory, removeMessages, upsertMessages } from './messages.ts';
import { createConversationsStore, setConversations } from './conversations.ts';
import { isMutedIn, type GroupInfo } from './groups.ts';
import { AT_ALL_ID, insertMention, mentionCandidates, mentionedIDs, mentionQuery } from '../lib/mentions.ts';

const msg = (ID: string, time: number, extra: Partial<Message> = {}) =>
  ({ ID, time, conversationID: 'C2Cpeer', payload: { text: ID }, flow: 'in', ...extra }) as unknown as Message;

describe('messages slice', () => {
  it('upserts by ID, keeps time order and prepends older pages without duplicates', () => {
    const store = createMessagesStore();
    upsertMessages(store, 'C2Cpeer', [msg('b', 20), msg('c', 30)]);
    upsertMessages(store, 'C2Cpeer', [msg('a', 10), msg('c', 30, { status: 'success' })]);
    expect(historyOf(store, 'C2Cpeer').list.map((m) => m.ID)).toEqual(['a', 'b', 'c']);
    expect(historyOf(store, 'C2Cpeer').list[2]!.status).toBe('success');
    prependHistory(store, 'C2Cpeer', { messageList: [msg('z', 1), msg('a', 10)], nextReqMessageID: '', isCompleted: false });
    const h = historyOf(store, 'C2Cpeer');
    expect(h.list.map((m) => m.ID)).toEqual(['z', 'a', 'b', 'c']);
    expect(h.isCompleted).toBe(true); // no next ID: nothing more to fetch
    const before = h.list[1];
    patchMessage(store, 'C2Cpeer', 'a', { isRevoked: true });
    expect(h.list[1]!.isRevoked).toBe(true);
    expect(h.list[1]).not.toBe(before); // replaced, not mutated
    removeMessages(store, 'C2Cpeer', ['a', 'c', 'unknown']);
    expect(h.list.map((m) => m.ID)).toEqual(['z', 'b']);
  });
});

describe('conversations slice', () => {
  it('puts pinned conversations first, then the newest', () => {
    const store = createConversationsStore();
    const conv = (id: string, lastTime: number, isPinned = false) =>
      ({ conversationID: id, isPinned, lastMessage: { lastTime } }) as unknown as Conversation;
    setConversations(store, [conv('C2Ca', 10), conv('C2Cb', 30), conv('C2Cc', 5, true)]);
    expect(store.list.map((c) => c.conversationID)).toEqual(['C2Cc', 'C2Cb', 'C2Ca']);
  });
});

describe('group mute (SPEC §6)', () => {
  const group = (role: string, muteUntil: number, muteAllMembers = false) =>
    ({ selfInfo: { role, muteUntil }, muteAllMembers }) as GroupInfo;
  it('mutes while muteUntil is in the future, and members under mute-all', () => {
    expect(isMutedIn(group('Member', 200), 100)).toBe(true);
    expect(isMutedIn(group('Member', 50), 100)).toBe(false);
    expect(isMutedIn(group('Member', 0, true), 100)).toBe(true);
    expect(isMutedIn(group('Admin', 0, true), 100)).toBe(false);
    expect(isMutedIn(undefined)).toBe(false);
  });
});

describe('mentions (SPEC §4/§5)', () => {
  const members = [
    { userID: 'me', nick: 'Me', avatar: '', role: 'Member', muteUntil: 0 },
    { userID: 'alice01', nick: 'Alice', avatar: '', role: 'Member', muteUntil: 0 },
    { userID: 'bob', nick: 'Bobby', avatar: '', role: 'Member', muteUntil: 0 },
  ];
  it('finds the query after an @ up to the caret', () => {
    expect(mentionQuery('hi @al', 6)).toEqual({ start: 3, query: 'al' });
    expect(mentionQuery('hi @al x', 8)).toBeNull();
    expect(mentionQuery('no at', 5)).toBeNull();
  });
  it('matches nick or userID by case-insensitive prefix; no match lists everyone; self excluded', () => {
    expect(mentionCandidates(members, 'AL', 'me', 'All').map((n) => n.id)).toEqual([AT_ALL_ID, 'alice01']);
    expect(mentionCandidates(members, 'bo', 'me', 'All').map((n) => n.id)).toEqual([AT_ALL_ID, 'bob']);
    expect(mentionCandidates(members, 'zzz', 'me', 'All').map((n) => n.id)).toEqual([AT_ALL_ID, 'alice01', 'bob']);
  });
  it('inserts the label and sends only the mentions still in the text', () => {
    const r = insertMention('hi @al', 3, 6, { id: 'alice01', label: 'Alice' });
    expect(r).toEqual({ text: 'hi @Alice ', caret: 10 });
    expect(
      mentionedIDs(r.text, [
        { id: 'alice01', label: 'Alice' },
        { id: 'bob', label: 'Bobby' },
      ]),
    ).toEqual(['alice01']);
  });
});
