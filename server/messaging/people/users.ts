import { GENDERS, conversationIdOf, isBirthday } from '../../../protocol/model.ts';
import type { Gender, WireUserProfile } from '../../../protocol/model.ts';
import type { OpMap, SyncedEvent } from '../../../protocol/ops.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { translate } from '../../i18n/messages.ts';
import { publishLive } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { headSeq, readEvents, syncedEvent } from '../event-log.ts';
import { deletedFor, messagesByIds, toWire } from '../messages/store.ts';
import { keepAvatarUpload } from '../files/avatar-upload.ts';
import { statusVisible } from './status-visibility.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/** Catch-up: the caller's logged events after `after`, oldest first, up to `limit` (max 500). */
export async function sync(im: Im, caller: Caller, d: D<'sync'>): R<'sync'> {
  const limit = Math.min(Math.max(d.limit ?? 200, 1), 500);
  const events = await readEvents(im.db, caller.userId, Math.max(0, d.after), limit + 1);
  const page = events.slice(0, limit);
  const messageIds = page
    .filter((e) => (e.kind === 'message' || e.kind === 'messageModified') && e.messageId !== null)
    .map((e) => e.messageId!);
  const [messages, deleted] = await Promise.all([messagesByIds(im.db, messageIds), deletedFor(im.db, caller.userId, messageIds)]);
  const out: SyncedEvent[] = [];
  for (const e of page) {
    if (e.kind === 'message') {
      const row = e.messageId !== null ? messages.get(e.messageId) : undefined;
      if (row && !deleted.has(e.messageId!)) out.push({ ev: 'message', seq: e.seq, data: toWire(row, caller.userId) });
      else out.push({ ev: 'noop', seq: e.seq, data: {} });
    } else if (e.kind === 'messageModified') {
      // an edit of a message since recalled (or deleted for this user) no longer shows its content
      const row = e.messageId !== null ? messages.get(e.messageId) : undefined;
      if (row && !row.revoked && !deleted.has(e.messageId!)) out.push(syncedEvent(e, caller.userId));
      else out.push({ ev: 'noop', seq: e.seq, data: {} });
    } else out.push(syncedEvent(e, caller.userId));
  }
  return { events: out, headSeq: await headSeq(im.db, caller.userId), isCompleted: events.length <= limit };
}

/** Typing indicator, C2C only, live only. */
export async function typing(im: Im, caller: Caller, d: D<'typing'>): R<'typing'> {
  if (d.to === caller.userId) return {};
  if (!(await im.accounts.exists(d.to))) throw new ImError(ErrorCode.USER_NOT_FOUND);
  publishLive(im, [d.to], 'typing', { conversationID: conversationIdOf('C2C', caller.userId), from: caller.userId, status: d.status });
  return {};
}

/**
 * Online status: 1 online (a socket on any instance), 2 offline. Only users the caller shares a conversation
 * with or is friends with can show online (status-visibility.ts); anyone else is reported offline.
 */
export async function getUserStatus(im: Im, caller: Caller, d: D<'getUserStatus'>): R<'getUserStatus'> {
  const visible = await statusVisible(im.db, caller.userId, d.userIDList);
  const online = await im.bus.online([...visible]);
  return { successUserList: d.userIDList.map((userID) => ({ userID, statusType: online.has(userID) ? 1 : 2 })) };
}

/** Profiles with Tencent's gender and birthday, in the order asked; unknown users are left out. */
async function fullProfiles(im: Im, userIds: string[]): Promise<WireUserProfile[]> {
  if (userIds.length === 0) return [];
  const rows = await im.db
    .selectFrom('im_account')
    .select(['user_id', 'nick', 'avatar', 'self_signature', 'gender', 'birthday'])
    .where('user_id', 'in', userIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return [...new Set(userIds)].flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const gender = GENDERS.find((g) => g === r.gender) ?? 'Gender_Type_Unknown';
    return [{ userID: r.user_id, nick: r.nick, avatar: r.avatar, selfSignature: r.self_signature, gender, birthday: r.birthday }];
  });
}

export async function getMyProfile(im: Im, caller: Caller): R<'getMyProfile'> {
  const [profile] = await fullProfiles(im, [caller.userId]);
  return {
    profile: profile ?? { userID: caller.userId, nick: '', avatar: '', selfSignature: '', gender: 'Gender_Type_Unknown', birthday: 0 },
  };
}

export async function getUserProfile(im: Im, _caller: Caller, d: D<'getUserProfile'>): R<'getUserProfile'> {
  return { profileList: await fullProfiles(im, d.userIDList.slice(0, 100)) };
}

/**
 * Sets the caller's own nick, avatar (checked by the request shape: isAvatarUrl), signature, gender (one of Tencent's
 * GENDERS) and birthday (0 or a real past date as yyyymmdd); a bad gender or birthday is refused in the caller's language.
 */
export async function updateMyProfile(im: Im, caller: Caller, d: D<'updateMyProfile'>): R<'updateMyProfile'> {
  const set: { nick?: string; avatar?: string; self_signature?: string; gender?: Gender; birthday?: number } = {};
  if (d.gender !== undefined) {
    const gender = GENDERS.find((g) => g === d.gender);
    if (!gender) throw new ImError(ErrorCode.BAD_REQUEST, translate(caller.locale, 'im.badGender', { field: 'gender' }));
    set.gender = gender;
  }
  if (d.birthday !== undefined) {
    if (!isBirthday(d.birthday))
      throw new ImError(ErrorCode.BAD_REQUEST, translate(caller.locale, 'im.badBirthday', { field: 'birthday' }));
    set.birthday = d.birthday;
  }
  if (d.nick !== undefined) set.nick = d.nick.slice(0, 64);
  if (d.avatar !== undefined) {
    // an uploaded image used as the avatar is kept by the upload sweep (7004 when the path names no upload)
    await keepAvatarUpload(im.db, d.avatar);
    set.avatar = d.avatar; // isAvatarUrl bounds it (2048 characters)
  }
  if (d.selfSignature !== undefined) set.self_signature = d.selfSignature.slice(0, 200);
  if (Object.keys(set).length) await im.db.updateTable('im_account').set(set).where('user_id', '=', caller.userId).execute();
  im.accounts.forget(caller.userId);
  return getMyProfile(im, caller);
}
