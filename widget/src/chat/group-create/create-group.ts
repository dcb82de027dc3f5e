import { TYPES } from '../../engine/types.ts';
import type { ChatController } from '../controller.ts';
import { loadGroups } from '../contacts/contacts-actions.ts';

/** Group types of the create-group dialog (SPEC §6): Work, Public, Meeting, live (AVChatRoom), Community. */
export const GROUP_TYPE_CHOICES = [TYPES.GRP_WORK, TYPES.GRP_PUBLIC, TYPES.GRP_MEETING, TYPES.GRP_AVCHATROOM, TYPES.GRP_COMMUNITY] as const;
export type GroupTypeChoice = (typeof GROUP_TYPE_CHOICES)[number];

export interface CreateGroupForm {
  name: string;
  type: GroupTypeChoice;
  groupID: string;
  memberList: string[];
}

/**
 * SPEC §5: the name is required (confirm stays disabled while it is empty); the 2-20 hint is not enforced;
 * the optional groupID is dropped for Community.
 */
export function createGroupOptions(form: CreateGroupForm): Record<string, unknown> {
  const groupID = form.type === TYPES.GRP_COMMUNITY ? '' : form.groupID.trim();
  return {
    name: form.name.trim(),
    type: form.type,
    ...(groupID ? { groupID } : {}),
    memberList: form.memberList.map((userID) => ({ userID })),
  };
}

export function canCreate(form: Pick<CreateGroupForm, 'name'>): boolean {
  return form.name.trim().length > 0;
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
