import { HONEYPOT_FIELD } from '../../common/form-rules.ts';
import type { RuleError, RuleKey } from '../../common/form-rules.ts';
import type { Locale } from '../../common/locale.ts';
import { ApiError } from '../http/envelope.ts';
import type { FieldError } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * The server side of the SPEC §5 form rules. The rules themselves are common/form-rules.ts, the same functions
 * the site runs; here a submission's values are read as text and each failure gets its SPEC §8 text in the
 * request's language. The first failure is the envelope's `msg`.
 */

/** The server's text for each rule key (the site shows `forms:error.<key>`, with the same texts). */
export const RULE_MESSAGES: Record<RuleKey, MessageKey> = {
  chooseResume: 'forms.resumeRequired',
  resumeType: 'forms.resumeType',
  resumeSize: 'forms.resumeSize',
  basicInfo: 'forms.basicInfo',
  nameLength: 'forms.nameLength',
  mobileFormat: 'forms.mobileInvalid',
  currentCityLength: 'forms.currentCityLength',
  preferredCity: 'forms.preferredCity',
  telOrEmail: 'forms.telOrEmail',
  emailInvalid: 'forms.emailInvalid',
  phoneInvalid: 'forms.phoneInvalid',
  categoryRequired: 'forms.categoryRequired',
  tooLong: 'forms.tooLong',
};

/** A submission's fields as the rules take them: trimmed text ('' when missing), and the fields that were not text. */
export function textFields<F extends string>(
  values: Record<string, unknown>,
  fields: readonly F[],
): { text: Record<F, string>; notText: F[] } {
  const text = {} as Record<F, string>;
  const notText: F[] = [];
  for (const field of fields) {
    const raw = values[field];
    text[field] = typeof raw === 'string' ? raw.trim() : '';
    if (raw !== undefined && raw !== null && typeof raw !== 'string') notText.push(field);
  }
  return { text, notText };
}

/** Throws the failures as one 400 in the request's language; a field sent as non-text (and not failed already) fails as basic information. */
export function rejectFailures(locale: Locale, failures: readonly RuleError[], notText: readonly string[] = []): void {
  const errors: FieldError[] = [];
  const add = (field: string, key: RuleKey) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: translate(locale, RULE_MESSAGES[key]) });
  };
  for (const failure of failures) add(failure.field, failure.key);
  for (const field of notText) add(field, 'basicInfo');
  if (errors.length) throw new ApiError(400, errors[0]!.message, errors);
}

export function honeypotFilled(values: Record<string, unknown>): boolean {
  const v = values[HONEYPOT_FIELD];
  return typeof v === 'string' && v.trim() !== '';
}
