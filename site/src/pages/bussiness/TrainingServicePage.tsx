import { PageIntro } from '../PageIntro.tsx';

/** Training services (/bussiness/trainingService). */
export default function TrainingServicePage() {
  return <PageIntro ns="bussiness" pageKey="trainingService" />;
}
