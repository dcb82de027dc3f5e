import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { GroupRole, GroupType } from '../../../protocol/model.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { MEMBER_LIMIT } from './rules.ts';
import { GROUP_TIP, MESSAGE_TYPES, conversationIdOf } from '../../../protocol/model.ts';
import { groupKey } from '../messages/store.ts';
import { audience } from '../access.ts';
import { publishLogged } from '../context.ts';
import type { Im } from '../context.ts';
import { appendEvents } from '../event-log.ts';
import { commitMessage } from '../messages/commit.ts';
import { sendLive } from './live.ts';

/** Adds members (existing accounts only); their conversation starts at the group's current sequence. */
export async function addMembers(im: Im, groupId: string, userIds: string[], role: GroupRole = 'Member'): Promise<string[]> {
  const existing = await im.accounts.existing(userIds);
  const ids = [...new Set(userIds.filter((u) => existing.has(u)))];
  if (ids.length === 0) return [];
  const key = groupKey(groupId);
  return im.db.transaction().execute(async (tx) => {
    // The group row is locked so that concurrent additions cannot pass the member cap together.
    const group = await tx.selectFrom('im_group').select('type').where('group_id', '=', groupId).forUpdate().executeTakeFirst();
    const added = await tx
      .insertInto('im_group_member')
      .values(ids.map((user_id) => ({ group_id: groupId, user_id, role })))
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .execute();
    const addedIds = added.map((a) => a.user_id);
    const limit = MEMBER_LIMIT[group?.type as GroupType];
    if (limit !== undefined && addedIds.length) {
      const { n } = await tx
        .selectFrom('im_group_member')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      if (Number(n) > limit) throw new ImError(ErrorCode.GROUP_FULL); // rolls the additions back
    }
    if (addedIds.length) {
      const conv = await tx.selectFrom('im_conversation').select('last_seq').where('conv_key', '=', key).executeTakeFirst();
      const seq = Number(conv?.last_seq ?? 0);
      await tx
        .insertInto('im_user_conversation')
        .values(
          addedIds.map((user_id) => ({
            user_id,
            conversation_id: conversationIdOf('GROUP', groupId),
            conv_key: key,
            cleared_seq: seq,
            read_seq: seq,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doUpdateSet({ hidden: false, cleared_seq: seq, read_seq: seq }))
        .execute();
    }
    return addedIds;
  });
}

export async function removeMembers(im: Im, groupId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  return im.db.transaction().execute(async (tx) => {
    const removed = await tx
      .deleteFrom('im_group_member')
      .where('group_id', '=', groupId)
      .where('user_id', 'in', userIds)
      .returning('user_id')
      .execute();
    const ids = removed.map((r) => r.user_id);
    if (ids.length)
      await tx
        .deleteFrom('im_user_conversation')
        .where('conversation_id', '=', conversationIdOf('GROUP', groupId))
        .where('user_id', 'in', ids)
        .execute();
    return ids;
  });
}

/** A group tip message (join, quit, kick, role, profile) in the group's history, from the operator. */
export async function groupTip(
  im: Im,
  groupId: string,
  operator: string,
  operationType: number,
  userIDList: string[],
  extraRecipients: string[] = [],
  newGroupProfile?: Record<string, unknown>,
): Promise<void> {
  // who is named, with nicks as the library's tip has them (operatorInfo, memberList), so receivers show names
  const people = new Map((await im.accounts.profiles([...new Set([operator, ...userIDList])])).map((p) => [p.userID, p]));
  const person = (userID: string) => ({ userID, nick: people.get(userID)?.nick ?? '', avatar: people.get(userID)?.avatar ?? '' });
  const payload = {
    operationType,
    operatorID: operator,
    operatorInfo: person(operator),
    userIDList,
    memberList: userIDList.map(person),
    inviteeList: operationType === GROUP_TIP.JOIN ? userIDList : [],
    // the library's tip of a profile change names the fields that changed (ownerID after a transfer)
    ...(newGroupProfile ? { newGroupProfile } : {}),
  };
  const access = {
    conversationID: conversationIdOf('GROUP', groupId),
    type: 'GROUP' as const,
    target: groupId,
    convKey: groupKey(groupId),
  };
  const group = await im.db.selectFrom('im_group').select('type').where('group_id', '=', groupId).executeTakeFirst();
  // live groups keep no history: their tips go out live like their messages
  if (group?.type === 'AVChatRoom') {
    await sendLive(im, operator, access, { type: MESSAGE_TYPES.GROUP_TIP, payload });
    return;
  }
  const to = await audience(im, operator, { ...access, ...(group ? { groupType: group.type } : {}) });
  await commitMessage(im, {
    sender: operator,
    access,
    clientId: `tip-${randomBytes(9).toString('base64url')}`,
    type: MESSAGE_TYPES.GROUP_TIP,
    payload,
    recipients: [...to.logged, ...extraRecipients],
    live: to.live,
  });
}

/** Tells users that something about a group changed (logged, so offline users catch up). */
export async function notifyGroup(im: Im, userIds: string[], groupID: string, action: string): Promise<void> {
  const data = { groupID, action };
  const targets = await appendEvents(im.db, userIds, 'groupChanged', data);
  publishLogged(im, targets, 'groupChanged', data);
}

export async function managers(im: Im, groupId: string): Promise<string[]> {
  const rows = await im.db
    .selectFrom('im_group_member')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('role', 'in', ['Owner', 'Admin'])
    .execute();
  return rows.map((r) => r.user_id);
}

export function newGroupId(): string {
  return `group_${randomBytes(6).toString('hex')}`;
}

export async function memberCount(im: Im, groupId: string): Promise<number> {
  const r = await im.db
    .selectFrom('im_group_member')
    .select(sql<number>`count(*)`.as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
