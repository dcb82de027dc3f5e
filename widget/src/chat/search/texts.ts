import type { i18n as I18n } from 'i18next';
import zhCN from '../../i18n/zh_CN/search.json';
import enUS from '../../i18n/en_US/search.json';

/** The message search screens' texts (namespace 'search'), added to the element's i18next by the lazy chat chunk. */
export const SEARCH_NAMESPACE = 'search';

export function addSearchTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('zh_CN', SEARCH_NAMESPACE)) return;
  i18n.addResourceBundle('zh_CN', SEARCH_NAMESPACE, zhCN);
  i18n.addResourceBundle('en_US', SEARCH_NAMESPACE, enUS);
}
