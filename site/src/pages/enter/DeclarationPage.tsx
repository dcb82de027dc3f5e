import { useTranslation } from '../../i18n/translation.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import { ConductCodeDownload } from './ConductCodeDownload.tsx';
import { CheckIcon } from './icons.tsx';
import './enter.css';

/** Company declaration (/enter/declaration): principles, the business conduct code download, department declarations. */
export default function DeclarationPage() {
  const { t } = useTranslation('enter');
  return (
    <>
      <Hero title={t('declaration.title')} intro={t('declaration.intro')} scene="port-4" />
      <Section id="principles" title={t('declarationPage.principlesTitle')} lead={t('declarationPage.lead')}>
        <ul className="honor-list">
          {(t('declarationPage.principles', { returnObjects: true }) as string[]).map((p) => (
            <li key={p}>
              <span className="kit-icon">
                <CheckIcon />
              </span>
              {p}
            </li>
          ))}
        </ul>
      </Section>
      <ConductCodeDownload linkText={t('declarationPage.departmentsLink')} tone="tint" />
    </>
  );
}
