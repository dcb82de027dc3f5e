/**
 * Every page path of the site (SPEC §2), without the locale prefix. The site's route table must cover
 * exactly these (a unit test checks it); the server uses the list to redirect unknown paths to home.
 * English pages live at the same paths under /en.
 */
export const SITE_PATHS = [
  '/',
  '/enter',
  '/enter/cultureDetails',
  '/enter/declaration',
  '/bussiness',
  '/bussiness/engineerService',
  '/bussiness/greenDecarbonization',
  '/bussiness/supplyChainManagement',
  '/bussiness/gmscare',
  '/bussiness/shipDigitalizationProduct',
  '/bussiness/trainingService',
  '/bussiness/details',
  '/bussiness/bussinessList',
  '/bussiness/onlineCourseList',
  '/bussiness/expertOpinionList',
  '/bussiness/expertOpinionDetails',
  '/bussiness/shipDigitalList',
  '/bussiness/shipSecurityList',
  '/mediaCenter',
  '/mediaCenter/mediaCenterIndustry',
  '/mediaCenter/mediaCenterBrief',
  '/mediaCenter/mediaCenterNews/details',
  '/talentDevelop',
  '/talentDevelop/social',
  '/talentDevelop/campus',
  '/talentDevelop/submitResume',
  '/talentDevelop/strategy',
  '/contactUs',
  '/webMap',
  '/searchList',
  '/behaviorDeclaration',
] as const;

export type SitePath = (typeof SITE_PATHS)[number];

const known = new Set<string>(SITE_PATHS);

/** True when a locale-free path (trailing slash ignored) is a page of the site. */
export function isSitePath(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return known.has(trimmed);
}
