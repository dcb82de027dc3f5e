import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { AT_ALL, conversationIdOf, parseConversationId } from '../../../protocol/model.ts';
import type { GroupAtInfo, WireConversation } from '../../../protocol/model.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import type { Database } from '../../db/schema.ts';
import { accessConversation } from '../access.ts';
import type { ConversationAccess } from '../access.ts';
import { publishLogged } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { draftsOf } from './drafts.ts';
import { appendEvents } from '../event-log.ts';
import { groupProfiles } from '../groups/store.ts';
import { deletedFor, historyPage, messagesByIds, notDeletedFor, toWire } from '../messages/store.ts';
import { isMentioned } from '../messages/messages.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/** Short text of a last message for list previews. */
function messageForShow(type: string, payload: Record<string, unknown>, revoked: boolean): string {
  if (revoked) return '[recalled]';
  if (typeof payload.text === 'string') return payload.text.slice(0, 100);
  return `[${type.replace(/^TIM|Elem$/g, '')}]`;
}

/** The user's conversations (all, or the given IDs), pinned first then newest first. */
export async function listConversations(im: Im, userId: string, only?: string[]): Promise<WireConversation[]> {
  let q = im.db
    .selectFrom('im_user_conversation as uc')
    .leftJoin('im_conversation as c', 'c.conv_key', 'uc.conv_key')
    .select([
      'uc.conversation_id',
      'uc.conv_key',
      'uc.read_seq',
      'uc.cleared_seq',
      'uc.pinned',
      'uc.muted',
      'c.last_seq',
      'uc.updated_at',
      // the newest message is the one with the highest seq: one backward step of the (conv_key, seq) index
      sql<number | null>`(select m.id from im_message m where m.conv_key = uc.conv_key order by m.seq desc limit 1)`.as('last_message_id'),
      sql<number>`(select count(*) from im_message m where m.conv_key = uc.conv_key and m.seq > greatest(uc.read_seq, uc.cleared_seq) and m.sender <> ${userId} and not m.revoked and m.type <> 'TIMGroupTipElem' and ${notDeletedFor(userId)})`.as(
        'unread',
      ),
    ])
    .where('uc.user_id', '=', userId)
    .where('uc.hidden', '=', false);
  if (only) q = q.where('uc.conversation_id', 'in', only.length ? only : ['']);
  const rows = await q.execute();
  const lastIds = rows
    .filter((r) => r.last_message_id !== null && Number(r.last_seq) > Number(r.cleared_seq))
    .map((r) => Number(r.last_message_id));
  const last = await messagesByIds(im.db, lastIds);
  // a last message the user deleted for themselves gives way to their latest remaining one
  const deletedLast = await deletedFor(im.db, userId, lastIds);
  for (const r of rows) {
    if (r.last_message_id === null || !deletedLast.has(Number(r.last_message_id))) continue;
    const [previous] = await historyPage(im.db, r.conv_key, userId, Number(r.cleared_seq), null, 1);
    if (previous) last.set(Number(r.last_message_id), previous);
    else last.delete(Number(r.last_message_id));
  }
  const peers = rows
    .map((r) => parseConversationId(r.conversation_id))
    .filter((p) => p?.type === 'C2C')
    .map((p) => p!.target);
  const groups = rows
    .map((r) => parseConversationId(r.conversation_id))
    .filter((p) => p?.type === 'GROUP')
    .map((p) => p!.target);
  const profiles = new Map((await im.accounts.profiles(peers)).map((p) => [p.userID, p]));
  const groupMap = new Map((await groupProfiles(im.db, groups, userId)).map((g) => [g.groupID, g]));
  const remarks = new Map<string, string>();
  if (peers.length) {
    const fr = await im.db
      .selectFrom('im_friend')
      .select(['friend_id', 'remark'])
      .where('user_id', '=', userId)
      .where('friend_id', 'in', peers)
      .execute();
    for (const f of fr) remarks.set(f.friend_id, f.remark);
  }
  const atInfo = new Map<string, GroupAtInfo[]>();
  if (groups.length) {
    const { rows: ats } = await sql<{ receiver: string; seq: number; at_users: string[] }>`
      select m.receiver, m.seq, m.at_users from im_message m
      join im_user_conversation uc on uc.conv_key = m.conv_key and uc.user_id = ${userId}
      where m.conversation_type = 'GROUP' and m.seq > greatest(uc.read_seq, uc.cleared_seq) and m.sender <> ${userId} and not m.revoked
        and m.at_users && ${sql.val([userId, AT_ALL])}::text[]
      order by m.seq`.execute(im.db);
    for (const a of ats) {
      const list = atInfo.get(a.receiver) ?? [];
      list.push({ groupID: a.receiver, messageSequence: Number(a.seq), atType: isMentioned(a.at_users, userId) });
      atInfo.set(a.receiver, list);
    }
  }
  const drafts = await draftsOf(
    im.db,
    userId,
    rows.map((r) => r.conversation_id),
  );
  const list: WireConversation[] = [];
  for (const r of rows) {
    const parsed = parseConversationId(r.conversation_id)!;
    const group = parsed.type === 'GROUP' ? groupMap.get(parsed.target) : undefined;
    if (parsed.type === 'GROUP' && !group) continue;
    const lm = r.last_message_id !== null ? last.get(Number(r.last_message_id)) : undefined;
    const noUnread = group && (group.type === 'ChatRoom' || group.type === 'AVChatRoom');
    list.push({
      conversationID: r.conversation_id,
      type: parsed.type,
      unreadCount: noUnread ? 0 : Number(r.unread),
      isPinned: r.pinned,
      isMuted: r.muted,
      groupAtInfoList: atInfo.get(parsed.target) ?? [],
      lastMessage: lm
        ? {
            ID: lm.client_id,
            type: lm.type,
            from: lm.sender,
            lastTime: Number(lm.time),
            payload: toWire(lm, userId).payload,
            isRevoked: lm.revoked,
            messageForShow: messageForShow(lm.type, lm.payload, lm.revoked),
          }
        : null,
      groupProfile: group ?? null,
      userProfile:
        parsed.type === 'C2C' ? (profiles.get(parsed.target) ?? { userID: parsed.target, nick: '', avatar: '', selfSignature: '' }) : null,
      remark: remarks.get(parsed.target) ?? '',
      draftText: drafts.get(r.conversation_id) ?? '',
    });
  }
  list.sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || (b.lastMessage?.lastTime ?? 0) - (a.lastMessage?.lastTime ?? 0));
  return list;
}

