import type { Locale } from '../../common/locale.ts';
import { ERROR_TEXT } from '../../protocol/errors.ts';
import type { ErrorCodeValue } from '../../protocol/errors.ts';
import { messages, translate } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** An error code's text in the caller's language; a specific detail (e.g. the invalid field) is appended. */
export function localizedError(locale: Locale, code: number, detail: string): string {
  const key = `im.error.${code}` as MessageKey;
  const base = key in messages[locale] ? translate(locale, key) : detail || `error ${code}`;
  const generic = ERROR_TEXT[code as ErrorCodeValue];
  return detail && detail !== generic && detail !== base ? `${base}: ${detail}` : base;
}
