import { replace } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { Locale } from '../../common/locale.ts';
import type { RouteHandle } from './lib/meta.ts';
import type { PageModule } from './lib/page-loader.ts';
import { localizePath } from './lib/locale-url.ts';
import { untilReload } from './lib/preload-error.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { PageError } from './layout/PageError.tsx';
import { getSiteSettings } from './api/settings.ts';

/**
 * The site's route table (SPEC §2), defined once and mounted twice: Chinese at `/`, English under `/en`.
 * No browser globals are touched here: the same table drives the browser router (main.tsx), the build-time
 * prerenderer and the server's request-time renderer (ssr/entry-server.tsx). Flow: ARCHITECTURE.md, "Site" (a page request).
 */
export interface RouteOptions {
  /**
   * Loads translation namespaces before a route renders (its loader awaits it). The client passes the
   * lazy JSON loader of `i18n/index.ts`; a prerenderer can pass its own. Default: nothing to load.
   */
  loadNamespaces?: (locale: Locale, namespaces: readonly string[]) => Promise<void> | void;
}

/** Every page module, each its own lazy chunk (key: `./pages/<area>/<Name>Page.tsx`). */
const PAGE_MODULES = import.meta.glob<PageModule>('./pages/*/*Page.tsx');

function pageModule(path: string): () => Promise<PageModule> {
  const load = PAGE_MODULES[`./pages/${path}.tsx`];
  if (!load) throw new Error(`no page module ./pages/${path}.tsx`);
  // A failed load whose preload-error was handled resolves with nothing: the page reloads (lib/preload-error.ts).
  return async () => {
    const mod = (await load()) as PageModule | undefined;
    return mod ?? untilReload<PageModule>();
  };
}

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
    // The site settings (footer, contact page) come with every page; the browser keeps one answer per visit.
    loader: async ({ request }: LoaderFunctionArgs) => {
      const [, settings] = await Promise.all([options.loadNamespaces?.(locale, ['common']), getSiteSettings(locale, request.signal)]);
      return { settings };
    },
    children: pageRoutes(locale, options),
  };
}

