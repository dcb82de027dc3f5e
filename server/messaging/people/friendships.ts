import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { publishLogged } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { appendEvents } from '../event-log.ts';
import { mayContact } from '../policy/may-contact.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/** Remark limit: 96 bytes where every character outside basic Latin counts 2 (SPEC §5). */
export function remarkUnits(remark: string): number {
  let n = 0;
  for (const ch of remark) n += ch.codePointAt(0)! <= 0x7f ? 1 : 2;
  return n;
}
export const MAX_REMARK_UNITS = 96;

async function notify(im: Im, userIds: string[], userID: string, action: string): Promise<void> {
  for (const u of userIds) {
    const data = { userID: u === userID ? '' : userID, action };
    const targets = await appendEvents(im.db, [u], 'friendChanged', data);
    publishLogged(im, targets, 'friendChanged', data);
  }
}

async function relation(im: Im, a: string, b: string): Promise<{ ab: boolean; ba: boolean }> {
  const rows = await im.db
    .selectFrom('im_friend')
    .select(['user_id', 'friend_id'])
    .where((eb) =>
      eb.or([eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]), eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)])]),
    )
    .execute();
  return { ab: rows.some((r) => r.user_id === a), ba: rows.some((r) => r.user_id === b) };
}

async function befriend(im: Im, a: string, b: string, remarkA: string, remarkB: string): Promise<void> {
  await im.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('im_friend')
      .values([
        { user_id: a, friend_id: b, remark: remarkA },
        { user_id: b, friend_id: a, remark: remarkB },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await tx
      .deleteFrom('im_friend_application')
      .where((eb) => eb.or([eb.and([eb('from_id', '=', a), eb('to_id', '=', b)]), eb.and([eb('from_id', '=', b), eb('to_id', '=', a)])]))
      .execute();
  });
}

function checkRemark(remark: string | undefined): void {
  if (remark !== undefined && remarkUnits(remark) > MAX_REMARK_UNITS) throw new ImError(ErrorCode.REMARK_TOO_LONG);
}

export async function addFriend(im: Im, caller: Caller, d: D<'addFriend'>): R<'addFriend'> {
  checkRemark(d.remark);
  if (d.to === caller.userId || !(await im.accounts.exists(d.to))) throw new ImError(ErrorCode.USER_NOT_FOUND);
  // visitors befriend nobody; a user who blacklisted the caller refuses the request (policy/may-contact.ts)
  await mayContact(im, caller, { user: d.to }, 'friendRequest');
  const incoming = await im.db
    .selectFrom('im_friend_application')
    .selectAll()
    .where('from_id', '=', d.to)
    .where('to_id', '=', caller.userId)
    .executeTakeFirst();
  if (incoming) {
    await befriend(im, caller.userId, d.to, d.remark ?? '', incoming.remark);
    await notify(im, [caller.userId, d.to], d.to, 'added');
    return { status: 'Added' };
  }
  await im.db
    .insertInto('im_friend_application')
    .values({
      from_id: caller.userId,
      to_id: d.to,
      wording: (d.wording ?? '').slice(0, 200),
      source: (d.source ?? '').slice(0, 50),
      remark: d.remark ?? '',
    })
    .onConflict((oc) => oc.columns(['from_id', 'to_id']).doUpdateSet({ wording: (d.wording ?? '').slice(0, 200), unread: true }))
    .execute();
  await notify(im, [d.to], caller.userId, 'applicationReceived');
  return { status: 'Pending' };
}

export async function acceptFriendApplication(im: Im, caller: Caller, d: D<'acceptFriendApplication'>): R<'acceptFriendApplication'> {
  checkRemark(d.remark);
  const app = await im.db
    .selectFrom('im_friend_application')
    .selectAll()
    .where('from_id', '=', d.userID)
    .where('to_id', '=', caller.userId)
    .executeTakeFirst();
  if (!app) throw new ImError(ErrorCode.BAD_REQUEST, 'no application from this user');
  await befriend(im, caller.userId, d.userID, d.remark ?? '', app.remark);
  await notify(im, [caller.userId, d.userID], d.userID, 'added');
  await notify(im, [d.userID], caller.userId, 'added');
  return {};
}

export async function refuseFriendApplication(im: Im, caller: Caller, d: D<'refuseFriendApplication'>): R<'refuseFriendApplication'> {
  const r = await im.db
    .deleteFrom('im_friend_application')
    .where('from_id', '=', d.userID)
    .where('to_id', '=', caller.userId)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) throw new ImError(ErrorCode.BAD_REQUEST, 'no application from this user');
  await notify(im, [d.userID], caller.userId, 'applicationRefused');
  return {};
}

export async function deleteFriend(im: Im, caller: Caller, d: D<'deleteFriend'>): R<'deleteFriend'> {
  const ids = d.userIDList.slice(0, 100);
  if (ids.length === 0) return { userIDList: [] };
  await im.db
    .deleteFrom('im_friend')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', caller.userId), eb('friend_id', 'in', ids)]),
        eb.and([eb('friend_id', '=', caller.userId), eb('user_id', 'in', ids)]),
      ]),
    )
    .execute();
  for (const u of ids) await notify(im, [u], caller.userId, 'deleted');
  await notify(im, [caller.userId], caller.userId, 'deleted');
  return { userIDList: ids };
}

