import { useTranslation } from '../../i18n/translation.ts';
import { ResumeForm } from '../../forms/ResumeForm.tsx';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import './talent.css';

/** /talentDevelop/submitResume: the open application with resume upload. */
export default function SubmitResumePage() {
  const { t } = useTranslation('talentDevelop');
  const ft = useTranslation('forms').t;
  return (
    <>
      <Hero title={t('submitResume.title')} intro={t('submitResume.intro')} scene="training-33" />
      <Section id="resume" lead={t('resumePage.lead')}>
        <div className="resume-layout">
          <div className="form-card">
            <h2 className="form-card__title">{ft('resume.title')}</h2>
            <ResumeForm />
          </div>
          <aside className="resume-steps" aria-labelledby="steps-title">
            <h2 id="steps-title">{t('resumePage.stepsTitle')}</h2>
            <ol>
              {(t('resumePage.steps', { returnObjects: true }) as string[]).map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </aside>
        </div>
      </Section>
    </>
  );
}
