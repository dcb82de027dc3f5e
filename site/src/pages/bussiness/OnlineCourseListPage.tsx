import { PageIntro } from '../PageIntro.tsx';

/** Online course list (/bussiness/onlineCourseList). */
export default function OnlineCourseListPage() {
  return <PageIntro ns="bussiness" pageKey="onlineCourseList" />;
}
