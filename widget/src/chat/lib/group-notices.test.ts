import { describe, expect, it } from 'vitest';
import { groupLeftBy } from './group-notices.ts';

describe('group system notices that end a membership', () => {
  const notice = (operationType: number) => ({
    type: 'TIMGroupSystemNoticeElem',
    to: '@TGS#fallback',
    payload: { operationType, groupProfile: { groupID: 'g1' } },
  });
  it('removed (4) and dismissed (5) name the group; others do not', () => {
    expect([4, 5, 1, 8, 23].map((n) => groupLeftBy(notice(n)))).toEqual(['g1', 'g1', '', '', '']);
    expect(groupLeftBy({ type: 'TIMTextElem', to: 'g1', payload: { operationType: 5 } })).toBe('');
    expect(groupLeftBy({ type: 'TIMGroupSystemNoticeElem', to: 'g2', payload: { operationType: 5 } })).toBe('g2');
  });
});
