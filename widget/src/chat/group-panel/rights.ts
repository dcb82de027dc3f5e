import { TYPES } from '../../engine/types.ts';

/**
 * SPEC §6 as the panel shows it (the server enforces the same rules). Owner: dissolve (not Work), transfer
 * (more than one member), remove members (not AVChatRoom), manage admins (not Work/AVChatRoom), mutes (not Work),
 * edit name and notice. Admin: edit name and notice, management entry, mute settings (not Work). Member: view, quit.
 */
export interface Rights {
  owner: boolean;
  manager: boolean;
  editProfile: boolean;
  dismiss: boolean;
  quit: boolean;
  transfer: boolean;
  remove: boolean;
  add: boolean;
  setAdmin: boolean;
  mute: boolean;
  adminTab: boolean;
}

export function rightsOf(role: string | undefined, type: string, memberCount: number): Rights {
  const owner = role === TYPES.GRP_MBR_ROLE_OWNER;
  const manager = owner || role === TYPES.GRP_MBR_ROLE_ADMIN;
  const work = type === TYPES.GRP_WORK;
  const live = type === TYPES.GRP_AVCHATROOM;
  const mute = manager && !work;
  const setAdmin = owner && !work && !live;
  const transfer = owner && memberCount > 1;
  return {
    owner,
    manager,
    editProfile: manager,
    dismiss: owner && !work,
    quit: Boolean(role) && !owner,
    transfer,
    remove: owner && !live,
    add: work,
    setAdmin,
    mute,
    adminTab: mute || setAdmin || transfer,
  };
}

/** SPEC §6: member avatars in the summary: 3, plus 1 if not Work ('+' absent), plus 1 if not Owner ('-' absent). */
export function summaryAvatarCount(role: string | undefined, type: string): number {
  return 3 + (type !== TYPES.GRP_WORK ? 1 : 0) + (role !== TYPES.GRP_MBR_ROLE_OWNER ? 1 : 0);
}

/** SPEC §4: a member's mute is active while muteUntil is later than now (seconds). */
export function isMemberMuted(muteUntil: number, now: number = Date.now() / 1000): boolean {
  return muteUntil > now;
}

/** SPEC §9: a mute lasts 30 days; 0 lifts it. */
export const MUTE_SECONDS = 2_592_000;
/** SPEC §5/§9: notice at most 150 characters. */
export const MAX_NOTICE_CHARS = 150;
/** SPEC §9: member pages of 100. */
export const MEMBER_PAGE = 100;
