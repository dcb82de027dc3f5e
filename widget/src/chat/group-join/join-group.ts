import { conversationIdOf } from '../../../../protocol/model.ts';
import { TYPES } from '../../engine/types.ts';
import type { ChatController } from '../controller.ts';

export type JoinResult = 'joined' | 'waiting' | 'already' | 'failed';

/**
 * SPEC §4 join by group ID: joined (opens the group chat), waiting for admin approval, already a member (opens
 * it too), or 'apply to join group failed' (with the server's reason when it gives one).
 */
export async function joinGroupByID(chat: ChatController, groupID: string, applyMessage: string): Promise<JoinResult> {
  try {
    const r = await chat.engine.joinGroup({ groupID, applyMessage });
    const status = (r.data as { status?: string }).status;
    if (status === TYPES.JOIN_STATUS_WAIT_APPROVAL) {
      chat.toast('success', chat.t('groups.join.waiting'));
      return 'waiting';
    }
    const already = status === TYPES.JOIN_STATUS_ALREADY_IN_GROUP;
    chat.toast('success', chat.t(already ? 'groups.join.already' : 'groups.join.joined'));
    const list = await chat.engine.getConversationList();
    chat.applyConversationList(list.data.conversationList);
    await chat.openConversation(conversationIdOf('GROUP', groupID));
    return already ? 'already' : 'joined';
  } catch (err) {
    const reason = (err as { message?: string }).message;
    chat.toast('error', reason ? `${chat.t('groups.join.failed')}: ${reason}` : chat.t('groups.join.failed'));
    return 'failed';
  }
}
