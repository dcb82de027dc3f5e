import { sendLive } from '../groups/live.ts';
import { AT_ALL, MESSAGE_TYPES, conversationIdOf } from '../../../protocol/model.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { accessConversation, audience } from '../access.ts';
import { nowSeconds, publishLogged, publishToAudience } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { appendEvents, logBody } from '../event-log.ts';
import { commitMessage } from './commit.ts';
import { droppedMessage } from './dropped.ts';
import { normalizePayload } from './content.ts';
import { decorate, findMessage, historyPage, searchTextOf, toWire } from './store.ts';
import type { ConversationAccess } from '../access.ts';
import { markEdits } from './modify.ts';
import { mayContact } from '../policy/may-contact.ts';
import type { MessageRow } from './store.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

export async function sendMessage(im: Im, caller: Caller, d: D<'sendMessage'>): R<'sendMessage'> {
  if (!im.rate.take(caller.userId)) throw new ImError(ErrorCode.RATE_LIMITED);
  const access = await accessConversation(im, caller.userId, conversationIdOf(d.conversationType, d.to));
  // who may reach whom, and what the commit still checks (policy/may-contact.ts)
  const terms = await mayContact(im, caller, access.type === 'C2C' ? { user: access.target } : { group: access }, 'message');
  let cloudCustomData = d.cloudCustomData ?? '';
  let payload = await normalizePayload(im.db, d.type, d.payload, cloudCustomData, caller.locale);
  if (im.moderation.hits(d.type, payload)) throw new ImError(ErrorCode.SENSITIVE_TEXT);
  // the before-send callback (IM_BEFORE_SEND_URL): send, send changed or flagged risky, drop, or refuse
  const review = im.beforeSend
    ? await im.beforeSend.judge({
        from: caller.userId,
        to: access.target,
        conversationType: access.type,
        groupType: access.groupType,
        type: d.type,
        payload,
        cloudCustomData,
        locale: caller.locale,
      })
    : null;
  if (review?.action === 'drop')
    return { message: droppedMessage(access, caller.userId, { clientId: d.clientMsgID, type: d.type, payload, cloudCustomData }) };
  if (review?.cloudCustomData !== undefined) cloudCustomData = review.cloudCustomData;
  if (review?.payload) payload = await normalizePayload(im.db, d.type, review.payload, cloudCustomData, caller.locale);
  const risky = review?.risky === true;
  const atUsers =
    access.type === 'GROUP' && d.type === MESSAGE_TYPES.TEXT ? (d.atUserList ?? []).filter((u) => typeof u === 'string').slice(0, 100) : [];
  if (access.groupType === 'AVChatRoom') {
    const live = { clientId: d.clientMsgID, type: d.type, payload, cloudCustomData, atUsers, risky };
    return { message: await sendLive(im, caller.userId, access, live, caller.sessionId) };
  }
  const to = await audience(im, caller.userId, access);
  const { wire, senderSeq } = await commitMessage(
    im,
    {
      sender: caller.userId,
      access,
      clientId: d.clientMsgID,
      type: d.type,
      payload,
      searchText: searchTextOf(d.type, payload),
      cloudCustomData,
      needReadReceipt: d.needReadReceipt ?? false,
      atUsers,
      recipients: to.logged,
      live: to.live,
      checkBlacklist: terms.blacklistInCommit,
      risky,
    },
    caller.sessionId,
  );
  return { message: wire, ...(senderSeq !== undefined ? { seq: senderSeq } : {}) };
}

async function clearedSeq(im: Im, userId: string, conversationID: string): Promise<number> {
  const row = await im.db
    .selectFrom('im_user_conversation')
    .select('cleared_seq')
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationID)
    .executeTakeFirst();
  return Number(row?.cleared_seq ?? 0);
}

export async function getMessageList(im: Im, caller: Caller, d: D<'getMessageList'>): R<'getMessageList'> {
  const access = await accessConversation(im, caller.userId, d.conversationID);
  const count = Math.min(Math.max(d.count ?? 15, 1), 100);
  let beforeSeq: number | null = null;
  if (d.nextReqMessageID) {
    const anchor = await findMessage(im.db, access.convKey, d.nextReqMessageID);
    if (!anchor) throw new ImError(ErrorCode.MESSAGE_NOT_FOUND);
    beforeSeq = Number(anchor.seq);
  }
  const rows = await historyPage(
    im.db,
    access.convKey,
    caller.userId,
    await clearedSeq(im, caller.userId, d.conversationID),
    beforeSeq,
    count + 1,
  );
  const isCompleted = rows.length <= count;
  const page = isCompleted ? rows : rows.slice(1);
  const messageList = page.map((r) => toWire(r, caller.userId));
  await decorate(im.db, page, messageList, caller.userId);
  await markEdits(im.db, page, messageList);
  return { messageList, nextReqMessageID: messageList[0]?.ID ?? '', isCompleted };
}

async function loadOwnable(
  im: Im,
  caller: Caller,
  conversationID: string,
  messageID: string,
): Promise<{ access: ConversationAccess; row: MessageRow }> {
  const access = await accessConversation(im, caller.userId, conversationID);
  const row = await findMessage(im.db, access.convKey, messageID);
  if (!row) throw new ImError(ErrorCode.MESSAGE_NOT_FOUND);
  return { access, row };
}

