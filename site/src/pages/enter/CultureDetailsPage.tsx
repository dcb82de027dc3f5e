import { useTranslation } from '../../i18n/translation.ts';
import { Hero } from '../../pageKit/Hero.tsx';
import { TextBlock } from '../../pageKit/Hero.tsx';
import { CULTURE_TOPICS, cultureAnchor } from './culture.ts';
import './enter.css';

/** Culture details (/enter/cultureDetails): nine topics, anchors #culturemMission, #culturemVision, #culturemValues, … */
export default function CultureDetailsPage() {
  const { t } = useTranslation('enter');
  return (
    <>
      <Hero title={t('cultureDetails.title')} intro={t('cultureDetails.intro')} scene="port-9" />
      <div className="kit-section">
        <div className="kit-section__inner culture-detail">
          <nav aria-label={t('details.nav')}>
            <ul>
              {CULTURE_TOPICS.map((key) => (
                <li key={key}>
                  <a href={`#${cultureAnchor(key)}`}>{t(`details.sections.${key}.title`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            {CULTURE_TOPICS.map((key) => (
              <article key={key} id={cultureAnchor(key)} aria-labelledby={`${cultureAnchor(key)}-title`}>
                <h2 id={`${cultureAnchor(key)}-title`}>{t(`details.sections.${key}.title`)}</h2>
                <TextBlock text={t(`details.sections.${key}.text`)} />
              </article>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
