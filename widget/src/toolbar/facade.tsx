import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { htmlLang } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { resolveConfig } from '../config.ts';
import { createWidgetI18n } from '../i18n/index.ts';
import widgetCss from '../styles/widget.css?inline';
import { FACADE_ATTRIBUTE, WIDGET_TAG } from '../element-names.ts';
import { Toolbar } from './Toolbar.tsx';

/**
 * Server-side only: the `<hy-chat>` element as HTML with a declarative shadow root that holds the widget's
 * own CSS and the real floating toolbar (the same component, closed, no unread dot), so a page shows the
 * toolbar before the widget script is loaded. The host page loads the script on the visitor's first
 * interaction; the element then upgrades in place (element.ts renders over this shadow root synchronously,
 * keeps focus on the same tool) and the host replays a click made on the facade meanwhile.
 * `data-tool` names each tool (avatar, mail, phone, top) in both the facade and the live toolbar.
 */
export function toolbarFacadeHtml(locale: Locale, contact: { phone?: string; email?: string } = {}): string {
  const config = resolveConfig(
    { locale, ...contact },
    { scriptUrl: undefined, pageHref: 'http://localhost/', pageOrigin: 'http://localhost' },
  );
  const toolbar = renderToStaticMarkup(
    <I18nextProvider i18n={createWidgetI18n(locale)}>
      <div className="hy-root" lang={htmlLang(locale)}>
        <Toolbar
          open={false}
          unread={false}
          phone={config.phone}
          email={config.email}
          windowId="hy-chat-window"
          avatarRef={{ current: null }}
          onToggle={() => undefined}
        />
      </div>
    </I18nextProvider>,
  );
  const css = widgetCss.replace(/<\/style/gi, '<\\/style');
  // The contact details as attributes too: the live element (element.ts) reads them when it upgrades in place.
  const attributes = (['phone', 'email'] as const)
    .filter((name) => contact[name]?.trim())
    .map((name) => ` ${name}="${escapeAttribute(config[name])}"`)
    .join('');
  return `<${WIDGET_TAG} locale="${locale}"${attributes} ${FACADE_ATTRIBUTE}><template shadowrootmode="open"><style>${css}</style>${toolbar}</template></${WIDGET_TAG}>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
