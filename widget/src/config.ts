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
  /** The engine that runs: 'tencent' only with a usable `sdk-app-id` (else our server, and `engineNotice` says so). */
  engine: Engine;
  sdkAppId: string;
  /** Why the engine differs from the `engine` attribute, shown in the chat; null when it does not. */
  engineNotice: EngineNotice | null;
  phone: string;
  email: string;
  /** `user-id` / `user-sig`: a partner's signed-in user (signature made by its backend); empty for visitors. */
  userId: string;
  userSig: string;
  /** SPEC §6 input flags (attributes enable-input, enable-at, enable-drag-upload, enable-typing, enable-send). */
  input: InputFlags;
  /** `read-receipt`: the app's read-receipt setting (SPEC §4; on unless "false"); users may turn theirs off. */
  readReceipt: boolean;
  /** `official`: official mode (SPEC §6: no friend search; 'send message' to non-friends not offered). */
  official: boolean;
  /** `display-online-status`: online dots for C2C peers (SPEC §6). */
  displayOnlineStatus: boolean;
  /**
   * `layout`: 'floating' (default: the toolbar and the draggable window) or 'inline' (the chat screens fill the
   * element's box, always open, no toolbar: the staff console's conversations module).
   */
  layout: WidgetLayout;
}

export type WidgetLayout = 'floating' | 'inline';

/** 'tencentWithoutAppId': engine="tencent" without a usable sdk-app-id, so the chat runs on our server. */
export type EngineNotice = 'tencentWithoutAppId';

/** What the composer offers (SPEC §6). All on by default except drag-and-drop upload. */
export interface InputFlags {
  /** The text editor (with its emoji panel and send hint); media tools stay. */
  enableInput: boolean;
  /** '@' mentions in groups. */
  enableAt: boolean;
  /** Files dropped on the composer are sent (pasted files always are, SPEC §5). */
  enableDragUpload: boolean;
  /** 'typing' reported to the peer in one-to-one chats. */
  enableTyping: boolean;
  /** The send button (Enter still sends). */
  enableSend: boolean;
}

export const DEFAULT_INPUT_FLAGS: InputFlags = {
  enableInput: true,
  enableAt: true,
  enableDragUpload: false,
  enableTyping: true,
  enableSend: true,
};

/** Raw values as they come from the element's attributes / properties. */
export interface RawWidgetConfig {
  locale?: string | undefined;
  serverUrl?: string | undefined;
  engine?: string | undefined;
  sdkAppId?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  userId?: string | undefined;
  userSig?: string | undefined;
  enableInput?: string | undefined;
  enableAt?: string | undefined;
  enableDragUpload?: string | undefined;
  enableTyping?: string | undefined;
  enableSend?: string | undefined;
  official?: string | undefined;
  readReceipt?: string | undefined;
  displayOnlineStatus?: string | undefined;
  layout?: string | undefined;
}

export function isEngine(value: unknown): value is Engine {
  return value === 'self' || value === 'tencent';
}

/** A Tencent Chat SDKAppID: a positive integer. */
export function isSdkAppId(value: string | number | undefined): boolean {
  const n = Number(value);
  return Boolean(value) && Number.isInteger(n) && n > 0;
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
  const sdkAppId = raw.sdkAppId?.trim() ?? '';
  const requested = isEngine(raw.engine) ? raw.engine : DEFAULT_ENGINE;
  const tencentWithoutAppId = requested === 'tencent' && !isSdkAppId(sdkAppId);
  return {
    locale: isLocale(raw.locale) ? raw.locale : DEFAULT_LOCALE,
    serverUrl: (raw.serverUrl ? normalizeServerUrl(raw.serverUrl, env.pageHref) : null) ?? defaultServerUrl(env.scriptUrl, env.pageOrigin),
    engine: tencentWithoutAppId ? 'self' : requested,
    sdkAppId,
    engineNotice: tencentWithoutAppId ? 'tencentWithoutAppId' : null,
    phone: raw.phone?.trim() || brand.phone,
    email: raw.email?.trim() || brand.email,
    userId: raw.userId?.trim() ?? '',
    userSig: raw.userSig?.trim() ?? '',
    input: {
      enableInput: parseFlag(raw.enableInput, DEFAULT_INPUT_FLAGS.enableInput),
      enableAt: parseFlag(raw.enableAt, DEFAULT_INPUT_FLAGS.enableAt),
      enableDragUpload: parseFlag(raw.enableDragUpload, DEFAULT_INPUT_FLAGS.enableDragUpload),
      enableTyping: parseFlag(raw.enableTyping, DEFAULT_INPUT_FLAGS.enableTyping),
      enableSend: parseFlag(raw.enableSend, DEFAULT_INPUT_FLAGS.enableSend),
    },
    official: parseFlag(raw.official, false),
    readReceipt: parseFlag(raw.readReceipt, true),
    displayOnlineStatus: parseFlag(raw.displayOnlineStatus, false),
    layout: raw.layout?.trim().toLowerCase() === 'inline' ? 'inline' : 'floating',
  };
}

/** A flag attribute: absent gives the default; present is on unless "false" (or "0", "off"). */
export function parseFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return !['false', '0', 'off'].includes(value.trim().toLowerCase());
}

/** HTML boolean attribute: present means true, except the literal "false". */
export function parseBooleanAttribute(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() !== 'false';
}
