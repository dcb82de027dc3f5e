import { PageIntro } from '../PageIntro.tsx';

/** Industry news (/mediaCenter/mediaCenterIndustry). */
export default function IndustryNewsPage() {
  return <PageIntro ns="mediaCenter" pageKey="mediaCenterIndustry" />;
}
