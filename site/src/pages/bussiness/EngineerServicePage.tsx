import { PageIntro } from '../PageIntro.tsx';

/** Engineering technical services (/bussiness/engineerService). */
export default function EngineerServicePage() {
  return <PageIntro ns="bussiness" pageKey="engineerService" />;
}
