import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { BusinessLinePage, loadBusinessLine } from './BusinessLine.tsx';
import type { BusinessLineData } from './BusinessLine.tsx';

export function loader(args: PageDataArgs): Promise<BusinessLineData> {
  return loadBusinessLine('shipDigitalizationProduct', args);
}

/** /bussiness/shipDigitalizationProduct */
export default function ShipDigitalizationProductPage() {
  return <BusinessLinePage lineKey="shipDigitalizationProduct" loader={loader} />;
}
