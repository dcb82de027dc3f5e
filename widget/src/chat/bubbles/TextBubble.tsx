import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { parseText } from '../lib/text-parse.ts';
import { messageText } from '../lib/message-abstract.ts';

/** Text with named emoji as images, safe links and @mentions; built from elements, never innerHTML. */
export function TextBubble({ message }: { message: Message }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en_US';
  const text = messageText(message);
  const segments = parseText(text, { mentions: message.atUserList.length > 0 });
  return (
    <div className="hy-bubble-text" data-testid="text-bubble">
      {segments.map((s, i) => {
        switch (s.kind) {
          case 'emoji':
            return (
              <img
                key={i}
                className="hy-emoji"
                src={s.emoji.url}
                alt={s.text}
                title={en ? s.emoji.en : s.emoji.zh}
                width={20}
                height={20}
              />
            );
          case 'link':
            return (
              <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">
                {s.text}
              </a>
            );
          case 'mention':
            return (
              <span key={i} className="hy-mention">
                {s.text}
              </span>
            );
          default:
            return <span key={i}>{s.text}</span>;
        }
      })}
    </div>
  );
}
