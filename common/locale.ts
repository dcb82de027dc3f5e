/** Locales of the product. zh_CN is the default; en_US pages live under /en. */
export const LOCALES = ['zh_CN', 'en_US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_CN';
/** localStorage key holding the visitor's language choice (SPEC §1). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh_CN' || value === 'en_US';
}

/** BCP 47 tag for <html lang> and Intl. */
export function htmlLang(locale: Locale): string {
  return locale === 'zh_CN' ? 'zh-CN' : 'en';
}

/** URL prefix of a locale: '' for Chinese, '/en' for English. */
export function localePrefix(locale: Locale): string {
  return locale === 'en_US' ? '/en' : '';
}

/** Splits a pathname into its locale and the locale-free path ('/en/enter' -> en_US, '/enter'). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en_US', path: pathname.slice(3) || '/' };
  }
  return { locale: 'zh_CN', path: pathname || '/' };
}

/** The same page in another locale. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const { path } = splitLocalePath(pathname);
  const prefix = localePrefix(to);
  return prefix ? (path === '/' ? `${prefix}/` : `${prefix}${path}`) : path;
}
