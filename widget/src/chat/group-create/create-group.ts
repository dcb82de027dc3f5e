import { TYPES } from '../../engine/types.ts';
import type { ChatController } from '../controller.ts';
import { loadGroups } from '../contacts/contacts-actions.ts';
import { MAX_NOTICE_CHARS, rightsOf } from '../group-panel/rights.ts';

/** Group types of the create-group dialog (SPEC §6): Work, Public, Meeting, live (AVChatRoom), Community. */
export const GROUP_TYPE_CHOICES = [TYPES.GRP_WORK, TYPES.GRP_PUBLIC, TYPES.GRP_MEETING, TYPES.GRP_AVCHATROOM, TYPES.GRP_COMMUNITY] as const;
export type GroupTypeChoice = (typeof GROUP_TYPE_CHOICES)[number];

/** The server keeps at most 240 characters of an introduction (server/messaging/groups/groups.ts). */
export const MAX_INTRODUCTION_CHARS = 240;

export interface CreateGroupForm {
  name: string;
  type: GroupTypeChoice;
  groupID: string;
  memberList: string[];
  /** Optional; sent only when not blank. */
  introduction?: string;
  /** Optional; sent only when not blank; at most 150 characters (SPEC §5/§9). */
  notification?: string;
  /** Optional: the URL of an uploaded image (uploadGroupAvatar). */
  avatar?: string;
}

/**
 * SPEC §5: the name is required (confirm stays disabled while it is empty); the 2-20 hint is not enforced;
 * the optional groupID is dropped for Community; introduction and notice go only when not blank.
 */
export function createGroupOptions(form: CreateGroupForm): Record<string, unknown> {
  const groupID = form.type === TYPES.GRP_COMMUNITY ? '' : form.groupID.trim();
  const introduction = (form.introduction ?? '').trim();
  const notification = (form.notification ?? '').trim();
  return {
    name: form.name.trim(),
    type: form.type,
    ...(groupID ? { groupID } : {}),
    ...(introduction ? { introduction } : {}),
    ...(notification ? { notification } : {}),
    ...(form.avatar ? { avatar: form.avatar } : {}),
    memberList: form.memberList.map((userID) => ({ userID })),
  };
}

/** The notice is over its limit (SPEC §9: 150 characters, counted as the server counts them). */
export function noticeTooLong(notification: string | undefined): boolean {
  return [...(notification ?? '').trim()].length > MAX_NOTICE_CHARS;
}

export function canCreate(form: Pick<CreateGroupForm, 'name' | 'notification'>): boolean {
  return form.name.trim().length > 0 && !noticeTooLong(form.notification);
}

/** What a type's rules are, as keys of `contacts:group.rules.*` (SPEC §6, §9; the server enforces the same). */
export type GroupRuleKey =
  | 'inviteOnly'
  | 'needApproval'
  | 'freeJoin'
  | 'anyoneAdds'
  | 'managersAdd'
  | 'noMute'
  | 'mute'
  | 'noDismiss'
  | 'dismiss'
  | 'noRemove'
  | 'noHistory'
  | 'creatorJoins'
  | 'cap100000'
  | 'idAssigned';

/**
 * The rules shown under the type picker, read from the same SPEC §6 rights the group panel uses (rights.ts, an owner
 * of a group with others in it) and the server's default join option per type (groups/rules.ts defaultJoinOption).
 */
export function groupTypeRules(type: GroupTypeChoice): GroupRuleKey[] {
  const owner = rightsOf(TYPES.GRP_MBR_ROLE_OWNER, type, 2);
  const rules: GroupRuleKey[] = [];
  if (type === TYPES.GRP_WORK) rules.push('inviteOnly');
  else if (type === TYPES.GRP_PUBLIC) rules.push('needApproval');
  else rules.push('freeJoin');
  if (type !== TYPES.GRP_AVCHATROOM) rules.push(owner.add ? 'anyoneAdds' : 'managersAdd');
  rules.push(owner.mute ? 'mute' : 'noMute');
  rules.push(owner.dismiss ? 'dismiss' : 'noDismiss');
  if (!owner.remove) rules.push('noRemove');
  if (type === TYPES.GRP_AVCHATROOM) rules.push('noHistory', 'creatorJoins');
  if (type === TYPES.GRP_COMMUNITY) rules.push('cap100000', 'idAssigned');
  return rules;
}

/**
 * Uploads a group face through the engine's checked image upload; resolves its URL, or null after telling the user
 * why (the server's reason, in their language, e.g. 4004 for a file that is no image).
 */
export async function uploadGroupAvatar(chat: ChatController, file: Blob): Promise<string | null> {
  try {
    if (!chat.engine.uploadImage) return null;
    return await chat.engine.uploadImage(file);
  } catch (err) {
    chat.toast('error', (err as { message?: string }).message || chat.t('contacts:errors.avatarUpload'));
    return null;
  }
}

/** Creates the group; the creator of an AVChatRoom joins it (SPEC §4). Resolves with the groupID, or null on failure. */
export async function createGroup(chat: ChatController, form: CreateGroupForm): Promise<string | null> {
  try {
    const r = await chat.engine.createGroup(createGroupOptions(form));
    const groupID = (r.data as { group: { groupID: string } }).group.groupID;
    if (form.type === TYPES.GRP_AVCHATROOM) await chat.engine.joinGroup({ groupID }).catch(() => undefined);
    chat.toast('success', chat.t('contacts:done.groupCreated'));
    void loadGroups(chat).catch(() => undefined);
    return groupID;
  } catch (err) {
    console.warn('[hy-chat] create group failed', err);
    chat.toast('error', (err as { message?: string }).message || chat.t('contacts:errors.createGroup'));
    return null;
  }
}
