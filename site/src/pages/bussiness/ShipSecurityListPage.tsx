import { PageIntro } from '../PageIntro.tsx';

/** Ship cyber resilience list (/bussiness/shipSecurityList). */
export default function ShipSecurityListPage() {
  return <PageIntro ns="bussiness" pageKey="shipSecurityList" />;
}
