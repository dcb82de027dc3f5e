import type { GroupRole, GroupType } from '../../../protocol/model.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';

/**
 * SPEC §6 role rules, in one place. Library names: Private = Work, ChatRoom = Meeting.
 * Owner: dissolve (not Work), transfer ownership, remove members (not AVChatRoom), manage admins and mutes
 * (not Work/AVChatRoom), edit name and notice. Admin: edit name and notice, mute setting (except Work).
 * Member: view, quit. Anyone in a Work group may add members; elsewhere owner and admins.
 */
export type GroupAction =
  'dismiss' | 'transfer' | 'removeMember' | 'setRole' | 'muteMember' | 'muteAll' | 'editProfile' | 'addMember' | 'handleApplication';

export function allowed(action: GroupAction, role: GroupRole, type: GroupType): boolean {
  const owner = role === 'Owner';
  const manager = owner || role === 'Admin';
  switch (action) {
    case 'dismiss':
      return owner && type !== 'Private';
    case 'transfer':
      return owner;
    case 'removeMember':
      return owner && type !== 'AVChatRoom';
    case 'setRole':
      return owner && type !== 'Private' && type !== 'AVChatRoom';
    case 'muteMember':
      return manager && type !== 'Private';
    case 'muteAll':
      return manager && type !== 'Private';
    case 'editProfile':
      return manager;
    case 'addMember':
      return type === 'Private' || manager;
    case 'handleApplication':
      return manager;
  }
}

export function require(action: GroupAction, role: GroupRole, type: GroupType): void {
  if (!allowed(action, role, type)) throw new ImError(ErrorCode.NO_PERMISSION);
}

/** Default join option per type: Work groups are invitation only. */
export function defaultJoinOption(type: GroupType): string {
  if (type === 'Private') return 'DisableApply';
  if (type === 'Public') return 'NeedPermission';
  return 'FreeAccess';
}

/** Maximum mute (30 days, SPEC §9). */
export const MAX_MUTE_SECONDS = 2_592_000;
/** Member caps by group type (SPEC §9: Community up to 100,000; AVChatRoom none; the others none here). */
export const MEMBER_LIMIT: Partial<Record<GroupType, number>> = { Community: 100_000 };
export const MAX_NOTIFICATION_CHARS = 150;

export function checkProfile(name: string | undefined, notification: string | undefined): void {
  if (name !== undefined && !name.trim()) throw new ImError(ErrorCode.GROUP_NAME_INVALID);
  if (name !== undefined && [...name].length > 30) throw new ImError(ErrorCode.GROUP_NAME_INVALID, 'Group name is too long');
  if (notification !== undefined && [...notification].length > MAX_NOTIFICATION_CHARS) throw new ImError(ErrorCode.NOTICE_TOO_LONG);
}
