import { DEFAULT_SETTINGS } from '../../../common/site-settings.ts';
import type { PublicSiteSettings } from '../../../common/site-settings.ts';
import { useRouteData } from '../router/render.tsx';
import { useLocale } from './locale-context.ts';
import wechatQr from '../assets/qr-wechat.svg';
import channelQr from '../assets/qr-channel.svg';
import appQr from '../assets/qr-app.svg';

const FALLBACK: PublicSiteSettings = (() => {
  const { qr: _qr, ...rest } = DEFAULT_SETTINGS;
  return { ...rest, qrImages: { wechat: wechatQr, video: channelQr, app: appQr } };
})();

/**
 * The site settings of the staff console (footer, contact page), loaded with the page by the locale root's loader
 * (routes.tsx); the defaults when the server did not answer.
 */
export function useSiteSettings(): PublicSiteSettings {
  const locale = useLocale();
  return useRouteData<{ settings: PublicSiteSettings | null } | null>(locale)?.settings ?? FALLBACK;
}
