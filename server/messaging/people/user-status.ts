import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { MAX_STATUS_SUBSCRIPTIONS } from '../../../protocol/ops.ts';
import type { Bus, Envelope } from '../transport/bus.ts';
import { publishLive } from '../context.ts';
import { statusVisible } from './status-visibility.ts';
import type { Caller, Im } from '../context.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/** The library's USER_STATUS_ONLINE / USER_STATUS_OFFLINE. */
export const STATUS_ONLINE = 1;
export const STATUS_OFFLINE = 2;

/**
 * subscribeUserStatus / unsubscribeUserStatus: a user's subscriptions are kept on the server (all devices, every
 * instance) until unsubscribed, at most MAX_STATUS_SUBSCRIPTIONS (200) per user — beyond that the call fails
 * with STATUS_SUBSCRIPTION_LIMIT and nothing of it is stored; at most 100 users per call (BAD_REQUEST).
 * Any well-formed userID may be watched (an unknown user is offline until it first logs in). When a watched user's first socket on an
 * instance opens, or the last socket closes and no other instance has one, the subscribers get a live
 * `userStatus` event (statusType 1 online, 2 offline). Privacy (status-visibility.ts): only users the subscriber
 * shares a conversation with (C2C or a common group) or is friends with show online, in the answer and in pushes,
 * checked at each push; the others are reported offline and pushed nothing. The subscription itself is kept, so
 * it starts to count once such a relation exists (a visitor's first message to a service account).
 */
export async function subscribeUserStatus(im: Im, caller: Caller, d: D<'subscribeUserStatus'>): R<'subscribeUserStatus'> {
  const wanted = [...new Set(d.userIDList)];
  await im.db.transaction().execute(async (tx) => {
    // the subscriber's account row (made at login) orders concurrent subscribes of one user, so the limit holds
    await tx.selectFrom('im_account').select('user_id').where('user_id', '=', caller.userId).forUpdate().execute();
    const held = await tx.selectFrom('im_status_subscription').select('target').where('subscriber', '=', caller.userId).execute();
    const heldSet = new Set(held.map((h) => h.target));
    const added = wanted.filter((u) => !heldSet.has(u));
    if (heldSet.size + added.length > MAX_STATUS_SUBSCRIPTIONS) throw new ImError(ErrorCode.STATUS_SUBSCRIPTION_LIMIT);
    if (added.length)
      await tx
        .insertInto('im_status_subscription')
        .values(added.map((target) => ({ subscriber: caller.userId, target })))
        .execute();
  });
  const online = await im.bus.online([...(await statusVisible(im.db, caller.userId, wanted))]);
  return {
    failureUserList: [],
    successUserList: wanted.map((userID) => ({ userID, statusType: online.has(userID) ? STATUS_ONLINE : STATUS_OFFLINE })),
  };
}

export async function unsubscribeUserStatus(im: Im, caller: Caller, d: D<'unsubscribeUserStatus'>): R<'unsubscribeUserStatus'> {
  let q = im.db.deleteFrom('im_status_subscription').where('subscriber', '=', caller.userId);
  if (d.userIDList?.length) q = q.where('target', 'in', d.userIDList);
  await q.execute();
  return { failureUserList: [] };
}

/** Tells `userId`'s subscribers its status after its first socket on this instance opened or its last one closed. */
export async function presenceChanged(im: Im, userId: string, onlineHere: boolean): Promise<void> {
  let statusType = STATUS_ONLINE;
  if (!onlineHere) {
    if ((await im.bus.online([userId])).has(userId)) return; // still connected on another instance
    statusType = STATUS_OFFLINE;
  }
  const rows = await im.db.selectFrom('im_status_subscription').select('subscriber').where('target', '=', userId).execute();
  if (rows.length === 0) return;
  const allowed = await statusVisible(
    im.db,
    userId,
    rows.map((r) => r.subscriber),
  );
  publishLive(
    im,
    rows.map((r) => r.subscriber).filter((s) => allowed.has(s)),
    'userStatus',
    { userID: userId, statusType },
  );
}

/**
 * The bus as the hub sees it, reporting to `onChange` when a user's first socket on this instance opens (true)
 * or the last one closes (false) — the hook for status pushes, without touching the hub.
 */
export function watchPresence(bus: Bus, onChange: (userId: string, onlineHere: boolean) => void): Bus {
  const here = new Set<string>();
  return {
    publish: (envelope: Envelope) => bus.publish(envelope),
    subscribe: (handler) => bus.subscribe(handler),
    setPresence(userId, count) {
      bus.setPresence(userId, count);
      if (count > 0 === here.has(userId)) return;
      if (count > 0) here.add(userId);
      else here.delete(userId);
      onChange(userId, count > 0);
    },
    online: (userIds) => bus.online(userIds),
    close: () => bus.close(),
  };
}
