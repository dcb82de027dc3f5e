import { replace } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { Locale } from '../../common/locale.ts';
import type { RouteHandle } from './lib/meta.ts';
import { localizePath } from './lib/locale-url.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { PageError } from './layout/PageError.tsx';

/**
 * The site's route table (SPEC §2), defined once and mounted twice: Chinese at `/`, English under `/en`.
 * No browser globals are touched here, so the same table can drive server prerendering
 * (`createStaticHandler(createRoutes(...))`) later.
 */
export interface RouteOptions {
  /**
   * Loads translation namespaces before a route renders (its loader awaits it). The client passes the
   * lazy JSON loader of `i18n/index.ts`; a prerenderer can pass its own. Default: nothing to load.
   */
  loadNamespaces?: (locale: Locale, namespaces: readonly string[]) => Promise<void> | void;
}

type PageModule = Promise<{ default: ComponentType }>;

export function createRoutes(options: RouteOptions = {}): RouteObject[] {
  return [localeRoot('zh_CN', options), localeRoot('en_US', options)];
}

function localeRoot(locale: Locale, options: RouteOptions): RouteObject {
  return {
    id: locale,
    path: locale === 'en_US' ? '/en' : '/',
    element: <SiteLayout locale={locale} />,
    errorElement: <RouteError locale={locale} />,
    handle: { meta: 'home' } satisfies RouteHandle,
    loader: async () => {
      await options.loadNamespaces?.(locale, ['common']);
      return null;
    },
    children: pageRoutes(locale, options),
  };
}

