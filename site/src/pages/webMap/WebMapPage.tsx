import { PageIntro } from '../PageIntro.tsx';

/** Site map (/webMap). */
export default function WebMapPage() {
  return <PageIntro ns="general" pageKey="webMap" />;
}
