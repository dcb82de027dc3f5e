import { useRef, useState } from 'react';
import { submitJobApplication } from '../api/forms.ts';
import { useLocale } from '../layout/locale-context.ts';
import { FileField, Honeypot, SelectField, TextField } from './fields.tsx';
import { CITY_CODES, LIMITS, RESUME_ACCEPT, validateResume } from '../../../common/form-rules.ts';
import type { ApplicantInput } from '../../../common/form-rules.ts';
import { useFormSubmit } from './useFormSubmit.ts';

interface ResumeFormProps {
  /** The position applied for (apply dialog); none for an open application. */
  jobId?: number;
  jobTitle?: string;
  onDone?: () => void;
}

const EMPTY: ApplicantInput = { name: '', mobile: '', currentCity: '', preferredCity: '' };
const digits = (typed: string) => typed.replace(/\D/g, '');

/**
 * Job application with a resume file (SPEC §3/§5): file required, doc/docx/pdf, at most 6 MB; name 2-10
 * characters; mobile up to 11 digits; current city 2-100 characters; preferred city one of six. The upload
 * shows its progress (XMLHttpRequest upload events). The file is the one the input holds when the form is sent
 * (picked before hydration too).
 */
export function ResumeForm({ jobId, jobTitle, onDone }: ResumeFormProps) {
  const locale = useLocale();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const pickedFile = () => fileRef.current?.files?.[0] ?? null;
  const { t, formRef, errors, sending, onSubmit } = useFormSubmit({
    empty: EMPTY,
    validate: (v) => validateResume({ ...v, file: pickedFile() }),
    send: (v, website) => {
      const file = pickedFile()!;
      const form = new FormData();
      if (jobId) form.append('jobId', String(jobId));
      form.append('name', v.name.trim());
      form.append('mobile', v.mobile.trim());
      form.append('currentCity', v.currentCity.trim());
      form.append('preferredCity', v.preferredCity);
      form.append('website', website);
      form.append('resume', file, file.name);
      setProgress(0);
      return submitJobApplication(locale, form, setProgress);
    },
    successKey: 'success.resume',
    onSuccess: onDone,
  });

  return (
    <form ref={formRef} className="form-grid" noValidate onSubmit={onSubmit} data-form="resume" aria-label={t('resume.title')}>
      {jobTitle ? <p className="form-note">{t('resume.position', { title: jobTitle })}</p> : null}
      <FileField
        id="resume"
        label={t('field.resume')}
        accept={RESUME_ACCEPT}
        inputRef={fileRef}
        error={errors.resume}
        hint={t('hint.resume')}
        required
        full
      />
      <TextField
        id="name"
        label={t('field.name')}
        error={errors.name}
        maxLength={LIMITS.name.max}
        autoComplete="name"
        required
        hint={t('hint.name')}
      />
      <TextField
        id="mobile"
        label={t('field.mobile')}
        type="tel"
        keep={digits}
        error={errors.mobile}
        maxLength={LIMITS.mobileDigits}
        autoComplete="tel"
        inputMode="numeric"
        required
        hint={t('hint.mobile')}
      />
      <TextField
        id="currentCity"
        label={t('field.currentCity')}
        error={errors.currentCity}
        maxLength={LIMITS.currentCity.max}
        autoComplete="address-level2"
        required
      />
      <SelectField
        id="preferredCity"
        label={t('field.preferredCity')}
        placeholder={t('selectPlaceholder')}
        options={CITY_CODES.map((value) => ({ value, label: t(`city.${value}`) }))}
        error={errors.preferredCity}
        required
      />
      <Honeypot />
      {sending ? (
        <div className="form-progress form-field--full">
          <label htmlFor="resume-progress">{t('resume.uploading')}</label>
          <progress id="resume-progress" max={100} value={Math.round(progress * 100)} />
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('submitting') : t('resume.submit')}
        </button>
      </div>
    </form>
  );
}
