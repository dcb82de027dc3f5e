import { useTranslation } from '../../i18n/translation.ts';
import { FigureList, MoreLink, PageLink } from './links.tsx';
import { pickFigures } from './home-data.ts';
import type { Figure } from './home-data.ts';

const ABOUT_FIGURES = ['founded', 'staff', 'engineers', 'customers', 'services', 'patents'] as const;
const PROMISE_FIGURES = ['quotationHours', 'supportHours', 'warrantyMonths'] as const;

const CULTURE = [
  { key: 'mission', hash: 'culturemMission', icon: 'M12 2 4 6v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10V6z' },
  { key: 'vision', hash: 'culturemVision', icon: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z' },
  { key: 'values', hash: 'culturemValues', icon: 'm12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z' },
] as const;

/** #aboutus: company profile, key figures and service promises (from the figures table), mission/vision/values tiles. */
export function AboutSection({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation('home');
  return (
    <section id="aboutus" className="home-section home-about" aria-labelledby="home-about-title">
      <div className="home-container home-about__grid">
        <div className="home-about__text">
          <p className="section-title__eyebrow">{t('about.eyebrow')}</p>
          <h2 id="home-about-title" className="home-about__title">
            {t('about.title')}
          </h2>
          <p>{t('about.text')}</p>
          <FigureList className="home-figures--promises" figures={pickFigures(figures, PROMISE_FIGURES)} />
          <MoreLink to="/enter#introduction" label={t('moreAbout')} />
        </div>
        <FigureList className="home-figures--about" figures={pickFigures(figures, ABOUT_FIGURES)} />
      </div>
      <div className="home-container">
        <h3 className="visually-hidden">{t('culture.title')}</h3>
        <ul className="home-culture">
          {CULTURE.map((item) => (
            <li key={item.key}>
              <PageLink to={`/enter/cultureDetails#${item.hash}`} className="home-culture__tile">
                <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                </svg>
                <span className="home-culture__name">{t(`culture.${item.key}.name`)}</span>
                <span className="home-culture__text">{t(`culture.${item.key}.text`)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
