import { TYPES, type Message } from '../../engine/types.ts';

/**
 * Library group system notices that end the user's membership (the Tencent driver delivers them as messages):
 * 4 removed from the group, 5 group dismissed. Returns the group ID, or '' for any other message.
 */
export function groupLeftBy(message: Pick<Message, 'type' | 'payload' | 'to'>): string {
  if (message.type !== TYPES.MSG_GRP_SYS_NOTICE) return '';
  const p = message.payload as { operationType?: unknown; groupProfile?: { groupID?: unknown } };
  const type = Number(p.operationType);
  if (type !== 4 && type !== 5) return '';
  const groupID = p.groupProfile?.groupID;
  return typeof groupID === 'string' && groupID ? groupID : message.to;
}
