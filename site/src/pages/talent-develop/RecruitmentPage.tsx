import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../../router/Link.tsx';
import { useRouteMatches } from '../../router/render.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import { getJob, jobOptions, listJobs } from '../../api/jobs.ts';
import type { JobOptions, JobPosition, JobPositionDetail, RecruitmentMode } from '../../api/jobs.ts';
import type { PageOf } from '../../api/paging.ts';
import { useLocale, useLocalizePath } from '../../layout/locale-context.ts';
import { deepestHandle } from '../../lib/meta.ts';
import { EmptyState, Hero, Loading, Section } from '../../pageKit/Hero.tsx';
import { Pagination } from '../../pageKit/Pagination.tsx';
import { intParam, useLatestRequest, useOverridable, usePageData } from '../../pageKit/page-data.ts';
import type { PageDataArgs } from '../../pageKit/page-data.ts';
import { PositionDetail } from './PositionDetail.tsx';
import './talent.css';

export const JOB_PAGE_SIZE = 10;

export interface RecruitmentData {
  mode: RecruitmentMode;
  options: JobOptions;
  page: PageOf<JobPosition> | null;
  /** ?jobId=… shows that position (null when asked for and not found). */
  job: JobPositionDetail | null;
  jobId: number | null;
}

function modeOf(url: URL): RecruitmentMode {
  return url.pathname.endsWith('/campus') ? 2 : 1;
}

export async function loader({ locale, url, signal }: PageDataArgs): Promise<RecruitmentData> {
  const mode = modeOf(url);
  const jobId = intParam(url, 'jobId');
  const [options, page, job] = await Promise.all([
    jobOptions(locale, signal).catch(() => ({ cities: [], positionTypes: [] })),
    jobId ? Promise.resolve(null) : listJobs(locale, { mode, currentPage: 1, pageSize: JOB_PAGE_SIZE }, signal).catch(() => null),
    jobId ? getJob(locale, jobId, signal).catch(() => null) : Promise.resolve(null),
  ]);
  return { mode, options, page, job, jobId };
}

/**
 * The one recruitment screen behind /talentDevelop/social (mode 1) and /talentDevelop/campus (mode 2):
 * mode tabs, filters by city and position type, keyword search, paging; ?jobId= shows a position with its
 * apply dialog.
 */
export default function RecruitmentPage() {
  const { t } = useTranslation('talentDevelop');
  const ft = useTranslation('forms').t;
  const locale = useLocale();
  const localize = useLocalizePath();
  const mode: RecruitmentMode = deepestHandle(useRouteMatches().map((match) => match.route))?.mode ?? 1;
  const data = usePageData(loader);
  const [page, setPage] = useOverridable<PageOf<JobPosition> | null>(data?.page ?? null);
  const [city, setCity] = useState('');
  const [positionType, setPositionType] = useState('');
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const latest = useLatestRequest();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const modePath = (m: RecruitmentMode) => localize(m === 2 ? '/talentDevelop/campus' : '/talentDevelop/social');

  const load = async (filters: { city: string; positionType: string; keyword: string }, currentPage = 1) => {
    setBusy(true);
    await latest(
      () => listJobs(locale, { mode, currentPage, pageSize: JOB_PAGE_SIZE, ...filters }).catch(() => null),
      (result) => {
        setPage(result);
        setBusy(false);
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void load({ city, positionType, keyword });
  };

  const titleKey = mode === 2 ? 'talentCampus' : 'talentSocial';
  if (data?.jobId) {
    return (
      <>
        <Hero title={t(`${titleKey}.title`)} intro={t(`${titleKey}.intro`)} scene="port-31" />
        <Section>
          <PositionDetail job={data.job} backHref={modePath(mode)} />
        </Section>
      </>
    );
  }

  return (
    <div data-recruitment-mode={mode}>
      <Hero title={t(`${titleKey}.title`)} intro={t(`${titleKey}.intro`)} scene="port-31" />
      <Section id="positions" title={t('recruitment.title')}>
        <nav aria-label={t('recruitment.modesLabel')}>
          <ul className="kit-tabs">
            {([1, 2] as const).map((m) => (
              <li key={m}>
                <Link className="kit-tab" to={modePath(m)} aria-current={m === mode ? 'page' : undefined}>
                  {t(m === 2 ? 'recruitment.campus' : 'recruitment.social')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <form className="job-filters" role="search" aria-label={t('recruitment.filtersLabel')} onSubmit={onSubmit}>
          <div className="job-filters__field">
            <label htmlFor={`${ids}-city`}>{t('recruitment.city')}</label>
            <select
              id={`${ids}-city`}
              name="city"
              className="kit-select"
              value={city}
              onChange={(e) => {
                setCity(e.target.value);
                void load({ city: e.target.value, positionType, keyword });
              }}
            >
              <option value="">{t('recruitment.allCities')}</option>
              {data?.options.cities.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${ids}-type`}>{t('recruitment.positionType')}</label>
            <select
              id={`${ids}-type`}
              name="positionType"
              className="kit-select"
              value={positionType}
              onChange={(e) => {
                setPositionType(e.target.value);
                void load({ city, positionType: e.target.value, keyword });
              }}
            >
              <option value="">{t('recruitment.allTypes')}</option>
              {data?.options.positionTypes.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__field job-filters__field--grow">
            <label htmlFor={`${ids}-keyword`}>{t('recruitment.keyword')}</label>
            <input
              id={`${ids}-keyword`}
              name="keyword"
              type="search"
              className="kit-input"
              maxLength={100}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </div>
          <div className="job-filters__actions">
            <button type="submit" className="button button--primary">
              {t('recruitment.search')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setCity('');
                setPositionType('');
                setKeyword('');
                void load({ city: '', positionType: '', keyword: '' });
              }}
            >
              {t('recruitment.reset')}
            </button>
          </div>
        </form>
        {!data ? (
          <Loading label={ft('loading')} />
        ) : !page ? (
          <EmptyState text={ft('loadFailed')} />
        ) : (
          <>
            <p className="job-count" role="status">
              {t('recruitment.count', { count: page.total })}
            </p>
            {page.records.length === 0 ? (
              <EmptyState text={ft('noData')} />
            ) : (
              <ul className="job-list" aria-busy={busy} data-job-list={mode}>
                {page.records.map((job) => (
                  <li key={job.id} className="job-item" data-city={job.city} data-position-type={job.positionType}>
                    <div>
                      <h3 className="job-item__title">
                        <Link to={`${modePath(mode)}?jobId=${job.id}`}>{job.title}</Link>
                      </h3>
                      <p className="job-item__meta">
                        <span>{job.cityName}</span>
                        <span>{job.positionTypeName}</span>
                        <span>{job.education}</span>
                        <span>{job.experience}</span>
                      </p>
                    </div>
                    <div className="job-item__side">
                      <strong className="job-item__salary">{job.salaryRange}</strong>
                      <span className="kit-card__meta">{t('recruitment.published', { date: job.publishedAt.slice(0, 10) })}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              current={page.current}
              total={page.total}
              size={page.size}
              onChange={(n) => void load({ city, positionType, keyword }, n)}
            />
          </>
        )}
        <p className="job-open">
          {t('recruitment.openApplication')} <Link to={localize('/talentDevelop/submitResume')}>{t('recruitment.submitResume')} →</Link>
        </p>
      </Section>
    </div>
  );
}
