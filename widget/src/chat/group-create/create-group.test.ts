import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/en_US/contacts.json';
import zhCN from '../../i18n/zh_CN/contacts.json';
import { canCreate, createGroupOptions, GROUP_TYPE_CHOICES, groupTypeRules, noticeTooLong, type CreateGroupForm } from './create-group.ts';

describe('create-group dialog rules (SPEC §5)', () => {
  it('keeps confirm disabled while the name is empty or blank', () => {
    expect(canCreate({ name: '' })).toBe(false);
    expect(canCreate({ name: '   ' })).toBe(false);
    expect(canCreate({ name: 'a' })).toBe(true); // the 2-20 hint is not enforced
  });
  it('sends the optional groupID, except for Community', () => {
    expect(createGroupOptions({ name: ' Deck ', type: 'Private', groupID: 'deck1', memberList: ['a'] })).toEqual({
      name: 'Deck',
      type: 'Private',
      groupID: 'deck1',
      memberList: [{ userID: 'a' }],
    });
    expect(createGroupOptions({ name: 'Fleet', type: 'Community', groupID: 'fleet', memberList: [] })).toEqual({
      name: 'Fleet',
      type: 'Community',
      memberList: [],
    });
    expect(createGroupOptions({ name: 'x', type: 'Public', groupID: '  ', memberList: [] })).not.toHaveProperty('groupID');
  });
  it('sends avatar, introduction and notice only when not blank', () => {
    const base: CreateGroupForm = { name: 'Deck', type: 'Public', groupID: '', memberList: [] };
    expect(createGroupOptions({ ...base, introduction: ' Engine room crew ', notification: ' Muster at 08:00 ' })).toEqual({
      name: 'Deck',
      type: 'Public',
      introduction: 'Engine room crew',
      notification: 'Muster at 08:00',
      memberList: [],
    });
    const face = 'https://chat.example.com/im/files/abcdefghijklmnop';
    expect(createGroupOptions({ ...base, avatar: face })).toMatchObject({ avatar: face });
    const blank = createGroupOptions({ ...base, introduction: '  ', notification: '\n', avatar: '' });
    expect(blank).not.toHaveProperty('avatar');
    expect(blank).not.toHaveProperty('introduction');
    expect(blank).not.toHaveProperty('notification');
  });
  it('refuses a notice over 150 characters (Chinese counted as one each)', () => {
    expect(noticeTooLong('船'.repeat(150))).toBe(false);
    expect(noticeTooLong('船'.repeat(151))).toBe(true);
    expect(noticeTooLong(`  ${'a'.repeat(150)}  `)).toBe(false); // sent trimmed
    expect(canCreate({ name: 'Deck', notification: 'a'.repeat(151) })).toBe(false);
    expect(canCreate({ name: 'Deck', notification: 'a'.repeat(150) })).toBe(true);
  });
});

describe('per-type rules shown under the type picker (SPEC §6)', () => {
  it('Work: invitation only, every member adds, no mute, no dismiss', () => {
    expect(groupTypeRules('Private')).toEqual(['inviteOnly', 'anyoneAdds', 'noMute', 'noDismiss']);
  });
  it('Public: approval to join, managers add, mute, dismiss', () => {
    expect(groupTypeRules('Public')).toEqual(['needApproval', 'managersAdd', 'mute', 'dismiss']);
  });
  it('Meeting: free to join', () => {
    expect(groupTypeRules('ChatRoom')).toEqual(['freeJoin', 'managersAdd', 'mute', 'dismiss']);
  });
  it('live (AVChatRoom): no removal, no history, the creator joins', () => {
    expect(groupTypeRules('AVChatRoom')).toEqual(['freeJoin', 'mute', 'dismiss', 'noRemove', 'noHistory', 'creatorJoins']);
  });
  it('Community: 100,000 members, the ID is assigned', () => {
    expect(groupTypeRules('Community')).toEqual(['freeJoin', 'managersAdd', 'mute', 'dismiss', 'cap100000', 'idAssigned']);
  });
  it('every rule has its text in both languages', () => {
    for (const type of GROUP_TYPE_CHOICES)
      for (const rule of groupTypeRules(type)) {
        expect(enUS.group.rules[rule]).toBeTruthy();
        expect(zhCN.group.rules[rule]).toBeTruthy();
      }
  });
});
