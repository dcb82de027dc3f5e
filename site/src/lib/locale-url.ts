import { isLocale, switchLocalePath } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';

/** A locale-free site path ('/enter', '/') as a URL path of the given locale ('/en/enter', '/en/'). */
export function localizePath(locale: Locale, path: string): string {
  return switchLocalePath(path, locale);
}

/**
 * Where to go on first load when the visitor's stored language differs from the URL's locale: the same page
 * (search and hash kept) in the stored locale. `null` when no redirect is needed.
 */
export function initialLocaleRedirect(
  url: { pathname: string; search: string; hash: string },
  urlLocale: Locale,
  stored: string | null,
): string | null {
  if (!isLocale(stored) || stored === urlLocale) return null;
  return `${switchLocalePath(url.pathname, stored)}${url.search}${url.hash}`;
}
