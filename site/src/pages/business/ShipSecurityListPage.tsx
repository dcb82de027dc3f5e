import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ItemListPage, loadItemList } from './ItemList.tsx';
import type { ItemListData } from './ItemList.tsx';

export function loader(args: PageDataArgs): Promise<ItemListData> {
  return loadItemList('shipSecurity', args);
}

/** List of ship-security solutions. */
export default function ShipSecurityListPage() {
  return <ItemListPage kind="shipSecurity" loader={loader} scene="digital-25" />;
}
