import type { i18n as I18n } from 'i18next';
import zhCN from '../../i18n/zh_CN/calls.json';
import enUS from '../../i18n/en_US/calls.json';

/** The call screens' texts (namespace 'calls'), added to the element's i18next by the lazy chat chunk. */
export const CALLS_NAMESPACE = 'calls';

export function addCallTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('zh_CN', CALLS_NAMESPACE)) return;
  i18n.addResourceBundle('zh_CN', CALLS_NAMESPACE, zhCN);
  i18n.addResourceBundle('en_US', CALLS_NAMESPACE, enUS);
}
