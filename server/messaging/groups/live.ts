import { randomUUID } from 'node:crypto';
import type { WireMessage } from '../../../protocol/model.ts';
import type { ConversationAccess } from '../access.ts';
import { groupMemberIds } from '../access.ts';
import { nowSeconds, publishLive } from '../context.ts';
import type { Im } from '../context.ts';

export interface LiveMessage {
  clientId?: string;
  type: string;
  payload: Record<string, unknown>;
  cloudCustomData?: string;
  atUsers?: string[];
  /** Flagged risky by the before-send callback. */
  risky?: boolean;
}

/**
 * An AVChatRoom message (SPEC §9: live groups keep no history): pushed at once to the members online now, and
 * nothing written for it, neither a message row nor a row per member (no event-log entry, no unread count).
 * Whoever was offline never sees it. `ackedSession` is the sender's socket, which gets the answer instead.
 */
export async function sendLive(
  im: Im,
  sender: string,
  access: ConversationAccess,
  m: LiveMessage,
  ackedSession?: string,
): Promise<WireMessage> {
  const profile = await im.accounts.profile(sender).catch(() => ({ nick: '', avatar: '' }));
  const wire: WireMessage = {
    ID: m.clientId ?? `live-${randomUUID()}`,
    sequence: 0,
    type: m.type,
    conversationID: access.conversationID,
    conversationType: 'GROUP',
    from: sender,
    to: access.target,
    nick: profile.nick,
    avatar: profile.avatar,
    time: nowSeconds(),
    payload: m.payload,
    cloudCustomData: m.cloudCustomData ?? '',
    atUserList: m.atUsers ?? [],
    needReadReceipt: false,
    readReceiptInfo: {},
    isRevoked: false,
    revoker: '',
    isDeleted: false,
    hasRiskContent: m.risky === true,
    reactionList: [],
  };
  publishLive(im, await groupMemberIds(im.db, access.target), 'message', wire, ackedSession ? { ackedSession } : {});
  return wire;
}