/** The page tree, locale-free; `locale` only decides redirect targets and the Chinese-only brief. */
function pageRoutes(locale: Locale, options: RouteOptions): RouteObject[] {
  /** A page: lazy module (own chunk), its meta key, and the translation namespace it needs. */
  const page = (meta: string, ns: string, load: () => PageModule, extra: Partial<RouteHandle> = {}) => ({
    handle: { meta, ...extra } satisfies RouteHandle,
    loader: async () => {
      await options.loadNamespaces?.(locale, ['common', ns]);
      return null;
    },
    lazy: async () => ({ Component: (await load()).default }),
    errorElement: <PageError />,
  });
  /** A route that only replaces the URL with another page of the same locale. */
  const redirectTo = (meta: string, path: string) => ({
    handle: { meta } satisfies RouteHandle,
    loader: () => replace(localizePath(locale, path)),
  });

  return [
    { index: true, ...page('home', 'home', () => import('./pages/home/HomePage.tsx')) },
    {
      path: 'enter',
      handle: { meta: 'enter' } satisfies RouteHandle,
      children: [
        { index: true, ...page('enter', 'enter', () => import('./pages/enter/CompanyIntroPage.tsx')) },
        { path: 'cultureDetails', ...page('cultureDetails', 'enter', () => import('./pages/enter/CultureDetailsPage.tsx')) },
        { path: 'declaration', ...page('declaration', 'enter', () => import('./pages/enter/DeclarationPage.tsx')) },
      ],
    },
    {
      path: 'bussiness',
      handle: { meta: 'bussiness' } satisfies RouteHandle,
      children: [
        { index: true, ...redirectTo('engineerService', '/bussiness/engineerService') },
        { path: 'engineerService', ...page('engineerService', 'bussiness', () => import('./pages/bussiness/EngineerServicePage.tsx')) },
        { path: 'greenDecarbonization', ...page('greenDecarbonization', 'bussiness', () => import('./pages/bussiness/GreenDecarbonizationPage.tsx')) },
        { path: 'supplyChainManagement', ...page('supplyChainManagement', 'bussiness', () => import('./pages/bussiness/SupplyChainManagementPage.tsx')) },
        { path: 'gmscare', ...page('gmscare', 'bussiness', () => import('./pages/bussiness/GmscarePage.tsx')) },
        { path: 'shipDigitalizationProduct', ...page('shipDigitalizationProduct', 'bussiness', () => import('./pages/bussiness/ShipDigitalizationProductPage.tsx')) },
        { path: 'trainingService', ...page('trainingService', 'bussiness', () => import('./pages/bussiness/TrainingServicePage.tsx')) },
        { path: 'details', ...page('bussinessDetails', 'bussiness', () => import('./pages/bussiness/CaseDetailsPage.tsx')) },
        { path: 'bussinessList', ...page('bussinessList', 'bussiness', () => import('./pages/bussiness/CaseListPage.tsx')) },
        { path: 'onlineCourseList', ...page('onlineCourseList', 'bussiness', () => import('./pages/bussiness/OnlineCourseListPage.tsx')) },
        { path: 'expertOpinionList', ...page('expertOpinionList', 'bussiness', () => import('./pages/bussiness/ExpertOpinionListPage.tsx')) },
        { path: 'expertOpinionDetails', ...page('expertOpinionDetails', 'bussiness', () => import('./pages/bussiness/ExpertOpinionDetailsPage.tsx')) },
        { path: 'shipDigitalList', ...page('shipDigitalList', 'bussiness', () => import('./pages/bussiness/ShipDigitalListPage.tsx')) },
        { path: 'shipSecurityList', ...page('shipSecurityList', 'bussiness', () => import('./pages/bussiness/ShipSecurityListPage.tsx')) },
      ],
    },
    {
      path: 'mediaCenter',
      handle: { meta: 'mediaCenter' } satisfies RouteHandle,
      children: [
        { index: true, ...page('mediaCenterNews', 'mediaCenter', () => import('./pages/mediaCenter/CompanyNewsPage.tsx')) },
        { path: 'mediaCenterIndustry', ...page('mediaCenterIndustry', 'mediaCenter', () => import('./pages/mediaCenter/IndustryNewsPage.tsx')) },
        {
          path: 'mediaCenterBrief',
          // The brief exists in Chinese only; the English twin goes to the English media index.
          ...(locale === 'zh_CN'
            ? page('mediaCenterBrief', 'mediaCenter', () => import('./pages/mediaCenter/BriefPage.tsx'))
            : redirectTo('mediaCenterNews', '/mediaCenter')),
        },
        { path: 'mediaCenterNews/details', ...page('newsDetails', 'mediaCenter', () => import('./pages/mediaCenter/NewsDetailsPage.tsx')) },
      ],
    },
    {
      path: 'talentDevelop',
      handle: { meta: 'talentDevelop' } satisfies RouteHandle,
      children: [
        { index: true, ...redirectTo('talentSocial', '/talentDevelop/social') },
        // social and campus share one recruitment screen; the mode comes from the route handle.
        { path: 'social', ...page('talentSocial', 'talentDevelop', () => import('./pages/talentDevelop/RecruitmentPage.tsx'), { mode: 1 }) },
        { path: 'campus', ...page('talentCampus', 'talentDevelop', () => import('./pages/talentDevelop/RecruitmentPage.tsx'), { mode: 2 }) },
        { path: 'submitResume', ...page('submitResume', 'talentDevelop', () => import('./pages/talentDevelop/SubmitResumePage.tsx')) },
        { path: 'strategy', ...page('talentStrategy', 'talentDevelop', () => import('./pages/talentDevelop/StrategyPage.tsx')) },
      ],
    },
    { path: 'contactUs', ...page('contactUs', 'general', () => import('./pages/contactUs/ContactUsPage.tsx')) },
    { path: 'webMap', ...page('webMap', 'general', () => import('./pages/webMap/WebMapPage.tsx')) },
    { path: 'searchList', ...page('searchList', 'general', () => import('./pages/searchList/SearchListPage.tsx')) },
    { path: 'behaviorDeclaration', ...page('behaviorDeclaration', 'general', () => import('./pages/behaviorDeclaration/BehaviorDeclarationPage.tsx')) },
    // Unknown paths: replace with the home of this language.
    { path: '*', ...redirectTo('home', '/') },
  ];
}
