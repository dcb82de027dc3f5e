import { sql } from 'kysely';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { accessConversation, groupMemberIds } from '../access.ts';
import { conversationIdOf } from '../../../protocol/model.ts';
import { publishLogged } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { appendEvents, logBody } from '../event-log.ts';
import { cursorOffset } from './search.ts';
import { decorate, selectMessages, toWire } from './store.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/**
 * Read receipts for messages sent with needReadReceipt (C2C and group). Each reader is recorded once; the
 * sender gets a messageReadReceipt event with the new counts. Own messages and messages without
 * needReadReceipt are ignored. None for audio-video chat rooms or communities (SPEC §4).
 */
export async function sendMessageReadReceipt(im: Im, caller: Caller, d: D<'sendMessageReadReceipt'>): R<'sendMessageReadReceipt'> {
  const access = await accessConversation(im, caller.userId, d.conversationID);
  if (access.groupType === 'AVChatRoom' || access.groupType === 'Community') return {};
  const rows = await selectMessages(im.db)
    .where('m.conv_key', '=', access.convKey)
    .where('m.client_id', 'in', d.messageIDList.length ? d.messageIDList.slice(0, 100) : [''])
    .execute();
  const members = access.type === 'GROUP' ? (await groupMemberIds(im.db, access.target)).length : 2;
  for (const row of rows) {
    if (!row.need_read_receipt || row.sender === caller.userId) continue;
    const result = await im.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('im_message_read')
        .values({ message_id: row.id, user_id: caller.userId })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      const count = await tx
        .selectFrom('im_message_read')
        .select(sql<number>`count(*)`.as('n'))
        .where('message_id', '=', row.id)
        .executeTakeFirstOrThrow();
      const readCount = Number(count.n);
      const senderView = access.type === 'C2C' ? conversationIdOf('C2C', caller.userId) : d.conversationID;
      const data = {
        conversationID: senderView,
        messageID: row.client_id,
        readCount,
        unreadCount: Math.max(0, members - 1 - readCount),
        isPeerRead: access.type === 'C2C',
      };
      return {
        data,
        targets: await appendEvents(tx, [row.sender], 'messageReadReceipt', logBody(data, access, caller.userId), Number(row.id)),
      };
    });
    if (result) publishLogged(im, result.targets, 'messageReadReceipt', result.data);
  }
  return {};
}

/** Receipt counts of the caller's own messages among messageIDList (SPEC: the receipt panel is on own messages); others are left out. */
export async function getMessageReadReceiptList(im: Im, caller: Caller, d: D<'getMessageReadReceiptList'>): R<'getMessageReadReceiptList'> {
  const access = await accessConversation(im, caller.userId, d.conversationID);
  const rows = await selectMessages(im.db)
    .where('m.conv_key', '=', access.convKey)
    .where('m.client_id', 'in', d.messageIDList.length ? d.messageIDList.slice(0, 100) : [''])
    .where('m.sender', '=', caller.userId)
    .execute();
  const wire = rows.map((r) => toWire(r, caller.userId));
  await decorate(im.db, rows, wire, caller.userId);
  return { messageList: wire.map((w) => ({ ID: w.ID, readReceiptInfo: w.readReceiptInfo })) };
}

/** Group: who read / has not read one of the caller's own messages (10007 for anyone else's), 100 a page (cursor = offset). */
export async function getGroupMessageReadMemberList(
  im: Im,
  caller: Caller,
  d: D<'getGroupMessageReadMemberList'>,
): R<'getGroupMessageReadMemberList'> {
  const access = await accessConversation(im, caller.userId, d.conversationID);
  if (access.type !== 'GROUP') throw new ImError(ErrorCode.BAD_REQUEST, 'conversationID must be a group');
  const row = await selectMessages(im.db)
    .where('m.conv_key', '=', access.convKey)
    .where('m.client_id', '=', d.messageID)
    .executeTakeFirst();
  if (!row) throw new ImError(ErrorCode.MESSAGE_NOT_FOUND);
  if (row.sender !== caller.userId) throw new ImError(ErrorCode.NO_PERMISSION);
  const count = Math.min(Math.max(d.count ?? 100, 1), 100);
  const offset = cursorOffset(d.cursor, 'cursor', caller.locale);
  const read = d.filter === 0;
  const rows = await im.db
    .selectFrom('im_group_member as gm')
    .leftJoin('im_account as a', 'a.user_id', 'gm.user_id')
    .select(['gm.user_id', 'a.nick', 'a.avatar'])
    .where('gm.group_id', '=', access.target)
    .where('gm.user_id', '<>', row.sender)
    .where((eb) => {
      const readSub = eb.exists(
        eb
          .selectFrom('im_message_read as r')
          .select('r.user_id')
          .whereRef('r.user_id', '=', 'gm.user_id')
          .where('r.message_id', '=', row.id),
      );
      return read ? readSub : eb.not(readSub);
    })
    .orderBy('gm.user_id')
    .offset(offset)
    .limit(count + 1)
    .execute();
  const isCompleted = rows.length <= count;
  const list = rows.slice(0, count).map((r) => ({ userID: r.user_id, nick: r.nick ?? '', avatar: r.avatar ?? '' }));
  const cursor = isCompleted ? '' : String(offset + count);
  return read ? { isCompleted, cursor, readUserInfoList: list } : { isCompleted, cursor, unreadUserInfoList: list };
}
