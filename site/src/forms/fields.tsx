import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from '../i18n/translation.ts';
import { HONEYPOT_FIELD } from '../../../common/form-rules.ts';
import './forms.css';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** Label, control, hint and error message of one field; the control gets its ids from `fieldA11y`. */
export function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  const { t } = useTranslation('forms');
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`} data-field={id}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="form-field__optional"> {t('optional')}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** ARIA wiring of a control inside FieldShell. */
export function fieldA11y(id: string, error: string | undefined, hint?: string, required?: boolean) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    name: id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  } as const;
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  hint?: string;
  multiline?: boolean;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  maxLength,
  autoComplete,
  inputMode,
  hint,
  multiline,
}: TextFieldProps) {
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value);
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {multiline ? (
        <textarea
          className="kit-textarea"
          {...fieldA11y(id, error, hint, required)}
          value={value}
          maxLength={maxLength}
          onChange={change}
        />
      ) : (
        <input
          className="kit-input"
          {...fieldA11y(id, error, hint, required)}
          type={type}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={change}
        />
      )}
    </FieldShell>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
  required?: boolean;
}

export function SelectField({ id, label, value, onChange, options, placeholder, error, required }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <select
        className="kit-select"
        {...fieldA11y(id, error, undefined, required)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * The honeypot the server defines (server/forms): out of sight and out of the tab order; people leave it empty,
 * form-filling bots do not, and the server then drops the submission.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('forms');
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {t('honeypot')}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** Moves focus to the first invalid control of a form after a failed check. */
export function focusFirstInvalid(form: HTMLFormElement | null, field: string | undefined): void {
  if (!form || !field) return;
  const control = form.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
  control?.focus();
}