export async function getConversationList(im: Im, caller: Caller): R<'getConversationList'> {
  return { conversationList: await listConversations(im, caller.userId) };
}

/** The conversation, created in the user's list if needed (opening a C2C chat before any message). */
export async function getConversationProfile(im: Im, caller: Caller, d: D<'getConversationProfile'>): R<'getConversationProfile'> {
  const access = await accessConversation(im, caller.userId, d.conversationID);
  await im.db
    .insertInto('im_user_conversation')
    .values({ user_id: caller.userId, conversation_id: d.conversationID, conv_key: access.convKey })
    .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doUpdateSet({ hidden: false }))
    .execute();
  const [conversation] = await listConversations(im, caller.userId, [d.conversationID]);
  if (!conversation) throw new ImError(ErrorCode.NOT_IN_CONVERSATION);
  return { conversation };
}

/**
 * Before a user's row is hidden: locks the conversation row (creating it if no message has been sent yet) and
 * marks it, so that the next message commit shows the row again (migration 065). Locking it first orders the
 * delete with the message commits of the conversation, which lock it first too; the last_seq read under the
 * lock is the one the delete clears up to.
 */
function flagHiddenRow(tx: Transaction<Database>, access: ConversationAccess): Promise<{ last_seq: number }> {
  return tx
    .insertInto('im_conversation')
    .values({ conv_key: access.convKey, type: access.type, hidden_rows: true })
    .onConflict((oc) => oc.column('conv_key').doUpdateSet({ hidden_rows: true }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
}

/** Applies a change to the user's own conversation row and tells the user's other devices. */
async function changeOwn(
  im: Im,
  caller: Caller,
  conversationID: string,
  action: 'read' | 'pinned' | 'muted' | 'deleted',
  set: Record<string, unknown>,
): Promise<void> {
  const access = await accessConversation(im, caller.userId, conversationID);
  const targets = await im.db.transaction().execute(async (tx) => {
    const last =
      action === 'deleted'
        ? await flagHiddenRow(tx, access)
        : await tx.selectFrom('im_conversation').select('last_seq').where('conv_key', '=', access.convKey).executeTakeFirst();
    const lastSeq = Number(last?.last_seq ?? 0);
    const values = { ...set };
    if (action === 'read') values.read_seq = lastSeq;
    if (action === 'deleted') Object.assign(values, { cleared_seq: lastSeq, read_seq: lastSeq, hidden: true, pinned: false });
    await tx
      .insertInto('im_user_conversation')
      .values({ user_id: caller.userId, conversation_id: conversationID, conv_key: access.convKey, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doUpdateSet(values))
      .execute();
    const own = await appendEvents(tx, [caller.userId], 'conversationChanged', { conversationID, action });
    const peer =
      action === 'read' && access.type === 'C2C' && access.target !== caller.userId
        ? await appendEvents(tx, [access.target], 'messageReadByPeer', {
            conversationID: conversationIdOf('C2C', caller.userId),
            lastReadSequence: lastSeq,
          })
        : [];
    return { own, peer, lastSeq };
  });
  publishLogged(im, targets.own, 'conversationChanged', { conversationID, action });
  publishLogged(im, targets.peer, 'messageReadByPeer', {
    conversationID: conversationIdOf('C2C', caller.userId),
    lastReadSequence: targets.lastSeq,
  });
}

export async function deleteConversation(im: Im, caller: Caller, d: D<'deleteConversation'>): R<'deleteConversation'> {
  await im.db
    .deleteFrom('im_conversation_draft')
    .where('user_id', '=', caller.userId)
    .where('conversation_id', '=', d.conversationID)
    .execute();
  await changeOwn(im, caller, d.conversationID, 'deleted', {});
  return { conversationID: d.conversationID };
}
export async function pinConversation(im: Im, caller: Caller, d: D<'pinConversation'>): R<'pinConversation'> {
  await changeOwn(im, caller, d.conversationID, 'pinned', { pinned: d.isPinned });
  return { conversationID: d.conversationID };
}
export async function muteConversation(im: Im, caller: Caller, d: D<'muteConversation'>): R<'muteConversation'> {
  await changeOwn(im, caller, d.conversationID, 'muted', { muted: d.isMuted });
  return { conversationID: d.conversationID };
}
export async function setMessageRead(im: Im, caller: Caller, d: D<'setMessageRead'>): R<'setMessageRead'> {
  await changeOwn(im, caller, d.conversationID, 'read', {});
  return { conversationID: d.conversationID };
}
