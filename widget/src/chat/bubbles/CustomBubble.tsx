import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { parseCustom } from '../lib/message-abstract.ts';
import { safeHref } from '../lib/text-parse.ts';

interface KeyValue {
  key?: unknown;
  value?: unknown;
}

/** Custom messages (SPEC §3): service (links and items), evaluate, order, link; other kinds show their description. */
export function CustomBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const p = message.payload as { data?: string; description?: string };
  const data = parseCustom(p.data) ?? {};
  switch (data.businessID) {
    case 'service': return <ServiceCard data={data} />;
    case 'evaluate': {
      const score = Math.max(0, Math.min(5, Number(data.score) || 0));
      return (
        <div className="hy-card" data-kind="evaluate">
          <strong>{t('custom.evaluate')}</strong>
          <span aria-label={t('custom.score', { score })}>{'★'.repeat(score)}{'☆'.repeat(5 - score)}</span>
          {data.comment ? <p>{String(data.comment)}</p> : null}
        </div>
      );
    }
    case 'order': {
      const href = safeHref(String(data.link ?? ''));
      const image = safeHref(String(data.imageUrl ?? ''));
      return (
        <div className="hy-card hy-card--order" data-kind="order">
          {image ? <img src={image} alt="" width={56} height={56} /> : null}
          <div>
            <strong>{String(data.title ?? '')}</strong>
            <p>{String(data.description ?? '')}</p>
            <span className="hy-card__price">{String(data.price ?? '')}</span>
            {href ? <a href={href} target="_blank" rel="noopener noreferrer">{t('custom.viewOrder')}</a> : null}
          </div>
        </div>
      );
    }
    case 'link': {
      const href = safeHref(String(data.link ?? ''));
      return (
        <div className="hy-card" data-kind="link">
          <p>{String(data.text ?? '')}</p>
          {href ? <a href={href} target="_blank" rel="noopener noreferrer">{t('custom.openLink')}</a> : null}
        </div>
      );
    }
    default:
      return <div className="hy-bubble-text">{p.description || String(data.text ?? '') || t('abstract.custom')}</div>;
  }
}

function ServiceCard({ data }: { data: Record<string, unknown> }) {
  const links = Array.isArray(data.hyperlinks_text) ? (data.hyperlinks_text as KeyValue[]) : data.hyperlinks_text ? [data.hyperlinks_text as KeyValue] : [];
  const items = Array.isArray(data.item) ? (data.item as KeyValue[]) : [];
  return (
    <div className="hy-card hy-card--service" data-kind="service" data-testid="service-card">
      {data.title ? <strong className="hy-card__title">{String(data.title)}</strong> : null}
      {data.description ? <p>{String(data.description)}</p> : null}
      {items.length ? (
        <dl className="hy-card__items">
          {items.map((item, i) => (
            <div key={i}>
              <dt>{String(item.key ?? '')}</dt>
              <dd>{String(item.value ?? '')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {links.map((link, i) => {
        const href = safeHref(String(link.value ?? ''));
        return href ? (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer">
            {String(link.key ?? href)}
          </a>
        ) : null;
      })}
    </div>
  );
}
