import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ItemListPage, loadItemList } from './ItemList.tsx';
import type { ItemListData } from './ItemList.tsx';

export function loader(args: PageDataArgs): Promise<ItemListData> {
  return loadItemList('course', args);
}

/** List of online courses. */
export default function OnlineCourseListPage() {
  return <ItemListPage kind="course" loader={loader} scene="training-22" />;
}