/** The page tree, locale-free; `locale` only decides redirect targets and the Chinese-only brief. */
function pageRoutes(locale: Locale, options: RouteOptions): RouteObject[] {
  /**
   * A page: lazy module (own chunk), its meta key and translation namespace. The route loader loads the
   * translations and the module, then runs the module's own `loader` (data pattern: ARCHITECTURE.md, Site).
   */
  const page = (meta: string, ns: string, path: string, extra: Partial<RouteHandle> = {}) => {
    const load = pageModule(path);
    // Content pages also use the shared `forms` texts (paging, search, dialogs, form fields, toasts).
    const namespaces = ns === 'home' ? ['common', ns] : ['common', ns, 'forms'];
    return {
      handle: { meta, ns: namespaces, module: `src/pages/${path}.tsx`, ...extra } satisfies RouteHandle,
      loader: async ({ request, params }: LoaderFunctionArgs) => {
        const [, mod] = await Promise.all([options.loadNamespaces?.(locale, namespaces), load()]);
        if (!mod.loader) return null;
        return mod.loader({ locale, url: new URL(request.url), params, request, signal: request.signal });
      },
      lazy: async () => ({ Component: (await load()).default }),
      errorElement: <PageError />,
    };
  };
  /** A route that only replaces the URL with another page of the same locale. */
  const redirectTo = (meta: string, path: string) => ({
    handle: { meta } satisfies RouteHandle,
    loader: () => replace(localizePath(locale, path)),
  });

  return [
    { index: true, ...page('home', 'home', 'home/HomePage') },
    {
      path: 'enter',
      handle: { meta: 'enter' } satisfies RouteHandle,
      children: [
        { index: true, ...page('enter', 'enter', 'enter/CompanyIntroPage') },
        { path: 'cultureDetails', ...page('cultureDetails', 'enter', 'enter/CultureDetailsPage') },
        { path: 'declaration', ...page('declaration', 'enter', 'enter/DeclarationPage') },
      ],
    },
    {
      path: 'bussiness',
      handle: { meta: 'bussiness' } satisfies RouteHandle,
      children: [
        { index: true, ...redirectTo('engineerService', '/bussiness/engineerService') },
        { path: 'engineerService', ...page('engineerService', 'bussiness', 'business/EngineerServicePage') },
        { path: 'greenDecarbonization', ...page('greenDecarbonization', 'bussiness', 'business/GreenDecarbonizationPage') },
        { path: 'supplyChainManagement', ...page('supplyChainManagement', 'bussiness', 'business/SupplyChainManagementPage') },
        { path: 'gmscare', ...page('gmscare', 'bussiness', 'business/GmscarePage') },
        { path: 'shipDigitalizationProduct', ...page('shipDigitalizationProduct', 'bussiness', 'business/ShipDigitalizationProductPage') },
        { path: 'trainingService', ...page('trainingService', 'bussiness', 'business/TrainingServicePage') },
        { path: 'details', ...page('bussinessDetails', 'bussiness', 'business/CaseDetailsPage') },
        { path: 'bussinessList', ...page('bussinessList', 'bussiness', 'business/CaseListPage') },
        { path: 'onlineCourseList', ...page('onlineCourseList', 'bussiness', 'business/OnlineCourseListPage') },
        { path: 'expertOpinionList', ...page('expertOpinionList', 'bussiness', 'business/ExpertOpinionListPage') },
        { path: 'expertOpinionDetails', ...page('expertOpinionDetails', 'bussiness', 'business/ExpertOpinionDetailsPage') },
        { path: 'shipDigitalList', ...page('shipDigitalList', 'bussiness', 'business/ShipDigitalListPage') },
        { path: 'shipSecurityList', ...page('shipSecurityList', 'bussiness', 'business/ShipSecurityListPage') },
      ],
    },
    {
      path: 'mediaCenter',
      handle: { meta: 'mediaCenter' } satisfies RouteHandle,
      children: [
        { index: true, ...page('mediaCenterNews', 'mediaCenter', 'media-center/CompanyNewsPage') },
        { path: 'mediaCenterIndustry', ...page('mediaCenterIndustry', 'mediaCenter', 'media-center/IndustryNewsPage') },
        {
          path: 'mediaCenterBrief',
          // The brief exists in Chinese only; the English twin goes to the English media index.
          ...(locale === 'zh_CN'
            ? page('mediaCenterBrief', 'mediaCenter', 'media-center/BriefPage')
            : redirectTo('mediaCenterNews', '/mediaCenter')),
        },
        {
          path: 'mediaCenterNews/details',
          ...page('newsDetails', 'mediaCenter', 'media-center/NewsDetailsPage', { render: 'request', canonicalQuery: ['id', 'newsId'] }),
        },
      ],
    },
    {
      path: 'talentDevelop',
      handle: { meta: 'talentDevelop' } satisfies RouteHandle,
      children: [
        { index: true, ...redirectTo('talentSocial', '/talentDevelop/social') },
        // social and campus share one recruitment screen; the mode comes from the route handle.
        {
          path: 'social',
          ...page('talentSocial', 'talentDevelop', 'talent-develop/RecruitmentPage', { mode: 1, canonicalQuery: ['jobId'] }),
        },
        {
          path: 'campus',
          ...page('talentCampus', 'talentDevelop', 'talent-develop/RecruitmentPage', { mode: 2, canonicalQuery: ['jobId'] }),
        },
        { path: 'submitResume', ...page('submitResume', 'talentDevelop', 'talent-develop/SubmitResumePage') },
        { path: 'strategy', ...page('talentStrategy', 'talentDevelop', 'talent-develop/StrategyPage') },
      ],
    },
    { path: 'contactUs', ...page('contactUs', 'general', 'contact-us/ContactUsPage') },
    { path: 'webMap', ...page('webMap', 'general', 'web-map/WebMapPage') },
    { path: 'searchList', ...page('searchList', 'general', 'search-list/SearchListPage') },
    { path: 'behaviorDeclaration', ...page('behaviorDeclaration', 'general', 'behavior-declaration/BehaviorDeclarationPage') },
    // Unknown paths: replace with the home of this language.
    { path: '*', ...redirectTo('home', '/') },
  ];
}
