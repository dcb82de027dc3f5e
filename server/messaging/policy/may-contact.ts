import type { Kysely } from 'kysely';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { ErrorCodeValue } from '../../../protocol/errors.ts';
import type { GroupRole } from '../../../protocol/model.ts';
import type { Database } from '../../db/schema.ts';
import { isVisitorId } from '../../identity/account-kind.ts';
import type { Locale } from '../../../common/locale.ts';
import { translate } from '../../i18n/messages.ts';

/**
 * Who may reach whom: the one home of the rule (issue #31). Every path that lets one user reach another —
 * a message, a call, a friend request, putting someone in a group — asks `mayContact` before it acts.
 *
 * 1. Account kinds (server/identity/account-kind.ts). An anonymous visitor's only counterpart is the
 *    customer-service inbox: a visitor messages an inbox, and only an inbox messages a visitor (agents answer
 *    through the desk, which sends as the inbox). Nobody befriends, groups or calls a visitor, and a visitor
 *    does none of those.
 * 2. Blacklists. A user who blacklisted the caller refuses their friend requests (checked here), their
 *    one-to-one messages and their calls. For those two the check runs inside the same database round trip as
 *    the write (server/db/functions/im_commit_batch.sql, im_call_start.sql), so a send pays no extra query:
 *    `mayContact` answers `blacklistInCommit` and the commit enforces it.
 * 3. Groups. Only members speak, read or call in a group (the membership comes from access.ts, which refuses
 *    strangers with NOT_IN_CONVERSATION); a muted member, or any plain member while the whole group is muted,
 *    may not speak.
 */
export type ContactAction = 'message' | 'call' | 'friendRequest' | 'groupMember';

/** The caller as the policy needs it. */
export interface Contactor {
  userId: string;
  locale: Locale;
}

/** A group as one member stands in it (access.ts `groupMembership` / ConversationAccess). */
export interface GroupStanding {
  role?: GroupRole;
  muteUntil?: number;
  muteAll?: boolean;
}

export type ContactTarget = { user: string } | { group: GroupStanding };

export interface PolicyDeps {
  db: Kysely<Database>;
  /** The customer-service inboxes (IM_SERVICE_ACCOUNTS). */
  serviceAccounts: readonly string[];
}

/** What the caller must still enforce in its own write. */
export interface ContactTerms {
  /** A one-to-one message or call: the receiver's blacklist is checked by the commit, in the same round trip. */
  blacklistInCommit: boolean;
}

const REFUSED_KIND: Record<ContactAction, ErrorCodeValue> = {
  message: ErrorCode.NO_PERMISSION,
  call: ErrorCode.CALLS_NOT_ALLOWED,
  friendRequest: ErrorCode.NO_PERMISSION,
  groupMember: ErrorCode.NO_PERMISSION,
};

/** Whether `a` may be in contact with `b` at all, by their account kinds (rule 1). */
export function kindsMayMeet(deps: Pick<PolicyDeps, 'serviceAccounts'>, a: string, b: string, action: ContactAction): boolean {
  const visitorA = isVisitorId(a);
  const visitorB = isVisitorId(b);
  if (!visitorA && !visitorB) return true;
  // a visitor talks with the desk only, and only by message (#34 item 7, a visitor calling the desk, goes here)
  if (action !== 'message') return false;
  return visitorA ? deps.serviceAccounts.includes(b) : deps.serviceAccounts.includes(a);
}

function refuseKinds(caller: Contactor, action: ContactAction): ImError {
  const key = action === 'call' ? 'im.error.60008' : isVisitorId(caller.userId) ? 'im.visitorDeskOnly' : 'im.visitorUnreachable';
  return new ImError(REFUSED_KIND[action], translate(caller.locale, key));
}

async function hasBlacklisted(db: Kysely<Database>, owner: string, blocked: string): Promise<boolean> {
  const row = await db
    .selectFrom('im_blacklist')
    .select('user_id')
    .where('user_id', '=', owner)
    .where('blocked_id', '=', blocked)
    .executeTakeFirst();
  return row !== undefined;
}

function assertMaySpeak(group: GroupStanding, now = Date.now()): void {
  if ((group.muteUntil ?? 0) > Math.floor(now / 1000)) throw new ImError(ErrorCode.MUTED);
  if (group.muteAll && group.role === 'Member') throw new ImError(ErrorCode.MUTED);
}

/**
 * May `caller` do `action` towards `target`? Throws the ImError the caller is told (in their language);
 * otherwise answers what the caller's own write must still enforce.
 */
export async function mayContact(deps: PolicyDeps, caller: Contactor, target: ContactTarget, action: ContactAction): Promise<ContactTerms> {
  if ('group' in target) {
    // a group: the caller's membership was established by access.ts; visitors are never members
    if (isVisitorId(caller.userId)) throw refuseKinds(caller, action);
    if (action === 'message') assertMaySpeak(target.group);
    return { blacklistInCommit: false };
  }
  const peer = target.user;
  if (!kindsMayMeet(deps, caller.userId, peer, action)) throw refuseKinds(caller, action);
  if (action === 'friendRequest' || action === 'groupMember') {
    if (action === 'friendRequest' && (await hasBlacklisted(deps.db, peer, caller.userId))) throw new ImError(ErrorCode.IN_BLACKLIST);
    return { blacklistInCommit: false };
  }
  // an inbox's messages to its visitors are the desk's: a visitor cannot blacklist the desk away
  const fromDesk = deps.serviceAccounts.includes(caller.userId) && isVisitorId(peer);
  return { blacklistInCommit: !fromDesk };
}

/** Every one of `userIds` may be put in (or create) a group by `caller`: no visitor enters a group. */
export function assertMayGroup(caller: Contactor, userIds: readonly string[]): void {
  if (isVisitorId(caller.userId) || userIds.some(isVisitorId)) throw refuseKinds(caller, 'groupMember');
}

/**
 * Whether `userId` may use calls at all: place, be rung, join, resume, or get call settings and TURN
 * credentials (a free relay for anyone otherwise). Visitors may not (rule 1).
 */
export function mayUseCalls(userId: string): boolean {
  return !isVisitorId(userId);
}

/** CALLS_NOT_ALLOWED (the session localizes it) unless every one of `userIds` may use calls. */
export function assertMayCall(...userIds: string[]): void {
  if (!userIds.every(mayUseCalls)) throw new ImError(ErrorCode.CALLS_NOT_ALLOWED);
}
