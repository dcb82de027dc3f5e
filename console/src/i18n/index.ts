import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, htmlLang, isLocale } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { setApiLocale } from '../api/http.ts';
import zh_CN from './zh_CN/console.json';
import en_US from './en_US/console.json';
import zh_CN_content from './zh_CN/content.json';
import en_US_content from './en_US/content.json';
import zh_CN_desk from './zh_CN/desk.json';
import en_US_desk from './en_US/desk.json';

/** The console's own i18next instance: Chinese by default, English on request, remembered in this browser. */
const STORAGE_KEY = 'console.language';

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const i18n = i18next.createInstance();
const initial = storedLocale();
void i18n.use(initReactI18next).init({
  lng: initial,
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  defaultNS: 'console',
  resources: {
    zh_CN: { console: zh_CN, content: zh_CN_content, desk: zh_CN_desk },
    en_US: { console: en_US, content: en_US_content, desk: en_US_desk },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
});
setApiLocale(initial);
document.documentElement.lang = htmlLang(initial);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function switchLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts this page only
  }
  setApiLocale(locale);
  document.documentElement.lang = htmlLang(locale);
  await i18n.changeLanguage(locale);
}
