import { useTranslation } from '../../i18n/translation.ts';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { MoreLink, PageLink } from './links.tsx';

const STAGES = [1, 2, 3, 4] as const;

/** #develop: the development course in four stages; a stage opens /enter?flag=<n>#develop. */
export function DevelopSection() {
  const { t } = useTranslation('homeSections');
  return (
    <section id="develop" className="home-section home-develop" data-later aria-labelledby="home-develop-title">
      <div className="home-container">
        <SectionTitle
          id="home-develop-title"
          eyebrow={t('develop.eyebrow')}
          title={t('develop.title')}
          action={<MoreLink to="/enter#develop" label={t('develop.title')} />}
        />
        <ol className="home-timeline">
          {STAGES.map((stage) => (
            <li key={stage} className="home-timeline__stage">
              <PageLink to={`/enter?flag=${stage}#develop`} className="home-timeline__link">
                <span className="home-timeline__dot" aria-hidden="true" />
                <span className="home-timeline__years">{t(`develop.stages.${stage}.years`)}</span>
                <span className="home-timeline__name">{t(`develop.stages.${stage}.name`)}</span>
                <span className="home-timeline__text">{t(`develop.stages.${stage}.text`)}</span>
              </PageLink>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
