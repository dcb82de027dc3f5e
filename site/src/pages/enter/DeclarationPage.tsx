import { PageIntro } from '../PageIntro.tsx';

/** Company declaration (/enter/declaration). */
export default function DeclarationPage() {
  return <PageIntro ns="enter" pageKey="declaration" />;
}
