import { PageIntro } from '../PageIntro.tsx';

/** Home (SPEC §2): banner, about us, development course, business lines, platform, industrial internet, media centre. */
export default function HomePage() {
  return <PageIntro ns="home" pageKey="home" id="homebanner" />;
}
