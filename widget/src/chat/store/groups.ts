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
  avatar?: string;
  notification?: string;
  introduction?: string;
  ownerID?: string;
  memberCount?: number;
  joinOption?: string;
  muteAllMembers: boolean;
  selfInfo: { role: string; muteUntil: number } | null;
  members: GroupMember[];
  /** Offset of the next member page (SPEC §9: pages of 100); 0 once every member is loaded. */
  nextOffset?: number;
}

/** SPEC §3 group application, with the local actionStatus ('' pending, then Agree or Reject). */
export interface GroupApplication {
  applicationID: string;
  groupID: string;
  applicationType: number;
  applicant: string;
  applicantNick: string;
  userID: string;
  nick: string;
  avatar: string;
  wording: string;
  actionStatus: '' | 'Agree' | 'Reject';
}

export type GroupPanelTab = 'main' | 'notification' | 'member' | 'profile' | 'admin';

export interface GroupsState {
  byID: Record<string, GroupInfo>;
  /** Join applications the user may handle (every group they manage). */
  applications: GroupApplication[];
  /** The group-management panel, when open. */
  panel: { groupID: string; tab: GroupPanelTab } | null;
  /** The application panel of this group, when open. */
  applicationsOf: string | null;
  /** The join-by-ID dialog. */
  joinOpen: boolean;
}

export function createGroupsStore(): GroupsState {
  return proxy<GroupsState>({ byID: {}, applications: [], panel: null, applicationsOf: null, joinOpen: false });
}

export function setGroup(store: GroupsState, info: GroupInfo): void {
  store.byID[info.groupID] = { ...info, members: ref(info.members.slice()) };
}

/** Forgets a group the user left (dismissed, removed, quit) and closes its panels. */
export function forgetGroup(store: GroupsState, groupID: string): void {
  delete store.byID[groupID];
  if (store.panel?.groupID === groupID) store.panel = null;
  if (store.applicationsOf === groupID) store.applicationsOf = null;
  store.applications = store.applications.filter((a) => a.groupID !== groupID);
}

/** New pending applications from the server; handled ones keep their 'agreed'/'rejected' line until the panel closes. */
export function setApplications(store: GroupsState, list: Omit<GroupApplication, 'actionStatus'>[]): void {
  const handled = store.applications.filter((a) => a.actionStatus !== '');
  const fresh = list.filter((a) => !handled.some((h) => h.applicationID === a.applicationID));
  store.applications = [...handled, ...fresh.map((a) => ({ ...a, actionStatus: '' as const }))];
}

/** SPEC §5: applications filtered by the current groupID; the pending count is what the banner shows. */
export function pendingOf(
  store: { readonly applications: readonly Pick<GroupApplication, 'groupID' | 'actionStatus'>[] },
  groupID: string,
): number {
  return store.applications.filter((a) => a.groupID === groupID && a.actionStatus === '').length;
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
