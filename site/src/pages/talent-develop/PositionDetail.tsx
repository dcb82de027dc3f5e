import { useState } from 'react';
import { Link } from '../../router/Link.tsx';
import { useTranslation } from '../../i18n/translation.ts';
import type { JobPositionDetail } from '../../api/jobs.ts';
import { ResumeForm } from '../../forms/ResumeForm.tsx';
import { Dialog } from '../../pageKit/Dialog.tsx';
import { EmptyState, TextBlock } from '../../pageKit/Hero.tsx';

/** A position (SPEC §3 display fields) with 'apply now' opening the resume form in a dialog. */
export function PositionDetail({ job, backHref }: { job: JobPositionDetail | null; backHref: string }) {
  const { t } = useTranslation('talentDevelop');
  const [applying, setApplying] = useState(false);
  if (!job) {
    return (
      <>
        <EmptyState text={t('position.notFound')} />
        <p style={{ textAlign: 'center' }}>
          <Link className="button" to={backHref}>
            {t('position.back')}
          </Link>
        </p>
      </>
    );
  }
  const facts: [string, string][] = [
    ['city', job.cityName],
    ['type', job.positionTypeName],
    ['education', job.education],
    ['experience', job.experience],
    ['salary', job.salaryRange],
    ['published', job.publishedAt.slice(0, 10)],
    ['updated', job.updatedAt.slice(0, 10)],
  ];
  return (
    <article className="kit-detail job-detail" data-job-id={job.id}>
      <Link className="kit-back" to={backHref}>
        ← {t('position.back')}
      </Link>
      <h2 className="job-detail__title">{job.title}</h2>
      <dl className="job-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`position.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('position.responsibilities')}</h3>
      <TextBlock text={job.responsibilities} />
      <h3>{t('position.requirements')}</h3>
      <TextBlock text={job.requirements} />
      <h3>{t('position.contact')}</h3>
      <p>
        {job.contactPerson} · <a href={`tel:${job.contactPhone.replace(/[^\d+]/g, '')}`}>{job.contactPhone}</a>
      </p>
      <button type="button" className="button button--primary" onClick={() => setApplying(true)}>
        {t('position.apply')}
      </button>
      <Dialog open={applying} title={t('position.applyTitle', { title: job.title })} onClose={() => setApplying(false)}>
        <ResumeForm jobId={job.id} jobTitle={job.title} onDone={() => setApplying(false)} />
      </Dialog>
    </article>
  );
}
