import { createContext, useContext } from 'react';
import type { Locale } from '../../../common/locale.ts';
import { localizePath } from '../lib/locale-url.ts';

/** The locale of the page being shown (decided by the URL: `/en/...` is English). */
export const LocaleContext = createContext<Locale>('zh_CN');

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** Maps a locale-free path ('/enter') to the current locale's URL ('/en/enter' in English). */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(locale, path);
}