export async function revokeMessage(im: Im, caller: Caller, d: D<'revokeMessage'>): R<'revokeMessage'> {
  const { access, row } = await loadOwnable(im, caller, d.conversationID, d.messageID);
  if (row.sender !== caller.userId) throw new ImError(ErrorCode.NO_PERMISSION);
  if (!row.revoked) {
    if (nowSeconds() - Number(row.time) > im.cfg.recallWindowSeconds) throw new ImError(ErrorCode.RECALL_DEADLINE_PASSED);
    const to = await audience(im, caller.userId, access);
    const data = { conversationID: d.conversationID, messageID: row.client_id, revoker: caller.userId };
    const targets = await im.db.transaction().execute(async (tx) => {
      const updated = await tx
        .updateTable('im_message')
        .set({ revoked: true, revoker: caller.userId })
        .where('id', '=', row.id)
        .where('revoked', '=', false)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return null;
      return appendEvents(tx, to.logged, 'messageRevoked', logBody(data, access, caller.userId), Number(row.id));
    });
    if (targets)
      publishToAudience(im, targets, to.live, 'messageRevoked', data, access.type === 'C2C' ? { c2c: [caller.userId, access.target] } : {});
    row.revoked = true;
    row.revoker = caller.userId;
  }
  return { message: toWire(row, caller.userId) };
}

/**
 * Deletes messages for the caller only (SPEC 'delete'): rows in im_message_deletion hide them from the caller's
 * history, sync and search; the other participants keep them. The caller's other devices learn it from a
 * logged `messageDeleted` event (live, or at catch-up).
 */
export async function deleteMessage(im: Im, caller: Caller, d: D<'deleteMessage'>): R<'deleteMessage'> {
  const access = await accessConversation(im, caller.userId, d.conversationID);
  const wanted = [...new Set(d.messageIDList)];
  const cleared = await clearedSeq(im, caller.userId, d.conversationID);
  const rows = await im.db
    .selectFrom('im_message')
    .select(['id', 'client_id'])
    .where('conv_key', '=', access.convKey)
    .where('client_id', 'in', wanted)
    .where('seq', '>', cleared)
    .execute();
  if (rows.length !== wanted.length) throw new ImError(ErrorCode.MESSAGE_NOT_FOUND);
  const data = { conversationID: d.conversationID, messageIDList: rows.map((r) => r.client_id) };
  const targets = await im.db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('im_message_deletion')
      .values(rows.map((r) => ({ user_id: caller.userId, message_id: r.id })))
      .onConflict((oc) => oc.doNothing())
      .returning('message_id')
      .execute();
    if (inserted.length === 0) return [];
    return appendEvents(tx, [caller.userId], 'messageDeleted', logBody(data, access, caller.userId));
  });
  publishLogged(im, targets, 'messageDeleted', data);
  return data;
}

async function react(im: Im, caller: Caller, d: D<'addMessageReaction'>, add: boolean): R<'addMessageReaction'> {
  const { access, row } = await loadOwnable(im, caller, d.conversationID, d.messageID);
  const reactionID = d.reactionID.slice(0, 64);
  const to = await audience(im, caller.userId, access);
  const results = await im.db.transaction().execute(async (tx) => {
    if (add)
      await tx
        .insertInto('im_message_reaction')
        .values({ message_id: row.id, reaction_id: reactionID, user_id: caller.userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    else
      await tx
        .deleteFrom('im_message_reaction')
        .where('message_id', '=', row.id)
        .where('reaction_id', '=', reactionID)
        .where('user_id', '=', caller.userId)
        .execute();
    const reactors = await tx
      .selectFrom('im_message_reaction')
      .select('user_id')
      .where('message_id', '=', row.id)
      .where('reaction_id', '=', reactionID)
      .execute();
    const mine = new Set(reactors.map((r) => r.user_id));
    const base = { conversationID: d.conversationID, messageID: row.client_id, reactionID, totalUserCount: reactors.length };
    // reactedByMyself differs per recipient: one logged event for those who reacted with it, one for the others
    const out = [];
    for (const reactedByMyself of [true, false]) {
      const data = { ...base, reactedByMyself };
      const logged = to.logged.filter((u) => mine.has(u) === reactedByMyself);
      const live = to.live.filter((u) => mine.has(u) === reactedByMyself);
      out.push({
        data,
        live,
        targets: await appendEvents(tx, logged, 'messageReaction', logBody(data, access, caller.userId), Number(row.id)),
      });
    }
    return out;
  });
  for (const r of results)
    publishToAudience(
      im,
      r.targets,
      r.live,
      'messageReaction',
      r.data,
      access.type === 'C2C' ? { c2c: [caller.userId, access.target] } : {},
    );
  return {};
}

export const addMessageReaction = (im: Im, caller: Caller, d: D<'addMessageReaction'>) => react(im, caller, d, true);
export const removeMessageReaction = (im: Im, caller: Caller, d: D<'removeMessageReaction'>) => react(im, caller, d, false);

/** Users mentioned: AT_ALL stays as is (everyone). */
export function isMentioned(atUsers: string[], userId: string): number {
  const me = atUsers.includes(userId);
  const all = atUsers.includes(AT_ALL);
  return me && all ? 3 : all ? 2 : me ? 1 : 0;
}
