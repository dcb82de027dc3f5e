import { randomUUID } from 'node:crypto';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { findMessage, toWire } from './store.ts';
import type { MessageRow } from './store.ts';
import type { WireMessage } from '../../../protocol/model.ts';
import type { ConversationAccess } from '../access.ts';
import { nowSeconds, publishToAudience } from '../context.ts';
import { valueProblem } from '../../../protocol/validate.ts';
import type { Im } from '../context.ts';

export interface NewMessage {
  sender: string;
  access: ConversationAccess;
  clientId?: string;
  type: string;
  payload: Record<string, unknown>;
  searchText?: string;
  cloudCustomData?: string;
  needReadReceipt?: boolean;
  atUsers?: string[];
  /** Users who receive it through their event log (the sender included, for their other devices). */
  recipients: string[];
  /** Users who get it pushed while online, nothing logged per user (a Community's members: access.ts `audience`). */
  live?: string[];
  /** A user's own C2C send: refused with IN_BLACKLIST when the receiver has blacklisted the sender. */
  checkBlacklist?: boolean;
  /** Flagged risky by the before-send callback: readers get it with hasRiskContent. */
  risky?: boolean;
}

/**
 * Stores a message through the group-commit batcher (commit-batcher.ts): its conversation's next sequence
 * number, the message row, the conversation rows of its users and one event-log entry per recipient, all in
 * one transaction. Only after the commit is it published (and acknowledged by the caller). A second commit
 * with the same client message ID in the same conversation returns the stored message instead of a copy.
 * With `ackedSession` (a user's own send), that socket gets the sender's event-log number in the ack
 * (`senderSeq`) instead of the event itself.
 */
export async function commitMessage(
  im: Im,
  m: NewMessage,
  ackedSession?: string,
): Promise<{ row: MessageRow; wire: WireMessage; duplicate: boolean; senderSeq?: number }> {
  const clientId = m.clientId ?? `srv-${randomUUID()}`;
  const { access } = m;
  // The batch is one jsonb argument: text PostgreSQL cannot store would fail every message of the batch (they
  // are then retried one by one). The edge refuses such text (protocol/validate.ts); this keeps it out for good.
  if (valueProblem([clientId, m.payload, m.searchText ?? '', m.cloudCustomData ?? '', m.atUsers ?? []]))
    throw new ImError(ErrorCode.BAD_REQUEST, 'text that cannot be stored');
  const result = await im.batcher.submit({
    sender: m.sender,
    access,
    clientId,
    type: m.type,
    payload: m.payload,
    searchText: m.searchText ?? '',
    cloudCustomData: m.cloudCustomData ?? '',
    needReadReceipt: m.needReadReceipt ?? false,
    atUsers: m.atUsers ?? [],
    recipients: m.recipients,
    time: nowSeconds(),
    ...(m.checkBlacklist ? { checkBlacklist: true } : {}),
    ...(m.risky ? { risky: true } : {}),
  });
  if (!result) {
    const existing = await findMessage(im.db, access.convKey, clientId);
    if (!existing || existing.sender !== m.sender) throw new ImError(ErrorCode.BAD_REQUEST, 'clientMsgID already used');
    return { row: existing, wire: toWire(existing, m.sender), duplicate: true };
  }
  // Committed: it is acknowledged and published even when the sender's nick cannot be read now (the database
  // lost meanwhile); the history reads it from the account anyway.
  const profile = await im.accounts.profile(m.sender).catch(() => ({ nick: '', avatar: '' }));
  const row: MessageRow = { ...result.row, nick: profile.nick, avatar: profile.avatar };
  const wire = toWire(row, m.sender);
  publishToAudience(im, result.targets, m.live ?? [], 'message', wire, {
    ...(access.type === 'C2C' ? { c2c: [m.sender, access.target] as [string, string] } : {}),
    ...(ackedSession ? { ackedSession } : {}),
  });
  wakeDesk(im, m);
  const senderSeq = result.targets.find((t) => t.userId === m.sender)?.seq;
  return { row, wire, duplicate: false, ...(senderSeq !== undefined ? { senderSeq } : {}) };
}

/**
 * A service account's one-to-one message: the desk reads it from the inbox's event log after this commit
 * (desk/subscriber.ts). It is only woken here: the sender's ack never waits for routing or the desk's replies.
 */
function wakeDesk(im: Im, m: NewMessage): void {
  if (!im.desk || m.access.type !== 'C2C') return;
  if (im.serviceAccounts.includes(m.access.target) || im.serviceAccounts.includes(m.sender)) im.desk.messageCommitted();
}
