import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { submitSalesRequest } from '../api/forms.ts';
import { useLocale } from '../layout/locale-context.ts';
import { toast } from '../toast/toast.ts';
import { Honeypot, TextField, focusFirstInvalid } from './fields.tsx';
import { LIMITS, validateSalesRequest } from './rules.ts';
import type { SalesRequestInput, SalesRequestKind } from './rules.ts';
import { reportRuleErrors, reportServerError } from './submit.ts';
import type { FieldErrors } from './submit.ts';

const EMPTY: SalesRequestInput = { company: '', customerName: '', phone: '', email: '' };

/**
 * Sales-agent application, demo-video request or free energy-efficiency trial (SPEC §3/§5): company, customer
 * name, and phone or email. Several can sit on one page, so control ids are prefixed per form.
 */
export function SalesRequestForm({ kind }: { kind: SalesRequestKind }) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SalesRequestInput>(EMPTY);
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (field: keyof SalesRequestInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const id = (field: string) => `${prefix}-${field}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems = validateSalesRequest(values);
    if (problems.length > 0) {
      setErrors(reportRuleErrors(t, problems));
      focusFirstInvalid(formRef.current, problems[0] ? id(problems[0].field) : undefined);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await submitSalesRequest(locale, kind, {
        company: values.company.trim(),
        customerName: values.customerName.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        website: trap,
      });
      toast.success(t('success.salesRequest'));
      setValues(EMPTY);
    } catch (error) {
      setErrors(reportServerError(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="form-card" aria-labelledby={id('title')} data-form={kind}>
      <h3 className="form-card__title" id={id('title')}>
        {t(`${kind}.title`)}
      </h3>
      <p className="form-card__lead">{t(`${kind}.lead`)}</p>
      <form ref={formRef} className="form-grid" noValidate onSubmit={onSubmit}>
        <TextField id={id('company')} label={t('field.company')} value={values.company} onChange={set('company')} error={errors.company} maxLength={LIMITS.company} autoComplete="organization" required />
        <TextField id={id('customerName')} label={t('field.customerName')} value={values.customerName} onChange={set('customerName')} error={errors.customerName} maxLength={LIMITS.customerName} autoComplete="name" required />
        <TextField id={id('phone')} label={t('field.phone')} type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} maxLength={LIMITS.phone} autoComplete="tel" inputMode="tel" hint={t('hint.telOrEmail')} />
        <TextField id={id('email')} label={t('field.email')} type="email" value={values.email} onChange={set('email')} error={errors.email} maxLength={LIMITS.email} autoComplete="email" inputMode="email" />
        <Honeypot value={trap} onChange={setTrap} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('submitting') : t(`${kind}.submit`)}
          </button>
        </div>
      </form>
    </section>
  );
}
