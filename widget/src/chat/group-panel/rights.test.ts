import { describe, expect, it } from 'vitest';
import { isMemberMuted, rightsOf, summaryAvatarCount } from './rights.ts';

describe('SPEC §6 rights in the group-management panel', () => {
  it('owner: dismiss except Work, remove except AVChatRoom, admins except Work/AVChatRoom, transfer with others', () => {
    expect(rightsOf('Owner', 'Public', 3)).toMatchObject({
      dismiss: true,
      remove: true,
      setAdmin: true,
      mute: true,
      transfer: true,
      quit: false,
    });
    expect(rightsOf('Owner', 'Private', 3)).toMatchObject({ dismiss: false, remove: true, setAdmin: false, mute: false, add: true });
    expect(rightsOf('Owner', 'AVChatRoom', 3)).toMatchObject({ dismiss: true, remove: false, setAdmin: false, mute: true });
    expect(rightsOf('Owner', 'Public', 1)).toMatchObject({ transfer: false });
  });
  it('admin edits and mutes (not in Work); member views and quits', () => {
    expect(rightsOf('Admin', 'Public', 3)).toMatchObject({
      editProfile: true,
      mute: true,
      remove: false,
      setAdmin: false,
      quit: true,
      adminTab: true,
    });
    expect(rightsOf('Admin', 'Private', 3)).toMatchObject({ mute: false, adminTab: false });
    expect(rightsOf('Member', 'Public', 3)).toMatchObject({ editProfile: false, mute: false, dismiss: false, quit: true, adminTab: false });
    expect(rightsOf('Member', 'Private', 3).add).toBe(true);
  });
  it('summary avatars: 3, +1 if not Work, +1 if not Owner', () => {
    expect(summaryAvatarCount('Owner', 'Private')).toBe(3);
    expect(summaryAvatarCount('Owner', 'Public')).toBe(4);
    expect(summaryAvatarCount('Member', 'Private')).toBe(4);
    expect(summaryAvatarCount('Member', 'Public')).toBe(5);
  });
  it('a mute is active while muteUntil is later than now', () => {
    expect(isMemberMuted(101, 100)).toBe(true);
    expect(isMemberMuted(100, 100)).toBe(false);
    expect(isMemberMuted(0, 100)).toBe(false);
  });
});
