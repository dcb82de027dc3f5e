import { useRouteError } from '../router/render.tsx';
import type { Locale } from '../../../common/locale.ts';
import { localizePath } from '../lib/locale-url.ts';
import '../styles/global.css';
import './RouteError.css';

/** Texts of the last-resort error screen: hard-coded, since the failure may be the translations themselves. */
const TEXT = {
  zh_CN: { title: '页面加载失败', text: '网络可能出现了问题，请稍后重试。', reload: '重新加载', home: '返回首页' },
  en_US: {
    title: 'This page could not be loaded',
    text: 'The network may be unavailable. Please try again.',
    reload: 'Reload',
    home: 'Back to home',
  },
} as const;

/** Root error boundary of a locale tree (the shell itself could not render). */
export function RouteError({ locale }: { locale: Locale }) {
  const error = useRouteError();
  if (error) console.error(error);
  const text = TEXT[locale];
  return (
    <main className="route-error route-error--full" role="alert">
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <p className="route-error__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {text.reload}
        </button>
        <a className="button" href={localizePath(locale, '/')}>
          {text.home}
        </a>
      </p>
    </main>
  );
}
