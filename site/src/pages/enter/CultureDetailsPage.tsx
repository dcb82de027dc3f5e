import { PageIntro } from '../PageIntro.tsx';

/** Culture details (/enter/cultureDetails): anchors #culturemMission, #culturemVision, #culturemValues. */
export default function CultureDetailsPage() {
  return <PageIntro ns="enter" pageKey="cultureDetails" />;
}
