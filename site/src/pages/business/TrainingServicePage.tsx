import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { BusinessLinePage, loadBusinessLine } from './BusinessLine.tsx';
import type { BusinessLineData } from './BusinessLine.tsx';

export function loader(args: PageDataArgs): Promise<BusinessLineData> {
  return loadBusinessLine('trainingService', args);
}

/** /bussiness/trainingService */
export default function TrainingServicePage() {
  return <BusinessLinePage lineKey="trainingService" loader={loader} />;
}
