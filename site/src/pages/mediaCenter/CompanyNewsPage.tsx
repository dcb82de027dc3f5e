import { PageIntro } from '../PageIntro.tsx';

/** Company news, the media centre index (/mediaCenter). */
export default function CompanyNewsPage() {
  return <PageIntro ns="mediaCenter" pageKey="mediaCenterNews" />;
}
