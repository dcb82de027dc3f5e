import { PageIntro } from '../PageIntro.tsx';

/** Company introduction (/enter): anchors #introduction, #develop; query flag 1-4 picks a development stage. */
export default function CompanyIntroPage() {
  return <PageIntro ns="enter" pageKey="enter" id="introduction" />;
}
