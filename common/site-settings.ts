import { brand } from './brand.ts';
import type { Locale } from './locale.ts';

/**
 * Site settings edited in the staff console (issue #16.3) and read by the site's footer and contact page: phone,
 * e-mail, the address in both languages, the filing number, the follow-us QR codes (each made by the server from
 * the address it encodes) and the social links of the English footer. Until an editor saves them, the defaults.
 */
export const QR_KEYS = ['wechat', 'video', 'app'] as const;
export type QrKey = (typeof QR_KEYS)[number];
export const SOCIAL_KEYS = ['linkedin', 'facebook', 'youtube'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

export interface SiteSettings {
  phone: string;
  email: string;
  filingNumber: string;
  /** '' keeps the site's own text for that language. */
  address: Record<Locale, string>;
  /** The address each follow-us QR code encodes. */
  qr: Record<QrKey, string>;
  social: Record<SocialKey, string>;
}

/** The settings as the site gets them: QR codes as image URLs made by the server. */
export interface PublicSiteSettings extends Omit<SiteSettings, 'qr'> {
  qrImages: Record<QrKey, string>;
}

export const SETTINGS_LIMITS = { phone: 40, email: 120, filingNumber: 80, address: 300, url: 500 } as const;

export const DEFAULT_SETTINGS: SiteSettings = {
  phone: brand.phone,
  email: brand.email,
  filingNumber: brand.filingNumber,
  address: { zh_CN: '', en_US: '' },
  qr: {
    wechat: 'https://weixin.qq.com/r/sealink-marine-example',
    video: 'https://channels.weixin.qq.com/sealink-marine-example',
    app: 'https://www.sealink-marine.example/app',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/sealink-marine-example',
    facebook: 'https://www.facebook.com/sealink.marine.example',
    youtube: 'https://www.youtube.com/@sealink-marine-example',
  },
};
