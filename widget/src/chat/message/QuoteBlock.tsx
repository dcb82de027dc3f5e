import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { messageReply } from '../lib/message-abstract.ts';

/** The replied-to message (cloudCustomData.messageReply); click jumps to it or warns when it is not loaded. */
export function QuoteBlock({ message, onJump }: { message: Message; onJump: (id: string) => void }) {
  const { t } = useTranslation();
  const reply = messageReply(message.cloudCustomData);
  if (!reply) return null;
  return (
    <button type="button" className="hy-quote" onClick={() => onJump(reply.messageID)} title={t('message.jumpToQuote')} data-testid="quote">
      <span className="hy-quote__sender">{reply.messageSender}</span>
      <span className="hy-quote__text">{reply.messageAbstract}</span>
    </button>
  );
}
