import type { Locale } from '../../common/locale.ts';

/**
 * Server-side texts users can see (error and success messages), in both locales.
 * Domains add their keys here; a unit test fails when a key is missing in one locale.
 */
const zh_CN = {
  'error.badRequest': '请求参数不正确',
  'error.fieldInvalid': '{field} 填写不正确',
  'error.notFound': '请求的资源不存在',
  'error.tooManyRequests': '操作过于频繁，请稍后再试',
  'error.payloadTooLarge': '提交的内容过大',
  'error.internal': '服务器繁忙，请稍后再试',
} as const;

export type MessageKey = keyof typeof zh_CN;

const en_US: Record<MessageKey, string> = {
  'error.badRequest': 'The request is not valid',
  'error.fieldInvalid': '{field} is not valid',
  'error.notFound': 'The requested resource does not exist',
  'error.tooManyRequests': 'Too many requests, please try again later',
  'error.payloadTooLarge': 'The submitted content is too large',
  'error.internal': 'The server is busy, please try again later',
};

export const messages: Record<Locale, Record<MessageKey, string>> = { zh_CN, en_US };

/** The text of a key in a locale, with `{name}` placeholders filled in. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
