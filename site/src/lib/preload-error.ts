import { splitLocalePath } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';

/**
 * SPEC §8: a page chunk or style that fails to load raises a cancelable `preload-error` event on window (detail:
 * the error). A listener that calls preventDefault() handles it; unhandled, the error is rethrown where the load
 * was awaited (the page's error element shows). The site's own listener handles the first failure by showing a
 * notice and reloading the page once (a new deploy replaced the hashed files, a network blip); a second failure
 * within RELOAD_GUARD_MS is left unhandled.
 *
 * Vite's module preload helper raises `vite:preloadError` for every failed dynamic import and its CSS and rethrows
 * unless that event's default was prevented: it is forwarded as `preload-error` and follows its outcome.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';
const RELOADED_AT_KEY = 'site:preload-reloaded-at';
export const RELOAD_GUARD_MS = 60_000;
/** Time to read the notice before the page reloads. */
export const RELOAD_DELAY_MS = 1500;

/** Both languages here: the notice must show when the translation chunks are what failed. */
const NOTICE: Record<Locale, string> = {
  zh_CN: '页面资源加载失败，正在重新加载…',
  en_US: 'Part of the page failed to load. Reloading…',
};

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(at) && now - at >= 0 && now - at < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

function markReloaded(now: number): void {
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    /* storage disabled: the page reloads once per failure */
  }
}

let reloading = false;

/**
 * The notice, drawn here (a toast's chunk may be among what fails to load), in the toast's place: 20 px from the
 * top, centred, an alert for screen readers.
 */
function showNotice(text: string): void {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.setAttribute('data-preload-notice', '');
  notice.textContent = text;
  Object.assign(notice.style, {
    position: 'fixed',
    top: '20px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '2147483000',
    padding: '0.75rem 1.25rem',
    borderRadius: '8px',
    background: '#fff7e6',
    color: '#7a4b00',
    border: '1px solid #f0c36d',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
    font: '500 15px/1.4 system-ui, sans-serif',
  });
  document.body.append(notice);
}

/** A module import that resolved with nothing because its failure was handled: wait for the reload, never settle. */
export function untilReload<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/** Installs the forwarding of Vite's event and the site's reload-once listener (browser entry, once). */
export function installPreloadErrorHandling(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const forwarded = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: (event as Event & { payload?: unknown }).payload });
    window.dispatchEvent(forwarded);
    if (forwarded.defaultPrevented) event.preventDefault();
  });
  window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
    if (reloading) {
      event.preventDefault();
      return;
    }
    const now = Date.now();
    if (reloadedRecently(now)) return; // unhandled: rethrown
    event.preventDefault();
    reloading = true;
    markReloaded(now);
    showNotice(NOTICE[splitLocalePath(window.location.pathname).locale]);
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  });
}
