import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { getBusinessItem, isBusinessItemKind } from '../../api/business.ts';
import type { BusinessItemDetail, BusinessItemKind } from '../../api/business.ts';
import { useLocalizePath } from '../../layout/locale-context.ts';
import { EmptyState, Loading, TextBlock } from '../../pageKit/Hero.tsx';
import { intParam, usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { LIST_PATHS } from './lines.ts';
import '../../pageKit/kit.css';
import '../../pageKit/kit-controls.css';

export type ItemDetailData = { kind: BusinessItemKind; item: BusinessItemDetail | null };

/** Loads ?id= of a kind; `kindFromQuery` lets /bussiness/details serve courses, ship-digital and ship-security items (?kind=). */
export async function loadItemDetail(
  defaultKind: BusinessItemKind,
  kindFromQuery: boolean,
  { locale, url, signal }: PageDataArgs,
): Promise<ItemDetailData> {
  const asked = url.searchParams.get('kind');
  const kind = kindFromQuery && isBusinessItemKind(asked) ? asked : defaultKind;
  const id = intParam(url, 'id');
  if (!id) return { kind, item: null };
  try {
    return { kind, item: await getBusinessItem(locale, kind, id, signal) };
  } catch {
    return { kind, item: null };
  }
}

/** A business item's detail: title, date, picture, text, and back to its list. */
export function ItemDetailsPage({ loader, titleKey }: { loader: (args: PageDataArgs) => Promise<ItemDetailData>; titleKey: string }) {
  const { t } = useTranslation('bussiness');
  const ft = useTranslation('forms').t;
  const localize = useLocalizePath();
  const data = usePageData(loader);
  const item = data?.item;
  const listHref = data
    ? data.kind === 'case' && item
      ? `${localize(LIST_PATHS.case)}?category=${item.category}`
      : localize(LIST_PATHS[data.kind])
    : localize(LIST_PATHS.case);
  return (
    <div className="kit-section">
      <div className="kit-section__inner">
        {!data ? (
          <Loading label={ft('loading')} />
        ) : !item ? (
          <>
            <h1 className="visually-hidden">{t(`${titleKey}.title`)}</h1>
            <EmptyState text={t('list.notFound')} />
            <p style={{ textAlign: 'center' }}>
              <Link className="button" to={listHref}>
                {t('list.back')}
              </Link>
            </p>
          </>
        ) : (
          <article className="kit-detail" data-item-id={item.id}>
            <p className="kit-card__meta">{t(data.kind === 'case' ? `lineNames.${item.category}` : `lists.${data.kind}`)}</p>
            <h1>{item.title}</h1>
            <p className="kit-detail__meta">
              <time dateTime={item.publishedAt.slice(0, 10)}>{t('list.published', { date: item.publishedAt.slice(0, 10) })}</time>
            </p>
            <img className="kit-detail__cover" src={item.coverUrl} alt="" width="1200" height="500" />
            <p className="kit-section__lead">{item.summary}</p>
            <TextBlock text={item.details} />
            <Link className="kit-back" to={listHref}>
              ← {t('list.back')}
            </Link>
          </article>
        )}
      </div>
    </div>
  );
}
