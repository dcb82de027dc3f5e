import { useSnapshot } from 'valtio/react';
import { conversationIdOf } from '../../../../protocol/model.ts';
import { useChat } from '../hooks/useChat.ts';

/** A person's name in a call: the remark or nick from the one-to-one conversation, or the group member's nick. */
export function useCallNames(groupID: string): (userID: string) => string {
  const chat = useChat();
  const conversations = useSnapshot(chat.conversations);
  const groups = useSnapshot(chat.groups);
  return (userID) => {
    const c = conversations.list.find((x) => x.conversationID === conversationIdOf('C2C', userID));
    const member = groupID ? groups.byID[groupID]?.members.find((m) => m.userID === userID) : undefined;
    return c?.remark || c?.userProfile?.nick || member?.nick || userID;
  };
}
