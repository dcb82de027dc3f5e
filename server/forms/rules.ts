import type { Locale } from '../../common/locale.ts';
import { ApiError } from '../http/envelope.ts';
import type { FieldError } from '../http/envelope.ts';
import { translate } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * SPEC §5 form rules, checked on the server. Each failure names its field and carries the SPEC §8 message in
 * the request's language; the first failure is the envelope's `msg`.
 */
export const ENQUIRY_CATEGORIES = ['mediaPublicity', 'business', 'recruitment', 'commercialCooperation', 'other'] as const;
export const SALES_REQUEST_KINDS = ['salesAgent', 'demoVideo', 'energyTrial'] as const;
export type SalesRequestKind = (typeof SALES_REQUEST_KINDS)[number];

/** The hidden form field a person never fills; a value means a bot (accepted, stored nowhere). */
export const HONEYPOT_FIELD = 'website';

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9\s()-]{4,19}$/;
const MOBILE = /^[0-9]{1,11}$/;

export class FormChecker {
  readonly errors: FieldError[] = [];
  readonly locale: Locale;
  constructor(locale: Locale) {
    this.locale = locale;
  }

  fail(field: string, key: MessageKey): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, message: translate(this.locale, key) });
  }

  /** A trimmed text; missing/blank fails with `requiredKey` when given; longer than `max` fails. */
  text(values: Record<string, unknown>, field: string, max: number, requiredKey?: MessageKey): string {
    const raw = values[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (raw !== undefined && raw !== null && typeof raw !== 'string') this.fail(field, requiredKey ?? 'forms.basicInfo');
    else if (!value && requiredKey) this.fail(field, requiredKey);
    else if ([...value].length > max) this.fail(field, 'forms.tooLong');
    return value;
  }

  /** Phone or email, one required (SPEC §5); each checked when given. */
  contact(values: Record<string, unknown>): { phone: string; email: string } {
    const phone = this.text(values, 'phone', 30);
    const email = this.text(values, 'email', 100);
    if (!phone && !email) this.fail('phone', 'forms.telOrEmail');
    if (email && !EMAIL.test(email)) this.fail('email', 'forms.emailInvalid');
    if (phone && !PHONE.test(phone)) this.fail('phone', 'forms.phoneInvalid');
    return { phone, email };
  }

  /** Name 2-10 characters (job application). */
  personName(values: Record<string, unknown>, field: string): string {
    const value = this.text(values, field, 1000, 'forms.basicInfo');
    const length = [...value].length;
    if (value && (length < 2 || length > 10)) this.fail(field, 'forms.nameLength');
    return value;
  }

  mobile(values: Record<string, unknown>, field: string): string {
    const value = this.text(values, field, 1000, 'forms.basicInfo');
    if (value && !MOBILE.test(value)) this.fail(field, 'forms.mobileInvalid');
    return value;
  }

  lengthBetween(values: Record<string, unknown>, field: string, min: number, max: number, key: MessageKey): string {
    const value = this.text(values, field, 1000, 'forms.basicInfo');
    const length = [...value].length;
    if (value && (length < min || length > max)) this.fail(field, key);
    return value;
  }

  oneOf<T extends string>(values: Record<string, unknown>, field: string, allowed: readonly T[], key: MessageKey): T {
    const value = this.text(values, field, 100, key);
    if (value && !allowed.includes(value as T)) this.fail(field, key);
    return value as T;
  }

  /** Throws the collected failures as one 400. */
  done(): void {
    if (this.errors.length) throw new ApiError(400, this.errors[0]!.message, this.errors);
  }
}

export function honeypotFilled(values: Record<string, unknown>): boolean {
  const v = values[HONEYPOT_FIELD];
  return typeof v === 'string' && v.trim() !== '';
}
