import type { i18n as I18n } from 'i18next';
import zhCN from '../../i18n/zh_CN/desk.json';
import enUS from '../../i18n/en_US/desk.json';

/** The desk's visitor texts (namespace 'desk'), added to the element's i18next by the lazy chat chunk. */
export const DESK_NAMESPACE = 'desk';

export function addDeskTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('zh_CN', DESK_NAMESPACE)) return;
  i18n.addResourceBundle('zh_CN', DESK_NAMESPACE, zhCN);
  i18n.addResourceBundle('en_US', DESK_NAMESPACE, enUS);
}
