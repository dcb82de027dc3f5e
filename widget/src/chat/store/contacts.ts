import { proxy } from 'valtio/vanilla';

/** Contacts slice (SPEC §2 contact screen, §4 friend relations): friends, applications, blacklist, groups, status. */
export type ContactSection = 'applications' | 'blacklist' | 'groups' | 'friends' | 'service';
export const CONTACT_SECTIONS: readonly ContactSection[] = ['applications', 'blacklist', 'groups', 'friends', 'service'];

export interface ContactUser {
  userID: string;
  nick: string;
  avatar: string;
  /** Friends only: my remark for them. */
  remark: string;
}

export interface FriendApplication {
  userID: string;
  nick: string;
  /** 'in': sent to me (accept/refuse); 'out': sent by me ('waiting for verification'). */
  direction: 'in' | 'out';
  wording: string;
  time: number;
}

export interface ContactGroup {
  groupID: string;
  name: string;
  type: string;
  memberCount: number;
}

/** What the right-hand pane shows. */
export type ContactSelection =
  { kind: 'user'; userID: string } | { kind: 'group'; groupID: string } | { kind: 'applications' } | { kind: 'blacklist' } | null;

export interface ContactsState {
  /** Which screen the signed-in user's chat shows. */
  screen: 'conversations' | 'contacts';
  loaded: boolean;
  friends: ContactUser[];
  applications: FriendApplication[];
  unreadApplications: number;
  blacklist: ContactUser[];
  groups: ContactGroup[];
  /** Open (expanded) sections; a click toggles one. */
  open: Partial<Record<ContactSection, boolean>>;
  selected: ContactSelection;
  /** Online status (USER_STATUS_UPDATED): userID -> 1 online, 2 offline. */
  status: Record<string, number>;
}

export function createContactsStore(): ContactsState {
  return proxy<ContactsState>({
    screen: 'conversations',
    loaded: false,
    friends: [],
    applications: [],
    unreadApplications: 0,
    blacklist: [],
    groups: [],
    open: {},
    selected: null,
    status: {},
  });
}

/** SPEC §2/§4: clicking a section toggles it; reselecting collapses it. */
export function toggleSection(store: ContactsState, section: ContactSection): boolean {
  const next = !store.open[section];
  store.open[section] = next;
  return next;
}

/** SPEC §4: the relation is checked both ways; only both counts as friends. */
export function isBothWays(relation: string | undefined): boolean {
  return relation === 'CheckResult_Type_BothWay';
}

export function displayName(user: Pick<ContactUser, 'userID' | 'nick' | 'remark'>): string {
  return user.remark || user.nick || user.userID;
}

export function friendOf(store: ContactsState, userID: string): ContactUser | undefined {
  return store.friends.find((f) => f.userID === userID);
}

export function isBlocked(store: ContactsState, userID: string): boolean {
  return store.blacklist.some((b) => b.userID === userID);
}
