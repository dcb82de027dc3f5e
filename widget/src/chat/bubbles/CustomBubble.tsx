import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { parseCustom } from '../lib/message-abstract.ts';
import { safeHref } from '../lib/text-parse.ts';
import { textOf } from '../lib/text-of.ts';
import { useHostRendered } from './HostRendered.tsx';
import { readCallRecord } from '../call/call-record.ts';
import { CallRecordBubble } from './CallRecordBubble.tsx';
import { RatingPrompt } from '../desk/RatingPrompt.tsx';
import { RoomCardBubble } from './RoomCardBubble.tsx';
import { RoomInviteBubble } from './RoomInviteBubble.tsx';
import { EngineRoomBubble } from './EngineRoomBubble.tsx';

interface KeyValue {
  key?: unknown;
  value?: unknown;
}

/**
 * Custom messages (SPEC §3): a kind the host page registered a renderer for (message-renderers.ts); service (links
 * and items), evaluate, order, link, TUIRoomKit's meeting card, invitation and in-room signal; other kinds show
 * their description.
 */
export function CustomBubble({ message }: { message: Message }) {
  const { t, i18n } = useTranslation();
  const hosted = useHostRendered(message, i18n.language);
  if (hosted) return hosted;
  const p = message.payload as { data?: string; description?: string };
  const record = readCallRecord(p.data);
  if (record) return <CallRecordBubble message={message} record={record} />;
  const data = parseCustom(p.data) ?? {};
  switch (data.businessID) {
    case 'service':
      return <ServiceCard data={data} />;
    case 'evaluate': {
      // the desk's rating request after a resolve (no score yet): the visitor answers it
      if (data.prompt === true && message.flow === 'in') return <RatingPrompt text={textOf(data.text)} />;
      const score = Math.max(0, Math.min(5, Number(data.score) || 0));
      return (
        <div className="hy-card" data-kind="evaluate">
          <strong>{t('custom.evaluate')}</strong>
          <span aria-label={t('custom.score', { score })}>
            {'★'.repeat(score)}
            {'☆'.repeat(5 - score)}
          </span>
          {data.comment ? <p>{textOf(data.comment)}</p> : null}
        </div>
      );
    }
    case 'order': {
      const href = safeHref(textOf(data.link));
      const image = safeHref(textOf(data.imageUrl));
      return (
        <div className="hy-card hy-card--order" data-kind="order">
          {image ? <img src={image} alt="" width={56} height={56} /> : null}
          <div>
            <strong>{textOf(data.title)}</strong>
            <p>{textOf(data.description)}</p>
            <span className="hy-card__price">{textOf(data.price)}</span>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t('custom.viewOrder')}
              </a>
            ) : null}
          </div>
        </div>
      );
    }
    case 'link': {
      const href = safeHref(textOf(data.link));
      return (
        <div className="hy-card" data-kind="link">
          <p>{textOf(data.text)}</p>
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t('custom.openLink')}
            </a>
          ) : null}
        </div>
      );
    }
    case 'group_room_message':
      return <RoomCardBubble data={data} />;
    case 'ROOM_INVITE_ACTION':
      return <RoomInviteBubble data={data} />;
    case 'tuikit_engine_room':
      return <EngineRoomBubble data={data} />;
    default:
      return <div className="hy-bubble-text">{p.description || textOf(data.text) || t('abstract.custom')}</div>;
  }
}

function ServiceCard({ data }: { data: Record<string, unknown> }) {
  const links = Array.isArray(data.hyperlinks_text)
    ? (data.hyperlinks_text as KeyValue[])
    : data.hyperlinks_text
      ? [data.hyperlinks_text as KeyValue]
      : [];
  const items = Array.isArray(data.item) ? (data.item as KeyValue[]) : [];
  return (
    <div className="hy-card hy-card--service" data-kind="service" data-testid="service-card">
      {data.title ? <strong className="hy-card__title">{textOf(data.title)}</strong> : null}
      {data.description ? <p>{textOf(data.description)}</p> : null}
      {items.length ? (
        <dl className="hy-card__items">
          {items.map((item, i) => (
            <div key={i}>
              <dt>{textOf(item.key)}</dt>
              <dd>{textOf(item.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {links.map((link, i) => {
        const href = safeHref(textOf(link.value));
        return href ? (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer">
            {textOf(link.key, href)}
          </a>
        ) : null;
      })}
    </div>
  );
}
