import type { WireMessage } from '../../../protocol/model.ts';
import type { ConversationAccess } from '../access.ts';
import { nowSeconds } from '../context.ts';

/**
 * The answer to a send the before-send callback dropped silently (its ErrorCode 2, as Tencent's): the sender is
 * told it was sent, as the message they sent, but nothing was stored and nobody else receives it.
 */
export function droppedMessage(
  access: ConversationAccess,
  sender: string,
  m: { clientId: string; type: string; payload: Record<string, unknown>; cloudCustomData: string },
): WireMessage {
  return {
    ID: m.clientId,
    sequence: 0,
    type: m.type,
    conversationID: access.conversationID,
    conversationType: access.type,
    from: sender,
    to: access.target,
    nick: '',
    avatar: '',
    time: nowSeconds(),
    payload: m.payload,
    cloudCustomData: m.cloudCustomData,
    atUserList: [],
    needReadReceipt: false,
    readReceiptInfo: {},
    isRevoked: false,
    revoker: '',
    isDeleted: false,
    hasRiskContent: false,
    reactionList: [],
  };
}
