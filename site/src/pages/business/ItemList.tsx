import { useSearchParams } from 'react-router-dom';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { listBusinessItems } from '../../api/business.ts';
import type { BusinessItem, BusinessItemKind } from '../../api/business.ts';
import type { PageOf } from '../../api/paging.ts';
import { useLocale, useLocalizePath } from '../../layout/locale-context.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import { KeywordSearch } from '../../pageKit/KeywordSearch.tsx';
import { intParam, usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { PagedListBody, usePagedList } from '../PagedList.tsx';
import { ItemCard } from './ItemCard.tsx';
import { LIST_PATHS, LIST_TITLE_KEYS, itemPath } from './lines.ts';
import './business.css';

export const ITEM_PAGE_SIZE = 9;
const LINE_CATEGORIES = [1, 2, 3, 4, 5, 6];

export type ItemListData = { page: PageOf<BusinessItem> | null };

/** Cases filter by business line (?category=1-6); the other kinds list everything. */
function categoryOf(kind: BusinessItemKind, url: URL | URLSearchParams): number | undefined {
  const category = intParam(url, 'category');
  return kind === 'case' && category && category <= 6 ? category : undefined;
}

export async function loadItemList(kind: BusinessItemKind, { locale, url, signal }: PageDataArgs): Promise<ItemListData> {
  try {
    return {
      page: await listBusinessItems(locale, kind, { currentPage: 1, pageSize: ITEM_PAGE_SIZE, category: categoryOf(kind, url) }, signal),
    };
  } catch {
    return { page: null };
  }
}

/** A list of business items (cases, courses, expert opinions, ship-digital, ship-security): keyword search, paging; cases filter by line. */
export function ItemListPage({
  kind,
  loader,
  scene,
}: {
  kind: BusinessItemKind;
  loader: (args: PageDataArgs) => Promise<ItemListData>;
  scene: string;
}) {
  const { t } = useTranslation('bussiness');
  const locale = useLocale();
  const localize = useLocalizePath();
  const [params] = useSearchParams();
  const category = categoryOf(kind, params);
  const list = usePagedList(usePageData(loader), (currentPage, keyword) =>
    listBusinessItems(locale, kind, { currentPage, pageSize: ITEM_PAGE_SIZE, keyword, category }),
  );
  const titleKey = LIST_TITLE_KEYS[kind];

  return (
    <>
      <Hero title={t(`${titleKey}.title`)} intro={t(`${titleKey}.intro`)} scene={scene} />
      <Section id="list">
        <div className="kit-toolbar">
          {kind === 'case' ? (
            <nav aria-label={t('list.filterLabel')}>
              <ul className="kit-tabs">
                <li>
                  <Link className="kit-tab" to={localize(LIST_PATHS.case)} aria-current={category === undefined ? 'page' : undefined}>
                    {t('list.all')}
                  </Link>
                </li>
                {LINE_CATEGORIES.map((c) => (
                  <li key={c}>
                    <Link
                      className="kit-tab"
                      to={`${localize(LIST_PATHS.case)}?category=${c}`}
                      aria-current={category === c ? 'page' : undefined}
                    >
                      {t(`lineNames.${c}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <span />
          )}
          <KeywordSearch label={t('list.searchLabel')} onSearch={list.search} />
        </div>
        <PagedListBody list={list}>
          {(records) => (
            <ul className="kit-grid kit-grid--wide biz-cards" data-item-list={kind}>
              {records.map((item) => (
                <ItemCard key={item.id} item={item} href={localize(itemPath(kind, item.id))} />
              ))}
            </ul>
          )}
        </PagedListBody>
      </Section>
    </>
  );
}
