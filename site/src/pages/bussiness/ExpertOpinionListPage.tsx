import { PageIntro } from '../PageIntro.tsx';

/** Expert opinion list (/bussiness/expertOpinionList). */
export default function ExpertOpinionListPage() {
  return <PageIntro ns="bussiness" pageKey="expertOpinionList" />;
}
