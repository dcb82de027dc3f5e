import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { listBusinessItems } from '../../api/business.ts';
import type { BusinessItem } from '../../api/business.ts';
import { listFigures, pickFigures } from '../../api/company.ts';
import type { MarketingFigure } from '../../api/company.ts';
import { SalesRequestForm } from '../../forms/SalesRequestForm.tsx';
import { useLocalizePath } from '../../layout/locale-context.ts';
import { FigureList } from '../../pageKit/FigureList.tsx';
import { Hero, Section } from '../../pageKit/Hero.tsx';
import { usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { BUSINESS_LINES, LIST_PATHS, itemPath } from './lines.ts';
import type { BusinessLine } from './lines.ts';
import { ItemCard } from './ItemCard.tsx';
import './business.css';

export interface BusinessLineData {
  figures: MarketingFigure[];
  cases: BusinessItem[];
}

/** Figures and the line's three newest cases (each part empty when its call fails). */
export async function loadBusinessLine(key: BusinessLine['key'], { locale, signal }: PageDataArgs): Promise<BusinessLineData> {
  const line = BUSINESS_LINES[key];
  const [figures, cases] = await Promise.all([
    listFigures(locale, signal).catch(() => []),
    listBusinessItems(locale, 'case', { currentPage: 1, pageSize: 3, category: line.category }, signal).then(
      (p) => p.records,
      () => [],
    ),
  ]);
  return { figures, cases };
}

/** One business-line page: services, figures (API), service promises, cases, related lists and its forms. */
export function BusinessLinePage({
  lineKey,
  loader,
}: {
  lineKey: BusinessLine['key'];
  loader: (args: PageDataArgs) => Promise<BusinessLineData>;
}) {
  const { t } = useTranslation('bussiness');
  const localize = useLocalizePath();
  const line = BUSINESS_LINES[lineKey];
  const data = usePageData(loader);
  const services = t(`${lineKey}.services`, { returnObjects: true }) as { name: string; text: string }[];
  const promises = t('line.promises', { returnObjects: true }) as { value: string; text: string }[];
  const figures = pickFigures(data?.figures ?? [], line.figures);

  return (
    <div data-business-line={lineKey}>
      <Hero title={t(`${lineKey}.title`)} intro={t(`${lineKey}.intro`)} scene={line.scene}>
        <Link className="button button--primary" to={`${localize('/contactUs')}#enquiry`}>
          {t('line.contact')}
        </Link>
      </Hero>
      <Section id="services" title={t('line.servicesTitle')}>
        <ul className="kit-grid biz-services">
          {services.map((s, i) => (
            <li key={s.name} className="kit-card">
              <div className="kit-card__body">
                <span className="kit-icon" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="kit-card__title">{s.name}</h3>
                <p className="kit-card__text">{s.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      {figures.length > 0 ? (
        <Section id="figures" title={t('line.figuresTitle')} tone="dark">
          <FigureList figures={figures} />
        </Section>
      ) : null}
      <Section id="promises" title={t('line.promisesTitle')} tone="tint">
        <ul className="biz-promises">
          {promises.map((p) => (
            <li key={p.text}>
              <strong>{p.value}</strong>
              <span>{p.text}</span>
            </li>
          ))}
        </ul>
      </Section>
      {data && data.cases.length > 0 ? (
        <Section id="cases" title={t('line.casesTitle')}>
          <ul className="kit-grid kit-grid--wide biz-cards">
            {data.cases.map((item) => (
              <ItemCard key={item.id} item={item} href={localize(itemPath('case', item.id))} />
            ))}
          </ul>
          <p>
            <Link to={`${localize(LIST_PATHS.case)}?category=${line.category}`}>{t('line.casesMore')} →</Link>
          </p>
        </Section>
      ) : null}
      <Section id="more" title={t('line.moreTitle')} tone="tint">
        <ul className="biz-links">
          {line.lists.map((kind) => (
            <li key={kind}>
              <Link
                className="button"
                to={kind === 'case' ? `${localize(LIST_PATHS.case)}?category=${line.category}` : localize(LIST_PATHS[kind])}
              >
                {t(`lists.${kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      {line.forms.length > 0 ? (
        <Section id="forms" title={t('line.formsTitle')} lead={t('line.formsLead')}>
          <div className="biz-forms">
            {line.forms.map((kind) => (
              <SalesRequestForm key={kind} kind={kind} />
            ))}
          </div>
        </Section>
      ) : null}
    </div>
  );
}
