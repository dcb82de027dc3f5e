import { PageIntro } from '../PageIntro.tsx';

/** Green and low-carbon retrofits (/bussiness/greenDecarbonization). */
export default function GreenDecarbonizationPage() {
  return <PageIntro ns="bussiness" pageKey="greenDecarbonization" />;
}
