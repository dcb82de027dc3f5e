import type { Locale } from '../../common/locale.ts';

/** The six cities of SPEC §3 (job cities and preferred cities), as stored codes with their labels. */
export const JOB_CITIES = {
  qingdao: { zh_CN: '青岛', en_US: 'Qingdao' },
  shanghai: { zh_CN: '上海', en_US: 'Shanghai' },
  shenzhen: { zh_CN: '深圳', en_US: 'Shenzhen' },
  ningbo: { zh_CN: '宁波', en_US: 'Ningbo' },
  nantong: { zh_CN: '南通', en_US: 'Nantong' },
  singapore: { zh_CN: '新加坡', en_US: 'Singapore' },
} as const satisfies Record<string, Record<Locale, string>>;
export type JobCity = keyof typeof JOB_CITIES;
export const JOB_CITY_CODES = Object.keys(JOB_CITIES) as JobCity[];

/** Position functions (SPEC §3): R&D, production, sales. */
export const JOB_FUNCTIONS = {
  rd: { zh_CN: '研发类', en_US: 'R&D' },
  production: { zh_CN: '生产类', en_US: 'Production' },
  sales: { zh_CN: '销售类', en_US: 'Sales' },
} as const satisfies Record<string, Record<Locale, string>>;
export type JobFunction = keyof typeof JOB_FUNCTIONS;
export const JOB_FUNCTION_CODES = Object.keys(JOB_FUNCTIONS) as JobFunction[];

/** Kinds of business items and their public API path segment. */
export const BUSINESS_KINDS = {
  case: 'cases',
  course: 'courses',
  expertOpinion: 'expert-opinions',
  shipDigital: 'ship-digital',
  shipSecurity: 'ship-security',
} as const;
export type BusinessKind = keyof typeof BUSINESS_KINDS;

/** News categories (SPEC §4 media tabs). */
export const NEWS_CATEGORIES = [1, 2, 3] as const;
