import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocalizePath } from '../../layout/locale-context.ts';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import { conductCodeHref } from './conductCode/content.ts';
import { CheckIcon, DocIcon } from './icons.tsx';
import './enter.css';

/** Company declaration (/enter/declaration): principles, the business conduct code download, department declarations. */
export default function DeclarationPage() {
  const { t } = useTranslation('enter');
  const locale = useLocale();
  const localize = useLocalizePath();
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
      <Section id="download" title={t('download.title')} lead={t('download.lead')} tone="tint">
        <div className="download">
          <span className="download__name">
            <span className="kit-icon">
              <DocIcon />
            </span>
            <span>
              {t('download.conductCode')}
              <br />
              <small>{t('download.conductCodeMeta')}</small>
            </span>
          </span>
          <a className="button button--primary" href={conductCodeHref(locale)} download>
            {t('download.action')}
            <span className="visually-hidden"> {t('download.conductCode')}</span>
          </a>
        </div>
        <p>
          <Link to={localize('/behaviorDeclaration')}>{t('declarationPage.departmentsLink')} →</Link>
        </p>
      </Section>
    </>
  );
}
