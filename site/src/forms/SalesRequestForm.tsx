import { useId } from 'react';
import { submitSalesRequest } from '../api/forms.ts';
import { useLocale } from '../layout/locale-context.ts';
import { Honeypot, TextField } from './fields.tsx';
import { LIMITS, validateSalesRequest } from '../../../common/form-rules.ts';
import type { SalesRequestInput, SalesRequestKind } from '../../../common/form-rules.ts';
import { useFormSubmit } from './useFormSubmit.ts';

const EMPTY: SalesRequestInput = { company: '', customerName: '', phone: '', email: '' };

/**
 * Sales-agent application, demo-video request or free energy-efficiency trial (SPEC §3/§5): company, customer
 * name, and phone or email. Several can sit on one page, so control ids are prefixed per form.
 */
export function SalesRequestForm({ kind }: { kind: SalesRequestKind }) {
  const locale = useLocale();
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = (field: string) => `${prefix}-${field}`;
  const { t, formRef, errors, sending, onSubmit } = useFormSubmit({
    empty: EMPTY,
    validate: validateSalesRequest,
    send: (v, website) =>
      submitSalesRequest(locale, kind, {
        company: v.company.trim(),
        customerName: v.customerName.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        website,
      }),
    successKey: 'success.salesRequest',
    controlId: id,
  });

  return (
    <section className="form-card" aria-labelledby={id('title')}>
      <h3 className="form-card__title" id={id('title')}>
        {t(`${kind}.title`)}
      </h3>
      <p className="form-card__lead">{t(`${kind}.lead`)}</p>
      <form ref={formRef} className="form-grid" noValidate onSubmit={onSubmit} data-form={kind}>
        <TextField
          id={id('company')}
          label={t('field.company')}
          error={errors.company}
          maxLength={LIMITS.company}
          autoComplete="organization"
          required
        />
        <TextField
          id={id('customerName')}
          label={t('field.customerName')}
          error={errors.customerName}
          maxLength={LIMITS.customerName}
          autoComplete="name"
          required
        />
        <TextField
          id={id('phone')}
          label={t('field.phone')}
          type="tel"
          error={errors.phone}
          maxLength={LIMITS.phone}
          autoComplete="tel"
          inputMode="tel"
          hint={t('hint.telOrEmail')}
        />
        <TextField
          id={id('email')}
          label={t('field.email')}
          type="email"
          error={errors.email}
          maxLength={LIMITS.email}
          autoComplete="email"
          inputMode="email"
        />
        <Honeypot />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('submitting') : t(`${kind}.submit`)}
          </button>
        </div>
      </form>
    </section>
  );
}
