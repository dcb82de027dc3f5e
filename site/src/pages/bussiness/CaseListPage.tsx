import { PageIntro } from '../PageIntro.tsx';

/** Case list (/bussiness/bussinessList). */
export default function CaseListPage() {
  return <PageIntro ns="bussiness" pageKey="bussinessList" />;
}
