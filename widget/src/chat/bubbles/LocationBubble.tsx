import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { safeHref } from '../lib/text-parse.ts';

/** Location: description and a link to the map (http(s) only). */
export function LocationBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const p = message.payload as { description?: string; href?: string; url?: string };
  const href = safeHref(p.href || p.url || '');
  return (
    <div className="hy-bubble-location">
      <span aria-hidden="true">📍</span> {p.description || t('abstract.location')}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('message.openMap')}
        </a>
      ) : null}
    </div>
  );
}