export async function checkFriend(im: Im, caller: Caller, d: D<'checkFriend'>): R<'checkFriend'> {
  const resultList = [];
  for (const userID of d.userIDList.slice(0, 100)) {
    const { ab, ba } = await relation(im, caller.userId, userID);
    const relationName =
      ab && ba
        ? 'CheckResult_Type_BothWay'
        : ab
          ? 'CheckResult_Type_AWithB'
          : ba
            ? 'CheckResult_Type_BWithA'
            : 'CheckResult_Type_NoRelation';
    resultList.push({ userID, relation: relationName });
  }
  return { resultList };
}

export async function updateFriend(im: Im, caller: Caller, d: D<'updateFriend'>): R<'updateFriend'> {
  checkRemark(d.remark);
  const { ab, ba } = await relation(im, caller.userId, d.userID);
  if (!ab || !ba) throw new ImError(ErrorCode.NOT_FRIENDS);
  await im.db
    .updateTable('im_friend')
    .set({ remark: d.remark })
    .where('user_id', '=', caller.userId)
    .where('friend_id', '=', d.userID)
    .execute();
  await notify(im, [caller.userId], d.userID, 'remark');
  return {};
}

export async function getFriendList(im: Im, caller: Caller): R<'getFriendList'> {
  const rows = await im.db
    .selectFrom('im_friend as f')
    .leftJoin('im_account as a', 'a.user_id', 'f.friend_id')
    .select(['f.friend_id', 'f.remark', 'f.added_at', 'a.nick', 'a.avatar', 'a.self_signature'])
    .where('f.user_id', '=', caller.userId)
    .orderBy('f.friend_id')
    .execute();
  return {
    friendList: rows.map((r) => ({
      userID: r.friend_id,
      remark: r.remark,
      addTime: Math.floor(new Date(r.added_at).getTime() / 1000),
      profile: { userID: r.friend_id, nick: r.nick ?? '', avatar: r.avatar ?? '', selfSignature: r.self_signature ?? '' },
    })),
  };
}

export async function getFriendApplicationList(im: Im, caller: Caller): R<'getFriendApplicationList'> {
  const rows = await im.db
    .selectFrom('im_friend_application as ap')
    .leftJoin('im_account as a', (j) =>
      j.on((eb) =>
        eb('a.user_id', '=', eb.case().when('ap.from_id', '=', caller.userId).then(eb.ref('ap.to_id')).else(eb.ref('ap.from_id')).end()),
      ),
    )
    .select(['ap.from_id', 'ap.to_id', 'ap.wording', 'ap.source', 'ap.unread', 'ap.created_at', 'a.nick', 'a.avatar'])
    .where((eb) => eb.or([eb('ap.from_id', '=', caller.userId), eb('ap.to_id', '=', caller.userId)]))
    .orderBy('ap.created_at', 'desc')
    .execute();
  const list = rows.map((r) => {
    const toMe = r.to_id === caller.userId;
    return {
      userID: toMe ? r.from_id : r.to_id,
      type: toMe ? 'Pendency_Type_ComeIn' : 'Pendency_Type_SendOut',
      wording: r.wording,
      source: r.source,
      nick: r.nick ?? '',
      avatar: r.avatar ?? '',
      time: Math.floor(new Date(r.created_at).getTime() / 1000),
      unread: toMe && r.unread,
    };
  });
  return { friendApplicationList: list.map(({ unread: _u, ...rest }) => rest), unreadCount: list.filter((l) => l.unread).length };
}

export async function setFriendApplicationRead(im: Im, caller: Caller): R<'setFriendApplicationRead'> {
  await im.db.updateTable('im_friend_application').set({ unread: false }).where('to_id', '=', caller.userId).execute();
  return {};
}

export async function getBlacklist(im: Im, caller: Caller): R<'getBlacklist'> {
  const rows = await im.db
    .selectFrom('im_blacklist')
    .select('blocked_id')
    .where('user_id', '=', caller.userId)
    .orderBy('blocked_id')
    .execute();
  return { userIDList: rows.map((r) => r.blocked_id) };
}

export async function addToBlacklist(im: Im, caller: Caller, d: D<'addToBlacklist'>): R<'addToBlacklist'> {
  const ids = d.userIDList.filter((u) => u !== caller.userId).slice(0, 100);
  if (ids.length) {
    await im.db
      .insertInto('im_blacklist')
      .values(ids.map((blocked_id) => ({ user_id: caller.userId, blocked_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Blocking ends a friendship in both directions (library behaviour).
    await im.db
      .deleteFrom('im_friend')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', caller.userId), eb('friend_id', 'in', ids)]),
          eb.and([eb('friend_id', '=', caller.userId), eb('user_id', 'in', ids)]),
        ]),
      )
      .execute();
  }
  await notify(im, [caller.userId], caller.userId, 'blacklist');
  return { userIDList: ids };
}

export async function removeFromBlacklist(im: Im, caller: Caller, d: D<'removeFromBlacklist'>): R<'removeFromBlacklist'> {
  if (d.userIDList.length)
    await im.db.deleteFrom('im_blacklist').where('user_id', '=', caller.userId).where('blocked_id', 'in', d.userIDList).execute();
  await notify(im, [caller.userId], caller.userId, 'blacklist');
  return { userIDList: d.userIDList };
}
