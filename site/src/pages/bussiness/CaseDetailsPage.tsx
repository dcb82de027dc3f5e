import { PageIntro } from '../PageIntro.tsx';

/** Case detail (/bussiness/details). */
export default function CaseDetailsPage() {
  return <PageIntro ns="bussiness" pageKey="bussinessDetails" />;
}
