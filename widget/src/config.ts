import { brand } from '../../common/brand.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/locale.ts';

export const ENGINES = ['self', 'tencent'] as const;
export type Engine = (typeof ENGINES)[number];
export const DEFAULT_ENGINE: Engine = 'self';

/** Resolved settings of one <hy-chat> element, handed to the chat code. */
export interface WidgetConfig {
  locale: Locale;
  /** Base URL of our server, without a trailing slash. */
  serverUrl: string;
  engine: Engine;
  sdkAppId: string;
  phone: string;
  email: string;
}

/** Raw values as they come from the element's attributes / properties. */
export interface RawWidgetConfig {
  locale?: string | undefined;
  serverUrl?: string | undefined;
  engine?: string | undefined;
  sdkAppId?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

export function isEngine(value: unknown): value is Engine {
  return value === 'self' || value === 'tencent';
}

/**
 * Default server: the origin the widget script was loaded from (partner sites load
 * https://our-server/widget/hy-chat.js), else the page origin.
 */
export function defaultServerUrl(scriptUrl: string | undefined, pageOrigin: string): string {
  if (scriptUrl) {
    try {
      const url = new URL(scriptUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL (e.g. a bundler placeholder): fall through
    }
  }
  return pageOrigin;
}

/** Absolute URL without trailing slashes; relative values resolve against the page. Null when unusable. */
export function normalizeServerUrl(value: string, pageHref: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, pageHref);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export function resolveConfig(
  raw: RawWidgetConfig,
  env: { scriptUrl: string | undefined; pageHref: string; pageOrigin: string },
): WidgetConfig {
  return {
    locale: isLocale(raw.locale) ? raw.locale : DEFAULT_LOCALE,
    serverUrl:
      (raw.serverUrl ? normalizeServerUrl(raw.serverUrl, env.pageHref) : null) ??
      defaultServerUrl(env.scriptUrl, env.pageOrigin),
    engine: isEngine(raw.engine) ? raw.engine : DEFAULT_ENGINE,
    sdkAppId: raw.sdkAppId?.trim() ?? '',
    phone: raw.phone?.trim() || brand.phone,
    email: raw.email?.trim() || brand.email,
  };
}

/** HTML boolean attribute: present means true, except the literal "false". */
export function parseBooleanAttribute(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() !== 'false';
}
