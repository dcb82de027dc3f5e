import { useLoaderData } from '../../router/render.tsx';
import type { PageLoaderArgs } from '../../lib/page-loader.ts';
import { loadHome } from './home-data.ts';
import type { HomeData } from './home-data.ts';
import { BannerSection } from './BannerSection.tsx';
import { AboutSection } from './AboutSection.tsx';
import { DevelopSection } from './DevelopSection.tsx';
import { BusinessSection } from './BusinessSection.tsx';
import { PlatformSection } from './PlatformSection.tsx';
import { IndustrialSection } from './IndustrialSection.tsx';
import { MediaSection } from './MediaSection.tsx';
import { AnchorMenu } from './AnchorMenu.tsx';
import './Home.css';

/** First-screen data of home: banners, recommended company news, marketing figures (notes/site.md). */
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
  const data = (useLoaderData() as HomeData | null) ?? EMPTY;
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
