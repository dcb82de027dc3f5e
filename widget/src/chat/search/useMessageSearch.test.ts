import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../protocol/ops.ts';
import { appendPage } from './useMessageSearch.ts';

const page = (ids: string[], cursor: string): SearchResult => ({
  searchResultList: [{ conversationID: 'C2Cbo', messageCount: ids.length, messageList: ids.map((ID) => ({ ID }) as never) }],
  totalCount: 3,
  cursor,
});

describe('appendPage', () => {
  it('replaces the results with a first page and appends the next ones, keeping the cursor', () => {
    const idle = { messages: null, conversations: [], totalCount: 0, cursor: '', loading: true, error: 'old' };
    const first = appendPage(idle, page(['a', 'b'], '2'), false);
    expect(first).toMatchObject({ messages: [{ ID: 'a' }, { ID: 'b' }], totalCount: 3, cursor: '2', loading: false, error: null });
    const second = appendPage(first, page(['c'], ''), true);
    expect(second.messages?.map((m) => m.ID)).toEqual(['a', 'b', 'c']);
    expect(second.cursor).toBe('');
    // one conversation across both pages: one entry, its whole count kept, its messages in order
    expect(second.conversations).toEqual([
      { conversationID: 'C2Cbo', messageCount: 2, messageList: [{ ID: 'a' }, { ID: 'b' }, { ID: 'c' }] },
    ]);
    expect(first.conversations[0]?.messageList).toHaveLength(2);
  });
});
