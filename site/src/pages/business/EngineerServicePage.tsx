import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { BusinessLinePage, loadBusinessLine } from './BusinessLine.tsx';
import type { BusinessLineData } from './BusinessLine.tsx';

export function loader(args: PageDataArgs): Promise<BusinessLineData> {
  return loadBusinessLine('engineerService', args);
}

/** /bussiness/engineerService */
export default function EngineerServicePage() {
  return <BusinessLinePage lineKey="engineerService" loader={loader} />;
}
