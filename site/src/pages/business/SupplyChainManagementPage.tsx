import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { BusinessLinePage, loadBusinessLine } from './BusinessLine.tsx';
import type { BusinessLineData } from './BusinessLine.tsx';

export function loader(args: PageDataArgs): Promise<BusinessLineData> {
  return loadBusinessLine('supplyChainManagement', args);
}

/** /bussiness/supplyChainManagement */
export default function SupplyChainManagementPage() {
  return <BusinessLinePage lineKey="supplyChainManagement" loader={loader} />;
}
