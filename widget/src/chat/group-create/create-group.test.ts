import { describe, expect, it } from 'vitest';
import { canCreate, createGroupOptions } from './create-group.ts';

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
});
