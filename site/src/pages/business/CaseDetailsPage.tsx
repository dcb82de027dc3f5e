import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ItemDetailsPage, loadItemDetail } from './ItemDetails.tsx';
import type { ItemDetailData } from './ItemDetails.tsx';

export function loader(args: PageDataArgs): Promise<ItemDetailData> {
  return loadItemDetail('case', true, args);
}

/** /bussiness/details?id=<case id> — also ?kind=course|shipDigital|shipSecurity&id=… for those items. */
export default function CaseDetailsPage() {
  return <ItemDetailsPage loader={loader} titleKey="bussinessDetails" />;
}
