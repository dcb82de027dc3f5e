import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { BusinessLinePage, loadBusinessLine } from './BusinessLine.tsx';
import type { BusinessLineData } from './BusinessLine.tsx';

export function loader(args: PageDataArgs): Promise<BusinessLineData> {
  return loadBusinessLine('gmscare', args);
}

/** /bussiness/gmscare */
export default function GmscarePage() {
  return <BusinessLinePage lineKey="gmscare" loader={loader} />;
}
