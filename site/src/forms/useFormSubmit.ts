import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/translation.ts';
import { HONEYPOT_FIELD } from '../../../common/form-rules.ts';
import type { RuleError } from '../../../common/form-rules.ts';
import { toast } from '../toast/toast.ts';
import { takeHeldSubmit } from '../lib/before-hydration.ts';
import { focusFirstInvalid } from './fields.tsx';
import { reportRuleErrors, reportServerError } from './submit.ts';
import type { FieldErrors } from './submit.ts';

export interface FormSubmitOptions<V extends { [K in keyof V]: string }> {
  /** The values of an empty form: its keys name the form's text controls (fields.tsx). */
  empty: V;
  /** SPEC §5 rules (common/form-rules.ts) over the values in the form. */
  validate: (values: V) => RuleError[];
  /** Sends the values, with the honeypot's value; throws ApiRequestError when refused. */
  send: (values: V, honeypot: string) => Promise<unknown>;
  /** Key of the success text in the `forms` namespace (SPEC §8), shown as a success toast. */
  successKey: string;
  /** The id (and name) of a field's control, when the form prefixes them (several forms on one page). */
  controlId?: (field: string) => string;
  /** After a successful submission, once the form is reset. */
  onSuccess?: () => void;
}

/** The values of `form`'s controls named by `empty`'s keys, as the DOM holds them now. */
function readForm<V extends { [K in keyof V]: string }>(form: HTMLFormElement, empty: V, controlId?: (field: string) => string): V {
  const data = new FormData(form);
  const values = { ...empty };
  for (const field of Object.keys(empty) as (keyof V & string)[]) {
    const value = data.get(controlId ? controlId(field) : field);
    if (typeof value === 'string') values[field] = value as V[typeof field];
  }
  return values;
}

/**
 * What every site form does on submit: read the controls (what was typed before hydration included), check the
 * rules (warning toast, errors on the fields, focus the first), send once at a time, then a success toast and an
 * empty form, or the server's localized errors. A submit the inline loader held before hydration is sent now.
 */
export function useFormSubmit<V extends { [K in keyof V]: string }>(options: FormSubmitOptions<V>) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [resubmit, setResubmit] = useState(false);
  useLayoutEffect(() => {
    if (takeHeldSubmit(formRef.current)) setResubmit(true);
  }, []);
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = readForm(form, options.empty, options.controlId);
    const problems = options.validate(values);
    if (problems.length > 0) {
      setErrors(reportRuleErrors(t, problems));
      const first = problems[0]?.field;
      focusFirstInvalid(form, first && options.controlId ? options.controlId(first) : first);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const honeypot = new FormData(form).get(HONEYPOT_FIELD);
      await options.send(values, typeof honeypot === 'string' ? honeypot : '');
      toast.success(t(options.successKey));
      form.reset();
      options.onSuccess?.();
    } catch (error) {
      setErrors(reportServerError(t, error));
    } finally {
      setSending(false);
    }
  };

  return { t, formRef, errors, sending, onSubmit };
}
