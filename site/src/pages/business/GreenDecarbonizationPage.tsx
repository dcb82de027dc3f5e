import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { BusinessLinePage, loadBusinessLine } from './BusinessLine.tsx';
import type { BusinessLineData } from './BusinessLine.tsx';

export function loader(args: PageDataArgs): Promise<BusinessLineData> {
  return loadBusinessLine('greenDecarbonization', args);
}

/** /bussiness/greenDecarbonization */
export default function GreenDecarbonizationPage() {
  return <BusinessLinePage lineKey="greenDecarbonization" loader={loader} />;
}
