import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ItemListPage, loadItemList } from './ItemList.tsx';
import type { ItemListData } from './ItemList.tsx';

export function loader(args: PageDataArgs): Promise<ItemListData> {
  return loadItemList('expertOpinion', args);
}

/** List of expert opinions. */
export default function ExpertOpinionListPage() {
  return <ItemListPage kind="expertOpinion" loader={loader} scene="engine-23" />;
}
