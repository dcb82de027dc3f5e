import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { safeHref } from '../lib/text-parse.ts';
import { formatPlace, placeOf } from '../lib/location.ts';

/** Location card: description, coordinates and a plain link to the map site (http(s) only; no map is loaded). */
export function LocationBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const p = message.payload as { description?: string; href?: string; url?: string; latitude?: unknown; longitude?: unknown };
  const href = safeHref(p.href || p.url || '');
  const place = placeOf(p);
  return (
    <div className="hy-bubble-location" data-testid="location-card">
      <span className="hy-bubble-location__name">
        <span aria-hidden="true">📍</span> {p.description || t('abstract.location')}
      </span>
      {place ? <span className="hy-bubble-location__coords">{formatPlace(place)}</span> : null}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('message.openMap')}
        </a>
      ) : null}
    </div>
  );
}
