import { PageIntro } from '../PageIntro.tsx';

/** Laboratory testing (/bussiness/gmscare). */
export default function GmscarePage() {
  return <PageIntro ns="bussiness" pageKey="gmscare" />;
}
