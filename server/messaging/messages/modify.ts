import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { MESSAGE_TYPES } from '../../../protocol/model.ts';
import type { WireMessage } from '../../../protocol/model.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accessConversation, audience } from '../access.ts';
import { nowSeconds, publishToAudience } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { appendEvents, logBody } from '../event-log.ts';
import { MAX_MESSAGE_BYTES, normalizePayload } from './content.ts';
import { findMessage, searchTextOf, toWire } from './store.ts';
import { tokensValue } from './search-tokens-sql.ts';
import type { MessageRow } from './store.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/** Types whose payload the sender may edit (the library also allows cloudCustomData on any type). */
const PAYLOAD_EDITABLE: readonly string[] = [MESSAGE_TYPES.TEXT, MESSAGE_TYPES.CUSTOM];

/**
 * modifyMessage (the library's chat.modifyMessage): only the sender edits, never a recalled message (it has no
 * content left: MESSAGE_NOT_FOUND), text/custom payloads (moderated and size-checked like a send, within the
 * recall window: 20016 after it) and any message's cloudCustomData. The edit count per message (im_message_edit) detects conflicts between the
 * sender's devices: a request naming an older `version` fails with MODIFY_CONFLICT. The message row is updated
 * in place (history, search and catch-up read the new content) and every participant's event log gets a
 * `messageModified` event (live, or at catch-up after a reconnect).
 */
export async function modifyMessage(im: Im, caller: Caller, d: D<'modifyMessage'>): R<'modifyMessage'> {
  if (d.payload === undefined && d.cloudCustomData === undefined) throw new ImError(ErrorCode.BAD_REQUEST, 'nothing to modify');
  const access = await accessConversation(im, caller.userId, d.conversationID);
  const row = await findMessage(im.db, access.convKey, d.messageID);
  if (!row) throw new ImError(ErrorCode.MESSAGE_NOT_FOUND);
  if (row.sender !== caller.userId) throw new ImError(ErrorCode.NO_PERMISSION);
  if (row.revoked) throw new ImError(ErrorCode.MESSAGE_NOT_FOUND);
  if (d.payload !== undefined && !PAYLOAD_EDITABLE.includes(row.type))
    throw new ImError(ErrorCode.BAD_REQUEST, 'only text and custom messages can change their payload');
  const cloudCustomData = d.cloudCustomData ?? row.cloud_custom_data;
  let payload = row.payload;
  if (d.payload !== undefined) {
    payload = await normalizePayload(im.db, row.type, d.payload, cloudCustomData);
    // the content changes within the time it could be recalled (IM_RECALL_WINDOW_SECONDS); cloudCustomData any time
    const changed = JSON.stringify(payload) !== JSON.stringify(row.payload);
    if (changed && nowSeconds() - Number(row.time) > im.cfg.recallWindowSeconds) throw new ImError(ErrorCode.RECALL_DEADLINE_PASSED);
    if (im.moderation.hits(row.type, payload)) throw new ImError(ErrorCode.SENSITIVE_TEXT);
  } else if (Buffer.byteLength(JSON.stringify(payload)) + Buffer.byteLength(cloudCustomData) >= MAX_MESSAGE_BYTES) {
    throw new ImError(ErrorCode.MESSAGE_TOO_LARGE);
  }
  const to = await audience(im, caller.userId, access);
  const { version, targets } = await im.db.transaction().execute(async (tx) => {
    // the message row's lock orders concurrent edits (and a concurrent revoke) of one message
    const locked = await tx.selectFrom('im_message').select('revoked').where('id', '=', row.id).forUpdate().executeTakeFirstOrThrow();
    if (locked.revoked) throw new ImError(ErrorCode.MESSAGE_NOT_FOUND);
    const edit = await tx.selectFrom('im_message_edit').select('version').where('message_id', '=', row.id).executeTakeFirst();
    const current = Number(edit?.version ?? 0);
    if (d.version !== undefined && d.version !== current) throw new ImError(ErrorCode.MODIFY_CONFLICT);
    const next = current + 1;
    const searchText = searchTextOf(row.type, payload);
    await tx
      .updateTable('im_message')
      .set({
        payload: JSON.stringify(payload),
        cloud_custom_data: cloudCustomData,
        search_text: searchText,
        search_tokens: tokensValue(searchText, row.conv_key),
      })
      .where('id', '=', row.id)
      .execute();
    await tx
      .insertInto('im_message_edit')
      .values({ message_id: row.id, version: next, editor: caller.userId })
      .onConflict((oc) => oc.column('message_id').doUpdateSet({ version: next, editor: caller.userId, edited_at: new Date() }))
      .execute();
    const data = { conversationID: d.conversationID, messageID: row.client_id, payload, cloudCustomData, version: next };
    return {
      version: next,
      targets: await appendEvents(tx, to.logged, 'messageModified', logBody(data, access, caller.userId), Number(row.id)),
    };
  });
  const data = { conversationID: d.conversationID, messageID: row.client_id, payload, cloudCustomData, version };
  publishToAudience(im, targets, to.live, 'messageModified', data, access.type === 'C2C' ? { c2c: [caller.userId, access.target] } : {});
  const updated: MessageRow = { ...row, payload, cloud_custom_data: cloudCustomData };
  return { message: { ...toWire(updated, caller.userId), isModified: true, version } };
}

/** History: marks edited messages (isModified, version) in their wire form. */
export async function markEdits(db: Kysely<Database>, rows: MessageRow[], wire: WireMessage[]): Promise<void> {
  if (rows.length === 0) return;
  const edits = await db
    .selectFrom('im_message_edit')
    .select(['message_id', 'version'])
    .where(
      'message_id',
      'in',
      rows.map((r) => Number(r.id)),
    )
    .execute();
  if (edits.length === 0) return;
  const versions = new Map(edits.map((e) => [Number(e.message_id), Number(e.version)]));
  rows.forEach((r, i) => {
    const version = versions.get(Number(r.id));
    if (version !== undefined && !r.revoked) Object.assign(wire[i]!, { isModified: true, version });
  });
}
