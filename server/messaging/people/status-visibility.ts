import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { c2cKey } from '../messages/store.ts';

/**
 * Of `others`, the users whose online status `viewer` may know: the viewer, friends (either side's list), users
 * with whom the viewer has a C2C conversation (one message either way made it), and members of a group the
 * viewer is in. The relation is symmetric, so it also answers "which of these subscribers may hear about
 * `viewer`". Everyone else is reported offline (getUserStatus, subscribeUserStatus) and gets no status pushes.
 */
export async function statusVisible(db: Kysely<Database>, viewer: string, others: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(others)];
  const visible = new Set<string>(wanted.includes(viewer) ? [viewer] : []);
  const rest = wanted.filter((u) => u !== viewer);
  if (rest.length === 0) return visible;
  const keys = new Map(rest.map((u) => [c2cKey(viewer, u), u]));
  const [friends, conversations, groupmates] = await Promise.all([
    db
      .selectFrom('im_friend')
      .select(['user_id', 'friend_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', viewer), eb('friend_id', 'in', rest)]),
          eb.and([eb('friend_id', '=', viewer), eb('user_id', 'in', rest)]),
        ]),
      )
      .execute(),
    db
      .selectFrom('im_conversation')
      .select('conv_key')
      .where('conv_key', 'in', [...keys.keys()])
      .execute(),
    db
      .selectFrom('im_group_member as mine')
      .innerJoin('im_group_member as theirs', 'theirs.group_id', 'mine.group_id')
      .select('theirs.user_id')
      .distinct()
      .where('mine.user_id', '=', viewer)
      .where('theirs.user_id', 'in', rest)
      .execute(),
  ]);
  for (const f of friends) visible.add(f.user_id === viewer ? f.friend_id : f.user_id);
  for (const c of conversations) visible.add(keys.get(c.conv_key)!);
  for (const g of groupmates) visible.add(g.user_id);
  return visible;
}
