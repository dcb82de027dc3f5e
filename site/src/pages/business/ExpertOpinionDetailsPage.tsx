import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { ItemDetailsPage, loadItemDetail } from './ItemDetails.tsx';
import type { ItemDetailData } from './ItemDetails.tsx';

export function loader(args: PageDataArgs): Promise<ItemDetailData> {
  return loadItemDetail('expertOpinion', false, args);
}

/** /bussiness/expertOpinionDetails?id=<expert opinion id> */
export default function ExpertOpinionDetailsPage() {
  return <ItemDetailsPage loader={loader} titleKey="expertOpinionDetails" />;
}
