import { describe, expect, it } from 'vitest';
import { createWidgetI18n } from '../../i18n/index.ts';
import { groupTipText } from './group-tip.ts';

describe('group tip text', () => {
  const en = createWidgetI18n('en_US').t;
  const zh = createWidgetI18n('zh_CN').t;

  it('names people by the nick the tip carries, falling back to the user ID', () => {
    const joined = {
      operationType: 1,
      operatorID: 'ann',
      userIDList: ['bob', 'cat'],
      memberList: [
        { userID: 'bob', nick: 'Bob Lee' },
        { userID: 'cat', nick: '' },
      ],
    };
    expect(groupTipText(joined, en)).toBe('Bob Lee, cat joined the group');
    expect(groupTipText(joined, zh)).toBe('Bob Lee、cat 加入了群聊');
    const profile = { operationType: 6, operatorID: 'ann', operatorInfo: { nick: 'Ann' }, userIDList: [] };
    expect(groupTipText(profile, en)).toBe('Ann changed the group profile');
    expect(groupTipText({ ...profile, operatorInfo: { nick: '' } }, zh)).toBe('ann 修改了群资料');
  });

  it('uses nicks known from the group when the tip has none (older tips), and the tip text as is', () => {
    const kicked = { operationType: 3, operatorID: 'ann', userIDList: ['bob'] };
    expect(groupTipText(kicked, en, (id) => (id === 'bob' ? 'Bobby' : ''))).toBe('Bobby was removed from the group');
    expect(groupTipText({ operationType: 255, text: 'Harbour closed today' }, en)).toBe('Harbour closed today');
    expect(groupTipText({ operationType: 99 }, en)).toBe('Group updated');
  });
});
