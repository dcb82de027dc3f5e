import { useTranslation } from '../../i18n/translation.ts';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { FigureList } from './links.tsx';
import { pickFigures } from './home-data.ts';
import type { Figure } from './home-data.ts';
import devices from '../../assets/home/platform-devices.svg';

const PLATFORM_FIGURES = ['platformSkus', 'spareParts', 'suppliers', 'ports', 'countries'] as const;

/** #platform: the services marketplace on PC and app, with its counts from the figures table. */
export function PlatformSection({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation('homeSections');
  return (
    <section id="platform" className="home-section home-platform" data-later aria-labelledby="home-platform-title">
      <div className="home-container home-platform__grid">
        <div>
          <SectionTitle id="home-platform-title" eyebrow={t('platform.eyebrow')} title={t('platform.title')} />
          <p className="home-platform__text">{t('platform.text')}</p>
          <ul className="home-platform__cards">
            {(['pc', 'app'] as const).map((key) => (
              <li key={key} className="home-platform__card">
                <h3>{t(`platform.${key}.name`)}</h3>
                <p>{t(`platform.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <FigureList className="home-figures--platform" figures={pickFigures(figures, PLATFORM_FIGURES)} />
        </div>
        <img className="home-platform__image" src={devices} alt="" width={800} height={500} loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
