import { conversationTarget } from '../../../../protocol/model.ts';
import type { ConversationsState } from '../store/conversations.ts';
import { findConversation } from '../store/conversations.ts';
import { textOf } from '../lib/text-of.ts';

/** A conversation's shown name (remark, nick, group name), else its user or group ID. */
export function conversationName(conversations: ConversationsState, conversationID: string): string {
  const c = findConversation(conversations, conversationID);
  return c?.remark || c?.userProfile?.nick || textOf(c?.groupProfile?.name) || conversationTarget(conversationID);
}
