import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { MAX_DRAFT_BYTES } from '../../../protocol/ops.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accessConversation } from '../access.ts';
import { publishLogged } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { appendEvents } from '../event-log.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/**
 * setConversationDraft: one draft per user per conversation, kept on the server so every device of the user
 * shows it (Conversation.draftText). '' clears it. The user's devices learn of it from a logged
 * `conversationChanged` (action 'draft') event: live, or at catch-up after a reconnect.
 */
export async function setConversationDraft(im: Im, caller: Caller, d: D<'setConversationDraft'>): R<'setConversationDraft'> {
  if (Buffer.byteLength(d.draftText) > MAX_DRAFT_BYTES)
    throw new ImError(ErrorCode.BAD_REQUEST, `draftText is larger than ${MAX_DRAFT_BYTES} bytes`);
  const access = await accessConversation(im, caller.userId, d.conversationID);
  const data = { conversationID: d.conversationID, action: 'draft' as const };
  const targets = await im.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('im_user_conversation')
      .values({ user_id: caller.userId, conversation_id: d.conversationID, conv_key: access.convKey })
      .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doNothing())
      .execute();
    if (d.draftText === '') {
      await tx
        .deleteFrom('im_conversation_draft')
        .where('user_id', '=', caller.userId)
        .where('conversation_id', '=', d.conversationID)
        .execute();
    } else {
      await tx
        .insertInto('im_conversation_draft')
        .values({ user_id: caller.userId, conversation_id: d.conversationID, draft_text: d.draftText })
        .onConflict((oc) => oc.columns(['user_id', 'conversation_id']).doUpdateSet({ draft_text: d.draftText, updated_at: new Date() }))
        .execute();
    }
    return appendEvents(tx, [caller.userId], 'conversationChanged', data);
  });
  publishLogged(im, targets, 'conversationChanged', data);
  return { conversationID: d.conversationID };
}

/** The user's drafts by conversation ID. */
export async function draftsOf(db: Kysely<Database>, userId: string, conversationIDs: string[]): Promise<Map<string, string>> {
  if (conversationIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom('im_conversation_draft')
    .select(['conversation_id', 'draft_text'])
    .where('user_id', '=', userId)
    .where('conversation_id', 'in', conversationIDs)
    .execute();
  return new Map(rows.map((r) => [r.conversation_id, r.draft_text]));
}
