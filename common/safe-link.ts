/**
 * The one rule for a link the console stores and the site renders (a brief's link, a banner's address): an
 * absolute http(s) URL, or a path of this site — a single `/` followed by anything but another `/` or a `\`
 * (`//evil.example` and `/\evil.example` are other sites to a browser). No whitespace or control character
 * anywhere (browsers drop tabs and newlines, so `java\tscript:` or `/\t/evil` would become something else), no
 * backslash, no `<>"`, and no encoded slash or backslash right after the leading one (`/%5Cevil`, which a server
 * redirecting on the decoded path would send elsewhere).
 */
const ABSOLUTE = /^https?:\/\/[^/\\?#@]/i;
const PATH = /^\/(?![/\\]|%2f|%5c)/i;
const FORBIDDEN = /[\\<>"]|%5c/i;

/** A space, a control character (C0, DEL, C1) or any other whitespace. */
function hasBlankOrControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return /\s/u.test(value);
}

export type LinkKind = 'absolute' | 'path';

/** What kind of safe link `value` is, or null when it is not one. */
export function safeLinkKind(value: string): LinkKind | null {
  if (!value || value.length > 2048 || FORBIDDEN.test(value) || hasBlankOrControl(value)) return null;
  if (PATH.test(value)) return 'path';
  if (!ABSOLUTE.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? 'absolute' : null;
  } catch {
    return null;
  }
}

/** Whether `value` is a safe link (see above). */
export function isSafeLink(value: string): boolean {
  return safeLinkKind(value) !== null;
}
