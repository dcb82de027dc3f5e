import { useTranslation } from '../../i18n/translation.ts';
import { Link } from '../../router/Link.tsx';
import { Carousel } from '../../components/Carousel.tsx';
import { useLocalizePath } from '../../layout/locale-context.ts';
import { bannerTarget } from './home-data.ts';
import type { Banner } from './home-data.ts';

/** SPEC §9: banner autoplay delay. */
export const BANNER_DELAY_MS = 4000;

/** #homebanner: the banner carousel with the page heading over it; a banner opens its target in a new tab. */
export function BannerSection({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const localize = useLocalizePath();

  const slides = banners.map((banner, index) => {
    const image = (
      <img
        className="home-banner__image"
        src={banner.bannerUrl}
        alt={t('banner.slideAlt', { index: index + 1 })}
        width={1200}
        height={500}
        // the first slide is the page's largest paint: decoded with the first frame, not after it
        {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    );
    const target = bannerTarget(banner);
    const hint = <span className="visually-hidden">{t('newTab')}</span>;
    const content = !target ? (
      image
    ) : target.kind === 'internal' ? (
      <Link className="home-banner__link" to={localize(target.href)} target="_blank" rel="noopener" data-banner-id={banner.id}>
        {image}
        {hint}
      </Link>
    ) : (
      <a className="home-banner__link" href={target.href} target="_blank" rel="noopener noreferrer" data-banner-id={banner.id}>
        {image}
        {hint}
      </a>
    );
    return { key: banner.id, content };
  });

  const heading = (
    <div className="home-banner__text">
      <h1 className="home-banner__title">{t('home.title')}</h1>
      <p className="home-banner__intro">{t('home.intro')}</p>
    </div>
  );

  return (
    <div id="homebanner" className="home-banner" data-theme="dark">
      {slides.length ? (
        <Carousel
          className="home-banner__carousel"
          slides={slides}
          delay={BANNER_DELAY_MS}
          overlay={heading}
          texts={{
            label: t('banner.label'),
            slide: (index, total) => t('banner.slide', { index, total }),
            previous: t('banner.previous'),
            next: t('banner.next'),
            pause: t('banner.pause'),
            play: t('banner.play'),
            goTo: (index) => t('banner.goTo', { index }),
          }}
        />
      ) : (
        <div className="home-banner__fallback">{heading}</div>
      )}
    </div>
  );
}
