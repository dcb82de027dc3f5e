import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/http.ts';
import { toast } from '../toast/toast.ts';
import type { RuleError } from '../../../common/form-rules.ts';

/** Field errors as shown text: rule keys translated, server messages as sent. */
export type FieldErrors = Record<string, string>;

/** Translated first error per field, and a warning toast with the first message (SPEC §8 texts). */
export function reportRuleErrors(t: TFunction, errors: readonly RuleError[]): FieldErrors {
  const shown: FieldErrors = {};
  for (const error of errors) if (!(error.field in shown)) shown[error.field] = t(`error.${error.key}`);
  const first = errors[0];
  if (first) toast.warning(t(`error.${first.key}`));
  return shown;
}

/** A refused or failed submission: the server's localized text in an error toast, its field errors on the fields. */
export function reportServerError(t: TFunction, error: unknown): FieldErrors {
  if (error instanceof ApiRequestError && error.status > 0) {
    toast.error(error.message || t('error.network'));
    const shown: FieldErrors = {};
    for (const fieldError of error.fieldErrors) if (!(fieldError.field in shown)) shown[fieldError.field] = fieldError.message;
    return shown;
  }
  toast.error(t('error.network'));
  return {};
}
