import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ItemListPage, loadItemList } from './ItemList.tsx';
import type { ItemListData } from './ItemList.tsx';

export function loader(args: PageDataArgs): Promise<ItemListData> {
  return loadItemList('shipDigital', args);
}

/** List of ship-digital solutions. */
export default function ShipDigitalListPage() {
  return <ItemListPage kind="shipDigital" loader={loader} scene="digital-24" />;
}
