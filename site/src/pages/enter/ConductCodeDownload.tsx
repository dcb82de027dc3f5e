import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { useLocale, useLocalizePath } from '../../layout/locale-context.ts';
import { Section } from '../../pageKit/Hero.tsx';
import { conductCodeHref } from './conduct-code/content.ts';
import { DocIcon } from './icons.tsx';

/** The downloads section (business conduct code) shared by the company introduction and the declaration page. */
export function ConductCodeDownload({ linkText, tone }: { linkText: string; tone?: 'tint' }) {
  const { t } = useTranslation('enter');
  const locale = useLocale();
  const localize = useLocalizePath();
  return (
    <Section id="download" title={t('download.title')} lead={t('download.lead')} {...(tone ? { tone } : {})}>
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
        <Link to={localize('/behaviorDeclaration')}>{linkText} →</Link>
      </p>
    </Section>
  );
}
