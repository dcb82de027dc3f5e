import { PageIntro } from '../PageIntro.tsx';

/** Expert opinion detail (/bussiness/expertOpinionDetails). */
export default function ExpertOpinionDetailsPage() {
  return <PageIntro ns="bussiness" pageKey="expertOpinionDetails" />;
}
