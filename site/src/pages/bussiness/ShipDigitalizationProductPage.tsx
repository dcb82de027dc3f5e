import { PageIntro } from '../PageIntro.tsx';

/** Ship digital products (/bussiness/shipDigitalizationProduct). */
export default function ShipDigitalizationProductPage() {
  return <PageIntro ns="bussiness" pageKey="shipDigitalizationProduct" />;
}
