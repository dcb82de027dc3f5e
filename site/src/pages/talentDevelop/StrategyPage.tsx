import { PageIntro } from '../PageIntro.tsx';

/** Talent strategy (/talentDevelop/strategy). */
export default function StrategyPage() {
  return <PageIntro ns="talentDevelop" pageKey="talentStrategy" />;
}
