import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '../../../common/locale.ts';
import zhCN from './zh_CN/chat.json';
import enUS from './en_US/chat.json';
import zhGroups from './zh_CN/groups.json';
import enGroups from './en_US/groups.json';

export const WIDGET_NAMESPACE = 'chat';

export const widgetResources = {
  zh_CN: { [WIDGET_NAMESPACE]: { ...zhCN, groups: zhGroups } },
  en_US: { [WIDGET_NAMESPACE]: { ...enUS, groups: enGroups } },
} as const;

/**
 * A private i18next instance per widget element: never the global one, so the host page's
 * own i18next (if any) is untouched. Resources are bundled, so init is synchronous.
 */
export function createWidgetI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: widgetResources,
    lng: locale,
    fallbackLng: 'zh_CN',
    supportedLngs: ['zh_CN', 'en_US'],
    // 'zh_CN' is not a BCP 47 code; keep it as the whole key instead of splitting on '-'/'_'.
    load: 'currentOnly',
    ns: [WIDGET_NAMESPACE],
    defaultNS: WIDGET_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
  });
  return instance;
}
