import { useTranslation } from '../../i18n/translation.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { listBranches } from '../../api/company.ts';
import type { Branch } from '../../api/company.ts';
import { EnquiryForm } from '../../forms/EnquiryForm.tsx';
import { EmptyState, Hero, Loading, Section } from '../../pageKit/Hero.tsx';
import { usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import './contact.css';

export async function loader({ locale, signal }: PageDataArgs): Promise<{ branches: Branch[] | null }> {
  try {
    return { branches: await listBranches(locale, signal) };
  } catch {
    return { branches: null };
  }
}

/** Contact page (/contactUs): hotline, service promises, branch addresses and the enquiry form. */
export default function ContactUsPage() {
  const { t } = useTranslation('general');
  const ft = useTranslation('forms').t;
  const data = usePageData(loader);
  const settings = useSiteSettings();
  return (
    <>
      <Hero title={t('contactUs.title')} intro={t('contactUs.intro')} scene="port-3" />
      <Section id="hotline">
        <div className="contact-top">
          <dl className="contact-lines">
            <div>
              <dt>{t('contact.hotline')}</dt>
              <dd>
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </dd>
            </div>
          </dl>
          <ul className="contact-promises" aria-label={t('contact.promisesLabel')}>
            {(t('contact.promises', { returnObjects: true }) as string[]).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="branches" title={t('contact.branchesTitle')} lead={t('contact.branchesLead')} tone="tint">
        {!data ? (
          <Loading label={ft('loading')} />
        ) : !data.branches || data.branches.length === 0 ? (
          <EmptyState text={data.branches ? ft('noData') : ft('loadFailed')} />
        ) : (
          <ul className="kit-grid contact-branches">
            {data.branches.map((b) => (
              <li key={b.id} className="kit-card">
                <img className="kit-card__img" src={`/api/media/port-${20 + b.id}.svg`} alt="" width="1200" height="500" loading="lazy" />
                <div className="kit-card__body">
                  <h3 className="kit-card__title">{b.name}</h3>
                  <p className="kit-card__text">
                    <span className="visually-hidden">{t('contact.address')}: </span>
                    {b.address}
                  </p>
                  <p className="kit-card__text">
                    {t('contact.phone')}: <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>{b.phone}</a>
                  </p>
                  <p className="kit-card__text">
                    {t('contact.email')}: <a href={`mailto:${b.email}`}>{b.email}</a>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="enquiry" title={t('contact.formTitle')} lead={t('contact.formLead')}>
        <div className="form-card">
          <EnquiryForm />
        </div>
      </Section>
    </>
  );
}
