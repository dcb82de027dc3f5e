import { describe, expect, it } from 'vitest';
import { allowed } from './rules.ts';

describe('group role rules (SPEC §6)', () => {
  it('matches the table', () => {
    expect(allowed('dismiss', 'Owner', 'Public')).toBe(true);
    expect(allowed('dismiss', 'Owner', 'Private')).toBe(false);
    expect(allowed('dismiss', 'Admin', 'Public')).toBe(false);
    expect(allowed('removeMember', 'Owner', 'AVChatRoom')).toBe(false);
    expect(allowed('setRole', 'Owner', 'Private')).toBe(false);
    expect(allowed('muteMember', 'Admin', 'Public')).toBe(true);
    expect(allowed('muteMember', 'Admin', 'Private')).toBe(false);
    expect(allowed('editProfile', 'Member', 'Public')).toBe(false);
    expect(allowed('addMember', 'Member', 'Private')).toBe(true);
    expect(allowed('addMember', 'Member', 'Public')).toBe(false);
  });
});
