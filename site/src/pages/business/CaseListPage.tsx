import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ItemListPage, loadItemList } from './ItemList.tsx';
import type { ItemListData } from './ItemList.tsx';

export function loader(args: PageDataArgs): Promise<ItemListData> {
  return loadItemList('case', args);
}

/** List of service cases (?category=1-6). */
export default function CaseListPage() {
  return <ItemListPage kind="case" loader={loader} scene="ship-21" />;
}
