import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitJobApplication } from '../api/forms.ts';
import { useLocale } from '../layout/locale-context.ts';
import { toast } from '../toast/toast.ts';
import { FieldShell, Honeypot, SelectField, TextField, fieldA11y, focusFirstInvalid } from './fields.tsx';
import { CITY_CODES, LIMITS, RESUME_ACCEPT, validateResume } from './rules.ts';
import { reportRuleErrors, reportServerError } from './submit.ts';
import type { FieldErrors } from './submit.ts';

interface ResumeFormProps {
  /** The position applied for (apply dialog); none for an open application. */
  jobId?: number;
  jobTitle?: string;
  onDone?: () => void;
}

/**
 * Job application with a resume file (SPEC §3/§5): file required, doc/docx/pdf, at most 6 MB; name 2-10
 * characters; mobile up to 11 digits; current city 2-100 characters; preferred city one of six. The upload
 * shows its progress (XMLHttpRequest upload events).
 */
export function ResumeForm({ jobId, jobTitle, onDone }: ResumeFormProps) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [currentCity, setCurrentCity] = useState('');
  const [preferredCity, setPreferredCity] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    const problems = validateResume({ name, mobile, currentCity, preferredCity, file });
    if (problems.length > 0) {
      setErrors(reportRuleErrors(t, problems));
      focusFirstInvalid(formRef.current, problems[0]?.field);
      return;
    }
    setErrors({});
    const form = new FormData();
    if (jobId) form.append('jobId', String(jobId));
    form.append('name', name.trim());
    form.append('mobile', mobile.trim());
    form.append('currentCity', currentCity.trim());
    form.append('preferredCity', preferredCity);
    form.append('website', trap);
    form.append('resume', file!, file!.name);
    setProgress(0);
    try {
      await submitJobApplication(locale, form, setProgress);
      toast.success(t('success.resume'));
      setName('');
      setMobile('');
      setCurrentCity('');
      setPreferredCity('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      onDone?.();
    } catch (error) {
      setErrors(reportServerError(t, error));
    } finally {
      setProgress(null);
    }
  };

  const fileError = errors.resume;
  return (
    <form ref={formRef} className="form-grid" noValidate onSubmit={onSubmit} data-form="resume" aria-label={t('resume.title')}>
      {jobTitle ? <p className="form-note">{t('resume.position', { title: jobTitle })}</p> : null}
      <div className="form-field--full">
        <FieldShell id="resume" label={t('field.resume')} required error={fileError} hint={t('hint.resume')}>
          <div className="form-file">
            <input
              ref={fileRef}
              type="file"
              accept={RESUME_ACCEPT}
              {...fieldA11y('resume', fileError, t('hint.resume'), true)}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
        </FieldShell>
      </div>
      <TextField id="name" label={t('field.name')} value={name} onChange={setName} error={errors.name} maxLength={LIMITS.name.max} autoComplete="name" required hint={t('hint.name')} />
      <TextField id="mobile" label={t('field.mobile')} type="tel" value={mobile} onChange={(v) => setMobile(v.replace(/\D/g, ''))} error={errors.mobile} maxLength={LIMITS.mobileDigits} autoComplete="tel" inputMode="numeric" required hint={t('hint.mobile')} />
      <TextField id="currentCity" label={t('field.currentCity')} value={currentCity} onChange={setCurrentCity} error={errors.currentCity} maxLength={LIMITS.currentCity.max} autoComplete="address-level2" required />
      <SelectField
        id="preferredCity"
        label={t('field.preferredCity')}
        value={preferredCity}
        onChange={setPreferredCity}
        placeholder={t('selectPlaceholder')}
        options={CITY_CODES.map((value) => ({ value, label: t(`city.${value}`) }))}
        error={errors.preferredCity}
        required
      />
      <Honeypot value={trap} onChange={setTrap} />
      {progress !== null ? (
        <div className="form-progress form-field--full">
          <label htmlFor="resume-progress">{t('resume.uploading')}</label>
          <progress id="resume-progress" max={100} value={Math.round(progress * 100)} />
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={progress !== null}>
          {progress !== null ? t('submitting') : t('resume.submit')}
        </button>
      </div>
    </form>
  );
}
