import { useTranslation } from 'react-i18next';
import type { WireDeskMessage } from '../../../common/desk/wire.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const safeHref = (v: unknown) => (/^https?:\/\//i.test(str(v)) ? str(v) : '');

/** A custom message's SPEC §3 kind as the visitor sees it, in text only (never HTML from the message). */
function CustomCard({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation('desk');
  switch (data.businessID) {
    case 'evaluate': {
      const score = Math.max(0, Math.min(5, Number(data.score) || 0));
      return (
        <span>
          {score ? `${'★'.repeat(score)}${'☆'.repeat(5 - score)} ${str(data.comment)}` : `${t('thread.ratePrompt')}: ${str(data.text)}`}
        </span>
      );
    }
    case 'order':
    case 'link': {
      const href = safeHref(data.link);
      const label = data.businessID === 'order' ? `${str(data.title)} ${str(data.price)}` : str(data.text);
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ) : (
        <span>{label}</span>
      );
    }
    default:
      return <span>{str(data.title) || str(data.description) || str(data.text)}</span>;
  }
}

/** One line of the desk's thread: the visitor's message, an answer, or a private note (marked). */
export function MessageItem({ message }: { message: WireDeskMessage }) {
  const { t } = useTranslation('desk');
  const time = new Date(message.time).toLocaleTimeString();
  return (
    <li className={`desk-msg desk-msg--${message.side}`} data-note={message.note || undefined}>
      <span className="desk-msg__who">
        {message.side === 'note'
          ? t('thread.note', { agent: message.from })
          : message.side === 'visitor'
            ? t('thread.visitor')
            : message.from}
        {' · '}
        <time dateTime={message.time}>{time}</time>
      </span>
      <span className="desk-msg__body">
        {message.custom ? (
          <CustomCard data={message.custom} />
        ) : message.file?.image ? (
          <a href={message.file.url} target="_blank" rel="noopener noreferrer">
            <img src={message.file.url} alt={t('thread.image')} className="desk-msg__image" loading="lazy" />
          </a>
        ) : message.file ? (
          <a href={message.file.url} download={message.file.name}>
            {t('thread.file', { name: message.file.name })}
          </a>
        ) : (
          message.text
        )}
      </span>
    </li>
  );
}
