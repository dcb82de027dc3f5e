import { proxy, ref } from 'valtio/vanilla';

/** Group slice: profile (with the user's own role and mute) and members of the groups the user opened. */
export interface GroupMember {
  userID: string;
  nick: string;
  avatar: string;
  role: string;
  muteUntil: number;
}

export interface GroupInfo {
  groupID: string;
  type: string;
  name: string;
  muteAllMembers: boolean;
  selfInfo: { role: string; muteUntil: number } | null;
  members: GroupMember[];
}

export interface GroupsState {
  byID: Record<string, GroupInfo>;
}

export function createGroupsStore(): GroupsState {
  return proxy<GroupsState>({ byID: {} });
}

export function setGroup(store: GroupsState, info: GroupInfo): void {
  store.byID[info.groupID] = { ...info, members: ref(info.members.slice()) as GroupMember[] };
}

/**
 * SPEC §6: a member is muted while muteUntil is later than now; with mute-all only the owner and admins speak.
 * `now` in seconds.
 */
export function isMutedIn(info: GroupInfo | undefined, now: number = Date.now() / 1000): boolean {
  if (!info?.selfInfo) return false;
  if (info.selfInfo.muteUntil > now) return true;
  return info.muteAllMembers && info.selfInfo.role !== 'Owner' && info.selfInfo.role !== 'Admin';
}
