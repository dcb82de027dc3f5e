import { useLoaderData } from '../../router/render.tsx';
import type { PageLoaderArgs } from '../../lib/page-loader.ts';
import { loadHome } from './home-data.ts';
import type { HomeData } from './home-data.ts';
import { BannerSection } from './BannerSection.tsx';
import { AboutSection } from './AboutSection.tsx';
import { deferred } from '../../lib/deferred.tsx';
// The deferred sections' styles come with the page (their server HTML is shown before their chunk loads).
import '../../components/SectionTitle.css';
import './Home.css';
import './sections.css';
import './media-and-anchors.css';

/** Below the first screen: hydrated when near the viewport or at the first interaction (lib/deferred.tsx). */
const belowFold = () => import('./below-fold.ts');
const DevelopSection = deferred(() => belowFold().then((m) => m.DevelopSection), '#develop');
const BusinessSection = deferred(() => belowFold().then((m) => m.BusinessSection), '#company');
const PlatformSection = deferred(() => belowFold().then((m) => m.PlatformSection), '#platform');
const IndustrialSection = deferred(() => belowFold().then((m) => m.IndustrialSection), '#industrialInternet');
const MediaSection = deferred(() => belowFold().then((m) => m.MediaSection), '#mediaCenter');
// Shown only once the page is scrolled past the banner: the first scroll brings it in.
const AnchorMenu = deferred(() => belowFold().then((m) => m.AnchorMenu));

/** First-screen data of home: banners, recommended company news, marketing figures (see src/routes.tsx). */
export function loader(args: PageLoaderArgs): Promise<HomeData> {
  return loadHome(args);
}

const EMPTY: HomeData = { banners: [], news: [], figures: [] };

/**
 * Home (SPEC §2): banner, about us with mission/vision/values, development course, business lines, platform,
 * industrial internet, media centre, and the side anchor menu. Anchors: homebanner, aboutus, develop, company,
 * platform, industrialInternet, mediaCenter.
 */
export default function HomePage() {
  const data = useLoaderData<HomeData | null>() ?? EMPTY;
  return (
    <div className="home">
      <BannerSection banners={data.banners} />
      <AboutSection figures={data.figures} />
      <DevelopSection />
      <BusinessSection />
      <PlatformSection figures={data.figures} />
      <IndustrialSection figures={data.figures} />
      <MediaSection initial={data.news} />
      <AnchorMenu />
    </div>
  );
}
