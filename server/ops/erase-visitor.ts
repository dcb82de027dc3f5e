import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { raiseSigEpoch } from '../messaging/people/credentials.ts';

export interface ErasedVisitor {
  messages: number;
  conversations: number;
  files: number;
  /** The account's new signature epoch: signatures issued before are refused; sockets with them may be closed. */
  epoch: number;
}

/**
 * Erases a chat visitor (on request, or past RETAIN_VISITOR_CHATS_DAYS): their one-to-one conversations and every
 * message in them (with reads, reactions, edits and the event-log entries of both sides), their drafts, their
 * uploaded files (rows, variants and the files on disk), and the desk's records of them (conversations with notes,
 * page views, contact details). The account row stays as a tombstone without profile, its signature epoch raised,
 * so a signature issued before is refused. Rows go in one transaction, files after it. Null when there is nothing
 * to erase (no such visitor, or erased already).
 */
export async function eraseVisitor(db: Kysely<Database>, filesDir: string, visitorId: string): Promise<ErasedVisitor | null> {
  const result = await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('im_account').select('user_id').where('user_id', '=', visitorId).executeTakeFirst();
    const desk = await trx.selectFrom('desk_visitor').select('visitor_id').where('visitor_id', '=', visitorId).executeTakeFirst();
    const keys = (
      await trx
        .selectFrom('im_user_conversation')
        .select('conv_key')
        .where('user_id', '=', visitorId)
        .where('conv_key', 'like', 'c2c:%')
        .execute()
    ).map((r) => r.conv_key);
    const owned = await trx.selectFrom('im_file').select('id').where('owner_id', '=', visitorId).limit(1).executeTakeFirst();
    if (!desk && keys.length === 0 && !owned) return null; // never chatted, or erased already
    let messages = 0;
    if (keys.length) {
      const ids = trx.selectFrom('im_message').select('id').where('conv_key', 'in', keys);
      await trx.deleteFrom('im_message_read').where('message_id', 'in', ids).execute();
      await trx.deleteFrom('im_message_reaction').where('message_id', 'in', ids).execute();
      await trx.deleteFrom('im_message_edit').where('message_id', 'in', ids).execute();
      await trx.deleteFrom('im_message_deletion').where('message_id', 'in', ids).execute();
      await trx.deleteFrom('im_event').where('message_id', 'in', ids).execute();
      messages = Number((await trx.deleteFrom('im_message').where('conv_key', 'in', keys).executeTakeFirst()).numDeletedRows);
      await trx.deleteFrom('im_user_conversation').where('conv_key', 'in', keys).execute();
      await trx.deleteFrom('im_conversation').where('conv_key', 'in', keys).execute();
    }
    await trx.deleteFrom('im_event').where('user_id', '=', visitorId).execute();
    await trx.deleteFrom('im_user_cursor').where('user_id', '=', visitorId).execute();
    await trx.deleteFrom('im_conversation_draft').where('user_id', '=', visitorId).execute();
    await trx.deleteFrom('im_conversation_draft').where('conversation_id', '=', `C2C${visitorId}`).execute();
    const originals = await trx.deleteFrom('im_file').where('owner_id', '=', visitorId).returning('id').execute();
    const fileIds = originals.map((f) => f.id);
    const variants = fileIds.length
      ? await trx.deleteFrom('im_file_variant').where('file_id', 'in', fileIds).returning('variant_id').execute()
      : [];
    const variantIds = variants.map((v) => v.variant_id);
    if (variantIds.length) await trx.deleteFrom('im_file').where('id', 'in', variantIds).execute();
    const conversations = (await trx.deleteFrom('desk_conversation').where('visitor_id', '=', visitorId).executeTakeFirst()).numDeletedRows;
    await trx.deleteFrom('desk_page_view').where('visitor_id', '=', visitorId).execute();
    await trx.deleteFrom('desk_visitor').where('visitor_id', '=', visitorId).execute();
    let epoch = 0;
    if (account) {
      await trx
        .updateTable('im_account')
        .set({ nick: '', avatar: '', self_signature: '', gender: 'Gender_Type_Unknown', birthday: 0 })
        .where('user_id', '=', visitorId)
        .execute();
      epoch = await raiseSigEpoch(trx, visitorId);
    }
    return { messages, conversations: Number(conversations), files: [...fileIds, ...variantIds], epoch };
  });
  if (!result) return null;
  await Promise.all(result.files.map((id) => rm(join(filesDir, id), { force: true })));
  return { ...result, files: result.files.length };
}
