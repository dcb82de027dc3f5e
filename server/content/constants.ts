import { CITY_CODES } from '../../common/form-rules.ts';
import type { CityCode } from '../../common/form-rules.ts';
import type { Locale } from '../../common/locale.ts';

/** Labels of the six cities of SPEC §3 (job cities and preferred cities; the codes are common/form-rules.ts CITY_CODES). */
export const JOB_CITIES = {
  qingdao: { zh_CN: '青岛', en_US: 'Qingdao' },
  shanghai: { zh_CN: '上海', en_US: 'Shanghai' },
  shenzhen: { zh_CN: '深圳', en_US: 'Shenzhen' },
  ningbo: { zh_CN: '宁波', en_US: 'Ningbo' },
  nantong: { zh_CN: '南通', en_US: 'Nantong' },
  singapore: { zh_CN: '新加坡', en_US: 'Singapore' },
} as const satisfies Record<CityCode, Record<Locale, string>>;
export type JobCity = CityCode;
export const JOB_CITY_CODES: JobCity[] = [...CITY_CODES];

/** Position functions (SPEC §3): R&D, production, sales. */
export const JOB_FUNCTIONS = {
  rd: { zh_CN: '研发类', en_US: 'R&D' },
  production: { zh_CN: '生产类', en_US: 'Production' },
  sales: { zh_CN: '销售类', en_US: 'Sales' },
} as const satisfies Record<string, Record<Locale, string>>;
export type JobFunction = keyof typeof JOB_FUNCTIONS;
export const JOB_FUNCTION_CODES = Object.keys(JOB_FUNCTIONS) as JobFunction[];

/** News categories (SPEC §4 media tabs). */
export const NEWS_CATEGORIES = [1, 2, 3] as const;
