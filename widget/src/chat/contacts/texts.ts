import type { i18n as I18n } from 'i18next';
import zhCN from '../../i18n/zh_CN/contacts.json';
import enUS from '../../i18n/en_US/contacts.json';

/** The contact screens' texts (namespace 'contacts'), added to the element's i18next by the lazy chat chunk. */
export const CONTACTS_NAMESPACE = 'contacts';

export function addContactTexts(i18n: I18n): void {
  if (i18n.hasResourceBundle('zh_CN', CONTACTS_NAMESPACE)) return;
  i18n.addResourceBundle('zh_CN', CONTACTS_NAMESPACE, zhCN);
  i18n.addResourceBundle('en_US', CONTACTS_NAMESPACE, enUS);
}
