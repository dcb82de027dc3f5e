import type { Locale } from '../../../common/locale.ts';
import { localizePath } from './locale-url.ts';

/** The keyword to search for, or null when it is blank (SPEC §5: a blank keyword is ignored). */
export function searchKeyword(raw: string): string | null {
  const keyword = raw.trim();
  return keyword ? keyword : null;
}

/** A random number 10000-99999 (forces the results page to re-create even for the same keyword). */
export function searchNonce(random: () => number = Math.random): number {
  return 10000 + Math.floor(random() * 90000);
}

/** `<prefix>/searchList?keyword=<kw>&r=<nonce>`, or null for a blank keyword. */
export function searchHref(locale: Locale, raw: string, random: () => number = Math.random): string | null {
  const keyword = searchKeyword(raw);
  if (keyword === null) return null;
  const query = new URLSearchParams({ keyword, r: String(searchNonce(random)) });
  return `${localizePath(locale, '/searchList')}?${query.toString()}`;
}
