import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { MESSAGE_TYPES, conversationIdOf } from '../../../protocol/model.ts';
import { translate } from '../../i18n/messages.ts';
import { ToldError } from './reply.ts';
import { accessConversation, audience } from '../access.ts';
import type { Im } from '../context.ts';
import { commitMessage } from '../messages/commit.ts';
import { MAX_MESSAGE_BYTES } from '../messages/content.ts';
import { adminMessageId } from './message-body.ts';
import type { Acting } from './run-op.ts';

/** Tencent's operationType of a custom group system notice (TIM.TYPES.GRP_TIP... 255: user-defined). */
export const CUSTOM_NOTICE_OPERATION = 255;

/**
 * A group system notice (TIMGroupSystemNoticeElem) to every member, in the group's history, shown centred like
 * a group tip. Committed under the group owner's name (`as`), with a text message's limits and moderation.
 */
export async function sendGroupNotice(im: Im, as: Acting, groupId: string, content: string, toMembers: string[]): Promise<void> {
  if (toMembers.length) throw new ToldError(ErrorCode.BAD_REQUEST, translate(as.locale, 'im.admin.toMembers'));
  if (!content.trim()) throw new ToldError(ErrorCode.BAD_REQUEST, translate(as.locale, 'im.admin.emptyContent'));
  if (Buffer.byteLength(content) >= MAX_MESSAGE_BYTES) throw new ImError(ErrorCode.MESSAGE_TOO_LARGE);
  if (im.moderation.hits(MESSAGE_TYPES.TEXT, { text: content })) throw new ImError(ErrorCode.SENSITIVE_TEXT);
  const access = await accessConversation(im, as.userId, conversationIdOf('GROUP', groupId));
  const to = await audience(im, as.userId, access);
  await commitMessage(im, {
    sender: as.userId,
    access,
    clientId: adminMessageId(),
    type: MESSAGE_TYPES.SYSTEM,
    payload: { operationType: CUSTOM_NOTICE_OPERATION, userDefinedField: content, text: content },
    searchText: content,
    recipients: to.logged,
    live: to.live,
  });
}
