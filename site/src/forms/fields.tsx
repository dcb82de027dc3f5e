import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useTranslation } from '../i18n/translation.ts';
import { HONEYPOT_FIELD } from '../../../common/form-rules.ts';
import './forms.css';

/*
 * The field blocks of every site form, one per kind of control. The controls are uncontrolled: the DOM holds what
 * the visitor typed, chose or picked, before hydration too (React keeps a hydrated control's value and files), and
 * useFormSubmit reads the form when it is submitted (site/src/lib/before-hydration.ts).
 */

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  full?: boolean | undefined;
  children: ReactNode;
}

/** Label, control, hint and error message of one field; the control gets its ids from `fieldA11y`. */
function FieldShell({ id, label, required, error, hint, full, children }: FieldShellProps) {
  const { t } = useTranslation('forms');
  const field = (
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
  return full ? <div className="form-field--full">{field}</div> : field;
}

/** ARIA wiring of a control inside FieldShell; its name (what the form submits) is its id. */
function fieldA11y(id: string, error: string | undefined, hint?: string, required?: boolean) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    name: id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  } as const;
}

/** What every field block takes. */
interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  /** Spans the form's whole row. */
  full?: boolean;
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** What the control keeps of what is typed (e.g. digits only), once hydrated. */
  keep?: (typed: string) => string;
}

export function TextField({
  id,
  label,
  error,
  required,
  hint,
  full,
  type = 'text',
  maxLength,
  autoComplete,
  inputMode,
  keep,
}: TextFieldProps) {
  const onChange = keep
    ? (e: ChangeEvent<HTMLInputElement>) => {
        const kept = keep(e.target.value);
        if (kept !== e.target.value) e.target.value = kept;
      }
    : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} full={full}>
      <input
        className="kit-input"
        {...fieldA11y(id, error, hint, required)}
        type={type}
        defaultValue=""
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={onChange}
      />
    </FieldShell>
  );
}

interface TextAreaFieldProps extends FieldProps {
  maxLength?: number;
}

export function TextAreaField({ id, label, error, required, hint, full, maxLength }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} full={full}>
      <textarea className="kit-textarea" {...fieldA11y(id, error, hint, required)} defaultValue="" maxLength={maxLength} />
    </FieldShell>
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

export function SelectField({ id, label, error, required, hint, full, options, placeholder }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} full={full}>
      <select className="kit-select" {...fieldA11y(id, error, hint, required)} defaultValue="">
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

interface FileFieldProps extends FieldProps {
  accept: string;
  /** The input, to read its current file (`files`) when the form is checked. */
  inputRef: Ref<HTMLInputElement>;
}

export function FileField({ id, label, error, required, hint, full, accept, inputRef }: FileFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} full={full}>
      <div className="form-file">
        <input ref={inputRef} type="file" accept={accept} {...fieldA11y(id, error, hint, required)} />
      </div>
    </FieldShell>
  );
}

/**
 * The honeypot the server defines (server/forms): out of sight and out of the tab order; people leave it empty,
 * form-filling bots do not, and the server then drops the submission.
 */
export function Honeypot() {
  const { t } = useTranslation('forms');
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {t('honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
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
