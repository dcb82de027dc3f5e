import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.ts';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { MoreLink, PageLink } from './links.tsx';
import business1 from '../../assets/home/business-1.svg';
import business2 from '../../assets/home/business-2.svg';
import business3 from '../../assets/home/business-3.svg';
import business4 from '../../assets/home/business-4.svg';
import business5 from '../../assets/home/business-5.svg';
import business6 from '../../assets/home/business-6.svg';

/** Service pages of the six business lines (SPEC §2), in display order 1-6. */
const BUSINESS_LINES = [
  { id: 1, path: '/bussiness/engineerService', image: 'business-1' },
  { id: 2, path: '/bussiness/greenDecarbonization', image: 'business-2' },
  { id: 3, path: '/bussiness/supplyChainManagement', image: 'business-3' },
  { id: 4, path: '/bussiness/shipDigitalizationProduct', image: 'business-4' },
  { id: 5, path: '/bussiness/gmscare', image: 'business-5' },
  { id: 6, path: '/bussiness/trainingService', image: 'business-6' },
] as const;

const IMAGES = [business1, business2, business3, business4, business5, business6];

/**
 * #company: the six business lines. Hovering (or focusing) a line shows its picture behind the section;
 * a line opens its service page in a new tab; 'more' opens /bussiness.
 */
export function BusinessSection() {
  const { t } = useTranslation('homeSections');
  const [active, setActive] = useState(0);
  return (
    <section id="company" className="home-section home-business" data-theme="dark" data-later aria-labelledby="home-business-title">
      <div
        className="home-business__backdrop"
        aria-hidden="true"
        data-image={BUSINESS_LINES[active]?.image}
        style={{ backgroundImage: `url(${IMAGES[active]})` }}
      />
      <div className="home-container home-business__inner">
        <SectionTitle
          inverse
          id="home-business-title"
          eyebrow={t('business.eyebrow')}
          title={t('business.title')}
          action={<MoreLink inverse to="/bussiness" label={t('business.eyebrow')} />}
        />
        <ul className="home-business__list">
          {BUSINESS_LINES.map((line, index) => (
            <li key={line.id} onMouseEnter={() => setActive(index)} onFocus={() => setActive(index)}>
              <PageLink newTab to={line.path} className={`home-business__item${index === active ? ' is-active' : ''}`}>
                <span className="home-business__index" aria-hidden="true">
                  0{line.id}
                </span>
                <span className="home-business__name">{t(`business.items.${line.id}.name`)}</span>
                <span className="home-business__text">{t(`business.items.${line.id}.text`)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
