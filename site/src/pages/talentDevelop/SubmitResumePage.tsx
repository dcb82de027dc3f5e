import { PageIntro } from '../PageIntro.tsx';

/** Submit a CV (/talentDevelop/submitResume). */
export default function SubmitResumePage() {
  return <PageIntro ns="talentDevelop" pageKey="submitResume" />;
}
