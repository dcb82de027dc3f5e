import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ConversationType, GroupRole } from '../../protocol/model.ts';
import { parseConversationId } from '../../protocol/model.ts';
import { ErrorCode, ImError } from '../../protocol/errors.ts';
import { c2cKey, groupKey } from './messages/store.ts';
import type { Accounts } from './people/accounts.ts';

/** What resolving a conversation needs of the service (the Im context satisfies it). */
export interface AccessDeps {
  db: Kysely<Database>;
  accounts: Pick<Accounts, 'exists'>;
}

/** A conversation as one user may use it: resolved and permission-checked. */
export interface ConversationAccess {
  conversationID: string;
  type: ConversationType;
  /** Peer userID (C2C) or groupID (GROUP). */
  target: string;
  convKey: string;
  /** GROUP: the caller's membership. */
  role?: GroupRole;
  muteUntil?: number;
  groupType?: string;
  muteAll?: boolean;
}

/**
 * Resolves `conversationID` for `userId`. C2C: the peer must exist. GROUP: the group must exist and the user
 * must be a member — otherwise NOT_IN_CONVERSATION, so nobody reads, sends, revokes or receives outside
 * their conversations.
 */
export async function accessConversation(im: AccessDeps, userId: string, conversationID: string): Promise<ConversationAccess> {
  const parsed = parseConversationId(conversationID);
  if (!parsed) throw new ImError(ErrorCode.BAD_REQUEST);
  if (parsed.type === 'C2C') {
    if (!(await im.accounts.exists(parsed.target))) throw new ImError(ErrorCode.USER_NOT_FOUND);
    return { conversationID, type: 'C2C', target: parsed.target, convKey: c2cKey(userId, parsed.target) };
  }
  const member = await groupMembership(im.db, parsed.target, userId);
  return { conversationID, type: 'GROUP', target: parsed.target, convKey: groupKey(parsed.target), ...member };
}

export async function groupMembership(
  db: Kysely<Database>,
  groupId: string,
  userId: string,
): Promise<{ role: GroupRole; muteUntil: number; groupType: string; muteAll: boolean }> {
  const row = await db
    .selectFrom('im_group as g')
    .leftJoin('im_group_member as m', (j) => j.onRef('m.group_id', '=', 'g.group_id').on('m.user_id', '=', userId))
    .select(['g.type', 'g.mute_all', 'g.dismissed', 'm.role', 'm.mute_until'])
    .where('g.group_id', '=', groupId)
    .executeTakeFirst();
  if (!row || row.dismissed) throw new ImError(ErrorCode.GROUP_NOT_FOUND);
  if (!row.role) throw new ImError(ErrorCode.NOT_IN_CONVERSATION);
  return { role: row.role as GroupRole, muteUntil: Number(row.mute_until ?? 0), groupType: row.type, muteAll: row.mute_all };
}

export async function groupMemberIds(db: Kysely<Database>, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('im_group_member').select('user_id').where('group_id', '=', groupId).execute();
  return rows.map((r) => r.user_id);
}

/**
 * Who receives a conversation's events. `logged` users get them through their event log (a counter bump and a
 * row per user, caught up after a reconnect); `live` users get them pushed while online, nothing written per
 * user. C2C: both users, logged. A group: every member, logged, except in a Community (SPEC §9: up to 100,000
 * members), whose members get them live: its messages are stored once, each member's unread count comes from
 * the conversation's sequence against their read position, and a member who was offline reads them from the
 * conversation list (fetched again at every reconnect) and the history. So a Community message costs the same
 * whatever the member count, as Tencent's Community groups, which push no per-member roaming either.
 */
export interface Audience {
  logged: string[];
  live: string[];
}

export async function audience(im: Pick<AccessDeps, 'db'>, userId: string, access: ConversationAccess): Promise<Audience> {
  if (access.type === 'C2C') return { logged: [userId, access.target], live: [] };
  const members = await groupMemberIds(im.db, access.target);
  const type =
    access.groupType ?? (await im.db.selectFrom('im_group').select('type').where('group_id', '=', access.target).executeTakeFirst())?.type;
  return type === 'Community' ? { logged: [], live: members } : { logged: members, live: [] };
}
