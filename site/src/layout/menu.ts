import type { Locale } from '../../../common/locale.ts';

/** One entry of the header menu; `label` is a key under `common:nav`. Paths are locale-free. */
export interface MenuItem {
  label: string;
  path: string;
  /** Shown in the Chinese site only (the brief/newsletter). */
  zhOnly?: boolean;
  children?: MenuItem[];
}

export const MENU: readonly MenuItem[] = [
  { label: 'home', path: '/' },
  {
    label: 'about',
    path: '/enter',
    children: [
      { label: 'companyIntro', path: '/enter' },
      { label: 'culture', path: '/enter/cultureDetails' },
      { label: 'declaration', path: '/enter/declaration' },
    ],
  },
  {
    label: 'business',
    path: '/bussiness',
    children: [
      { label: 'engineerService', path: '/bussiness/engineerService' },
      { label: 'greenDecarbonization', path: '/bussiness/greenDecarbonization' },
      { label: 'supplyChainManagement', path: '/bussiness/supplyChainManagement' },
      { label: 'gmscare', path: '/bussiness/gmscare' },
      { label: 'shipDigitalizationProduct', path: '/bussiness/shipDigitalizationProduct' },
      { label: 'trainingService', path: '/bussiness/trainingService' },
    ],
  },
  {
    label: 'media',
    path: '/mediaCenter',
    children: [
      { label: 'news', path: '/mediaCenter' },
      { label: 'industry', path: '/mediaCenter/mediaCenterIndustry' },
      { label: 'brief', path: '/mediaCenter/mediaCenterBrief', zhOnly: true },
    ],
  },
  {
    label: 'talent',
    path: '/talentDevelop',
    children: [
      { label: 'recruitment', path: '/talentDevelop/social' },
      { label: 'strategy', path: '/talentDevelop/strategy' },
    ],
  },
  { label: 'contact', path: '/contactUs' },
];

export function forLocale(items: readonly MenuItem[], locale: Locale): MenuItem[] {
  return items
    .filter((item) => locale === 'zh_CN' || !item.zhOnly)
    .map((item) => (item.children ? { ...item, children: forLocale(item.children, locale) } : item));
}

/** The header menu of a locale (Chinese-only entries removed in English). */
export function headerMenu(locale: Locale): MenuItem[] {
  return forLocale(MENU, locale);
}
