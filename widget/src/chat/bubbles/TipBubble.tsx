import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { groupTipText, type GroupTipPayload } from '../lib/group-tip.ts';

/** Group tips (join, quit, kick, profile change...), centred; people named by nick, else by user ID. */
export function TipBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const members = useSnapshot(useChat().groups).byID[message.to]?.members;
  const knownNick = (userID: string) => members?.find((m) => m.userID === userID)?.nick ?? '';
  return <div className="hy-tip">{groupTipText(message.payload as GroupTipPayload, t, knownNick)}</div>;
}
