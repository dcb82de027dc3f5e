import { PageIntro } from '../PageIntro.tsx';

/** Supply chain management (/bussiness/supplyChainManagement). */
export default function SupplyChainManagementPage() {
  return <PageIntro ns="bussiness" pageKey="supplyChainManagement" />;
}
