import { PageIntro } from '../PageIntro.tsx';

/** Ship digital solutions list (/bussiness/shipDigitalList). */
export default function ShipDigitalListPage() {
  return <PageIntro ns="bussiness" pageKey="shipDigitalList" />;
}
