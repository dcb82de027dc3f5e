import type { Locale } from '../../../common/locale.ts';
import type { PublicSiteSettings } from '../../../common/site-settings.ts';
import { apiRequest } from './http.ts';

let kept: Promise<PublicSiteSettings | null> | null = null;

/**
 * GET /api/site-settings: phone, e-mail, address, filing number, QR code images and social links set in the staff
 * console. null when the server does not answer (the site then shows its defaults). In the browser one answer serves
 * the whole visit; the server asks for every page it renders.
 */
export function getSiteSettings(locale: Locale, signal?: AbortSignal): Promise<PublicSiteSettings | null> {
  const load = () => apiRequest<PublicSiteSettings>('/api/site-settings', { locale, ...(signal ? { signal } : {}) }).catch(() => null);
  if (typeof window === 'undefined') return load();
  kept ??= load().then((settings) => {
    if (!settings) kept = null;
    return settings;
  });
  return kept;
}
