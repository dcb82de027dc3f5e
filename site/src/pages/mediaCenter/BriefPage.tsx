import { PageIntro } from '../PageIntro.tsx';

/** Brief / newsletter (/mediaCenter/mediaCenterBrief), Chinese only: the English route redirects to the media index. */
export default function BriefPage() {
  return <PageIntro ns="mediaCenter" pageKey="mediaCenterBrief" />;
}
