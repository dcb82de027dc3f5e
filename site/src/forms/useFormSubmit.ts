import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/translation.ts';
import type { RuleError } from '../../../common/form-rules.ts';
import { toast } from '../toast/toast.ts';
import { takeHeldSubmit, takeTypedValues } from './before-hydration.ts';
import { focusFirstInvalid } from './fields.tsx';
import { reportRuleErrors, reportServerError } from './submit.ts';
import type { FieldErrors } from './submit.ts';

export interface FormSubmitOptions<V extends { [K in keyof V]: string }> {
  /** The values of an empty form (also what a successful submission resets to). */
  empty: V;
  /** SPEC §5 rules (common/form-rules.ts) over the current values. */
  validate: (values: V) => RuleError[];
  /** Sends the values, with the honeypot's value; throws ApiRequestError when refused. */
  send: (values: V, honeypot: string) => Promise<unknown>;
  /** Key of the success text in the `forms` namespace (SPEC §8), shown as a success toast. */
  successKey: string;
  /** The id of a field's control, when the form prefixes them (several forms on one page). */
  controlId?: (field: string) => string;
  /** After a successful submission, once the values are reset. */
  onSuccess?: () => void;
}

/**
 * What every site form does on submit: check the rules (warning toast, errors on the fields, focus the first),
 * send once at a time, then a success toast and an empty form, or the server's localized errors.
 */
export function useFormSubmit<V extends { [K in keyof V]: string }>(options: FormSubmitOptions<V>) {
  const { t } = useTranslation('forms');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(options.empty);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [resubmit, setResubmit] = useState(false);
  // The fields as the first render names them, for the mount effect below.
  const fields = useRef({ empty: options.empty, controlId: options.controlId });
  // Once hydrated: what the visitor typed and submitted before (forms/before-hydration.ts), before the next paint.
  useLayoutEffect(() => {
    const { empty, controlId } = fields.current;
    const typed = takeTypedValues(formRef.current);
    if (typed) {
      const restored: Partial<Record<keyof V, string>> = {};
      for (const field of Object.keys(empty) as (keyof V & string)[]) {
        const value = typed[controlId ? controlId(field) : field];
        if (value !== undefined) restored[field] = value;
      }
      setValues((v) => ({ ...v, ...restored }));
    }
    if (takeHeldSubmit(formRef.current)) setResubmit(true);
  }, []);
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit]);
  /** A setter for one field, for a field's onChange. */
  const set = (field: keyof V) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problems = options.validate(values);
    if (problems.length > 0) {
      setErrors(reportRuleErrors(t, problems));
      const first = problems[0]?.field;
      focusFirstInvalid(formRef.current, first && options.controlId ? options.controlId(first) : first);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await options.send(values, honeypot);
      toast.success(t(options.successKey));
      setValues(options.empty);
      options.onSuccess?.();
    } catch (error) {
      setErrors(reportServerError(t, error));
    } finally {
      setSending(false);
    }
  };

  return { t, formRef, values, set, honeypot, setHoneypot, errors, sending, onSubmit };
}
