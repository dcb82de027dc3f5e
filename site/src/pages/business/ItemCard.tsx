import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import type { BusinessItem } from '../../api/business.ts';

/** A case/course/opinion card: picture, title, summary, date; the whole card is one link. */
export function ItemCard({ item, href }: { item: BusinessItem; href: string }) {
  const { t } = useTranslation('bussiness');
  return (
    <li>
      <Link className="kit-card" to={href}>
        <img className="kit-card__img" src={item.coverUrl} alt="" width="1200" height="500" loading="lazy" />
        <span className="kit-card__body">
          <span className="kit-card__title kit-clamp2" role="heading" aria-level={3}>
            {item.title}
          </span>
          <span className="kit-card__text kit-clamp2">{item.summary}</span>
          <span className="kit-card__meta">{t('list.published', { date: item.publishedAt.slice(0, 10) })}</span>
        </span>
      </Link>
    </li>
  );
}
