import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GroupRole, GroupType, JoinOption, WireGroupMember, WireGroupProfile } from '../../../protocol/model.ts';

/**
 * Group profiles as `viewer` sees them (selfInfo is the viewer's membership). A non-member gets the public card
 * (name, avatar, type, member count, join option); the other fields are empty. Dismissed groups are left out.
 */
export async function groupProfiles(db: Kysely<Database>, groupIds: string[], viewer: string): Promise<WireGroupProfile[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('im_group as g')
    .leftJoin('im_group_member as me', (j) => j.onRef('me.group_id', '=', 'g.group_id').on('me.user_id', '=', viewer))
    .select([
      'g.group_id',
      'g.type',
      'g.name',
      'g.avatar',
      'g.introduction',
      'g.notification',
      'g.owner_id',
      'g.join_option',
      'g.mute_all',
      'g.is_support_topic',
      'g.created_at',
      'me.role',
      'me.mute_until',
      sql<number>`(select count(*) from im_group_member c where c.group_id = g.group_id)`.as('member_count'),
    ])
    .where('g.group_id', 'in', groupIds)
    .where('g.dismissed', '=', false)
    .execute();
  return rows.map((r) => {
    const card = {
      groupID: r.group_id,
      type: r.type as GroupType,
      name: r.name,
      avatar: r.avatar,
      memberCount: Number(r.member_count),
      joinOption: r.join_option as JoinOption,
    };
    // a non-member sees the public card only: no notice, introduction, owner or settings
    if (!r.role)
      return {
        ...card,
        introduction: '',
        notification: '',
        ownerID: '',
        muteAllMembers: false,
        isSupportTopic: false,
        createTime: 0,
        selfInfo: null,
      };
    return {
      ...card,
      introduction: r.introduction,
      notification: r.notification,
      ownerID: r.owner_id,
      muteAllMembers: r.mute_all,
      isSupportTopic: r.is_support_topic,
      createTime: Math.floor(new Date(r.created_at).getTime() / 1000),
      selfInfo: { role: r.role as GroupRole, muteUntil: Number(r.mute_until ?? 0) },
    };
  });
}

export async function groupMembers(
  db: Kysely<Database>,
  groupId: string,
  offset: number,
  count: number,
  userIds?: string[],
): Promise<WireGroupMember[]> {
  let q = db
    .selectFrom('im_group_member as m')
    .leftJoin('im_account as a', 'a.user_id', 'm.user_id')
    .select(['m.user_id', 'm.role', 'm.mute_until', 'm.joined_at', 'a.nick', 'a.avatar'])
    .where('m.group_id', '=', groupId);
  if (userIds) q = q.where('m.user_id', 'in', userIds.length ? userIds : ['']);
  const rows = await q.orderBy('m.joined_at').orderBy('m.user_id').offset(offset).limit(count).execute();
  return rows.map((r) => ({
    userID: r.user_id,
    nick: r.nick ?? '',
    avatar: r.avatar ?? '',
    role: r.role as GroupRole,
    muteUntil: Number(r.mute_until),
    joinTime: Math.floor(new Date(r.joined_at).getTime() / 1000),
  }));
}
