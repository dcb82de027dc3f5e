import type { Transaction } from 'kysely';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { GROUP_ATTRIBUTE_LIMITS } from '../../../protocol/ops.ts';
import type { Database } from '../../db/schema.ts';
import { groupMembership } from '../access.ts';
import { publishLogged } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { appendEvents } from '../event-log.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;
type Attributes = Record<string, string>;

/**
 * Group attributes (the library's init/set/delete/getGroupAttributes): string key/value pairs per group, at
 * most 16 keys, key ≤ 32 bytes, value ≤ 4 KB, all together ≤ 16 KB (limits refused with BAD_REQUEST naming the
 * limit). The library offers them in AVChatRoom groups only; we offer them in every group type. Only members
 * read or write (others: NOT_IN_CONVERSATION; unknown or dismissed group: GROUP_NOT_FOUND). After a change every
 * member gets a logged `groupAttributesUpdated` event with all the group's attributes.
 */
function checked(input: Record<string, unknown>): Attributes {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string') throw new ImError(ErrorCode.BAD_REQUEST, `groupAttributes.${key} must be a string`);
    if (key === '' || Buffer.byteLength(key) > GROUP_ATTRIBUTE_LIMITS.maxKeyBytes)
      throw new ImError(ErrorCode.BAD_REQUEST, `group attribute keys are 1-${GROUP_ATTRIBUTE_LIMITS.maxKeyBytes} bytes`);
    if (Buffer.byteLength(value) > GROUP_ATTRIBUTE_LIMITS.maxValueBytes)
      throw new ImError(ErrorCode.BAD_REQUEST, `group attribute values are at most ${GROUP_ATTRIBUTE_LIMITS.maxValueBytes} bytes`);
    out.push([key, value]);
  }
  return Object.fromEntries(out); // own properties only, whatever the key ('__proto__' included)
}

function checkTotal(all: Attributes): void {
  const keys = Object.keys(all);
  if (keys.length > GROUP_ATTRIBUTE_LIMITS.maxKeys)
    throw new ImError(ErrorCode.BAD_REQUEST, `a group has at most ${GROUP_ATTRIBUTE_LIMITS.maxKeys} attributes`);
  const bytes = keys.reduce((n, k) => n + Buffer.byteLength(k) + Buffer.byteLength(all[k]!), 0);
  if (bytes > GROUP_ATTRIBUTE_LIMITS.maxTotalBytes)
    throw new ImError(ErrorCode.BAD_REQUEST, `a group's attributes are at most ${GROUP_ATTRIBUTE_LIMITS.maxTotalBytes} bytes in all`);
}

async function readAll(tx: Transaction<Database> | Im['db'], groupId: string): Promise<Attributes> {
  const rows = await tx.selectFrom('im_group_attribute').select(['key', 'value']).where('group_id', '=', groupId).orderBy('key').execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Runs a change under the group row's lock (concurrent writers see each other's keys for the limits). */
async function change(
  im: Im,
  caller: Caller,
  groupId: string,
  apply: (tx: Transaction<Database>, current: Attributes) => Promise<Attributes | null>,
): Promise<Attributes> {
  await groupMembership(im.db, groupId, caller.userId);
  const result = await im.db.transaction().execute(async (tx) => {
    await tx.selectFrom('im_group').select('group_id').where('group_id', '=', groupId).forUpdate().executeTakeFirstOrThrow();
    const next = await apply(tx, await readAll(tx, groupId));
    if (!next) return { all: await readAll(tx, groupId), targets: [] };
    const members = (await tx.selectFrom('im_group_member').select('user_id').where('group_id', '=', groupId).execute()).map(
      (m) => m.user_id,
    );
    return { all: next, targets: await appendEvents(tx, members, 'groupAttributesUpdated', { groupID: groupId, groupAttributes: next }) };
  });
  publishLogged(im, result.targets, 'groupAttributesUpdated', { groupID: groupId, groupAttributes: result.all });
  return result.all;
}

async function upsert(tx: Transaction<Database>, groupId: string, values: Attributes): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ group_id: groupId, key, value }));
  if (rows.length === 0) return;
  await tx
    .insertInto('im_group_attribute')
    .values(rows)
    .onConflict((oc) => oc.columns(['group_id', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/** Replaces every attribute of the group. */
export async function initGroupAttributes(im: Im, caller: Caller, d: D<'initGroupAttributes'>): R<'initGroupAttributes'> {
  const values = checked(d.groupAttributes);
  checkTotal(values);
  const groupAttributes = await change(im, caller, d.groupID, async (tx) => {
    await tx.deleteFrom('im_group_attribute').where('group_id', '=', d.groupID).execute();
    await upsert(tx, d.groupID, values);
    return values;
  });
  return { groupAttributes };
}

/** Adds or updates the given keys. */
export async function setGroupAttributes(im: Im, caller: Caller, d: D<'setGroupAttributes'>): R<'setGroupAttributes'> {
  const values = checked(d.groupAttributes);
  const groupAttributes = await change(im, caller, d.groupID, async (tx, current) => {
    const next = { ...current, ...values };
    checkTotal(next);
    await upsert(tx, d.groupID, values);
    return next;
  });
  return { groupAttributes };
}

/** Deletes the given keys (unknown ones are ignored), or every key when keyList is empty. */
export async function deleteGroupAttributes(im: Im, caller: Caller, d: D<'deleteGroupAttributes'>): R<'deleteGroupAttributes'> {
  let deleted: string[] = [];
  await change(im, caller, d.groupID, async (tx, current) => {
    deleted = d.keyList.length ? d.keyList.filter((k) => k in current) : Object.keys(current);
    if (deleted.length === 0) return null;
    await tx.deleteFrom('im_group_attribute').where('group_id', '=', d.groupID).where('key', 'in', deleted).execute();
    return Object.fromEntries(Object.entries(current).filter(([k]) => !deleted.includes(k)));
  });
  return { keyList: d.keyList.length ? d.keyList : deleted };
}

/** The given keys (those that exist), or every attribute when keyList is empty or missing. */
export async function getGroupAttributes(im: Im, caller: Caller, d: D<'getGroupAttributes'>): R<'getGroupAttributes'> {
  await groupMembership(im.db, d.groupID, caller.userId);
  const all = await readAll(im.db, d.groupID);
  const keys = d.keyList?.length ? d.keyList.filter((k) => k in all) : Object.keys(all);
  return { groupAttributes: Object.fromEntries(keys.map((k) => [k, all[k]!])) };
}
