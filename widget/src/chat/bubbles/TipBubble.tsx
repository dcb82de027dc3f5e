import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';

/** Group tips (join, quit, kick, profile change...), centred. */
export function TipBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const p = message.payload as {
    operationType?: number;
    operatorID?: string;
    userIDList?: string[];
    inviteeList?: string[];
    text?: string;
  };
  const users = (p.userIDList ?? p.inviteeList ?? []).join(', ');
  const text = p.text || t(`tip.op${p.operationType ?? 0}`, { operator: p.operatorID ?? '', users, defaultValue: t('tip.generic') });
  return <div className="hy-tip">{text}</div>;
}
