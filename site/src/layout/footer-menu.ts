import type { Locale } from '../../../common/locale.ts';
import { MENU, forLocale } from './menu.ts';
import type { MenuItem } from './menu.ts';

/** Footer link columns: `title` is a key under `footer:columns`. */
export interface FooterColumn {
  title: string;
  links: MenuItem[];
}

export function footerColumns(locale: Locale): FooterColumn[] {
  const columns: FooterColumn[] = [
    { title: 'business', links: MENU.find((item) => item.label === 'business')?.children ?? [] },
    {
      title: 'about',
      links: [
        { label: 'companyIntro', path: '/enter' },
        { label: 'culture', path: '/enter/cultureDetails' },
        { label: 'declaration', path: '/enter/declaration' },
        { label: 'behaviorDeclaration', path: '/behaviorDeclaration' },
      ],
    },
    {
      title: 'more',
      links: [
        { label: 'news', path: '/mediaCenter' },
        { label: 'industry', path: '/mediaCenter/mediaCenterIndustry' },
        { label: 'recruitment', path: '/talentDevelop/social' },
        { label: 'strategy', path: '/talentDevelop/strategy' },
        { label: 'contact', path: '/contactUs' },
      ],
    },
  ];
  return columns.map((column) => ({ ...column, links: forLocale(column.links, locale) }));
}

/** Footer grid spans (SPEC §2): contact, three link columns, follow-us — per locale. */
export const FOOTER_SPANS: Record<Locale, readonly [number, number, number, number, number]> = {
  zh_CN: [12, 12, 4, 5, 8],
  en_US: [7, 15, 6, 7, 5],
};
