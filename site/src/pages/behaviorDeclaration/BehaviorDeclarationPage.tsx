import { PageIntro } from '../PageIntro.tsx';

/** Conduct declarations per department (/behaviorDeclaration). */
export default function BehaviorDeclarationPage() {
  return <PageIntro ns="general" pageKey="behaviorDeclaration" />;
}
