import type { Locale } from '../../../common/locale.ts';

/**
 * The chat widget lives outside the React tree: one `<hy-chat>` element appended to <body> once the app has
 * rendered and the browser is idle. Its `locale` attribute follows the site's locale.
 */
let host: HTMLElement | null = null;
let scheduled = false;
let currentLocale: Locale = 'zh_CN';

export function setWidgetLocale(locale: Locale): void {
  currentLocale = locale;
  host?.setAttribute('locale', locale);
}

export function mountWidgetWhenIdle(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const start = () => {
    import('../../../widget/src/element.ts')
      .then(() => {
        if (host) return;
        host = document.createElement('hy-chat');
        host.setAttribute('locale', currentLocale);
        document.body.append(host);
      })
      .catch((error: unknown) => {
        scheduled = false; // a later locale change may retry
        console.warn('chat widget failed to load', error);
      });
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 5000 });
  else window.setTimeout(start, 1200);
}
