import { submitEnquiry } from '../api/forms.ts';
import { useLocale } from '../layout/locale-context.ts';
import { Honeypot, SelectField, TextAreaField, TextField } from './fields.tsx';
import { ENQUIRY_CATEGORIES, LIMITS, validateEnquiry } from '../../../common/form-rules.ts';
import type { EnquiryInput } from '../../../common/form-rules.ts';
import { useFormSubmit } from './useFormSubmit.ts';

const EMPTY: EnquiryInput = { category: '', company: '', name: '', phone: '', email: '', requirement: '' };

/** The contact page's enquiry form (SPEC §3/§5): category of five, phone or email, email format. */
export function EnquiryForm() {
  const locale = useLocale();
  const { t, formRef, errors, sending, onSubmit } = useFormSubmit({
    empty: EMPTY,
    validate: validateEnquiry,
    send: (v, website) => submitEnquiry(locale, { ...trimmed(v), website }),
    successKey: 'success.enquiry',
  });

  return (
    <form ref={formRef} className="form-grid" noValidate onSubmit={onSubmit} aria-label={t('enquiry.title')} data-form="enquiry">
      <SelectField
        id="category"
        label={t('field.category')}
        placeholder={t('selectPlaceholder')}
        options={ENQUIRY_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
        error={errors.category}
        required
      />
      <TextField id="company" label={t('field.company')} error={errors.company} maxLength={LIMITS.company} autoComplete="organization" />
      <TextField id="name" label={t('field.contactName')} error={errors.name} maxLength={LIMITS.enquiryName} autoComplete="name" />
      <TextField
        id="phone"
        label={t('field.phone')}
        type="tel"
        error={errors.phone}
        maxLength={LIMITS.phone}
        autoComplete="tel"
        inputMode="tel"
        hint={t('hint.telOrEmail')}
      />
      <TextField
        id="email"
        label={t('field.email')}
        type="email"
        error={errors.email}
        maxLength={LIMITS.email}
        autoComplete="email"
        inputMode="email"
      />
      <TextAreaField id="requirement" label={t('field.requirement')} error={errors.requirement} maxLength={LIMITS.requirement} full />
      <Honeypot />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('submitting') : t('submit')}
        </button>
        <p className="form-note">{t('enquiry.note')}</p>
      </div>
    </form>
  );
}

function trimmed(values: EnquiryInput): EnquiryInput {
  return {
    category: values.category,
    company: values.company.trim(),
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    requirement: values.requirement.trim(),
  };
}
