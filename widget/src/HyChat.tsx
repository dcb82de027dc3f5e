import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { htmlLang } from '../../common/locale.ts';
import { resolveConfig, type RawWidgetConfig, type WidgetConfig } from './config.ts';
import { createWidgetI18n } from './i18n/index.ts';
import { setOpen, toggleOpen, uiStoreFor, UiStoreContext } from './store/ui.ts';
import { Toolbar } from './toolbar/Toolbar.tsx';
import { ChatWindow } from './window/ChatWindow.tsx';
import { hasStoredChatSession } from './chat/session/keys.ts';
import { WidgetConfigContext } from './context.ts';
import { startPageTracker } from './chat/desk/page-tracker.ts';

export interface HyChatProps extends RawWidgetConfig {
  /** Set by r2wc: the shadow root the component renders into. */
  container?: HTMLElement | ShadowRoot;
  unread?: boolean;
  /** URL of the widget script, for the default server URL (set by element.ts). */
  scriptUrl?: string;
}

export function HyChat(props: HyChatProps) {
  const host = hostOf(props.container);
  const ui = uiStoreFor(host);
  const snap = useSnapshot(ui);
  const { locale, serverUrl, engine, sdkAppId, phone, email, userId, userSig, scriptUrl } = props;
  const { enableInput, enableAt, enableDragUpload, enableTyping, enableSend, official, readReceipt, displayOnlineStatus, layout } = props;
  const config: WidgetConfig = useMemo(
    () =>
      resolveConfig(
        {
          locale,
          serverUrl,
          engine,
          sdkAppId,
          phone,
          email,
          userId,
          userSig,
          enableInput,
          enableAt,
          enableDragUpload,
          enableTyping,
          enableSend,
          official,
          readReceipt,
          displayOnlineStatus,
          layout,
        },
        { scriptUrl, pageHref: location.href, pageOrigin: location.origin },
      ),
    [
      locale,
      serverUrl,
      engine,
      sdkAppId,
      phone,
      email,
      userId,
      userSig,
      enableInput,
      enableAt,
      enableDragUpload,
      enableTyping,
      enableSend,
      official,
      readReceipt,
      displayOnlineStatus,
      layout,
      scriptUrl,
    ],
  );

  const [i18n] = useState(() => createWidgetI18n(config.locale));
  // Follow the `locale` attribute live (before paint; resources are bundled, so it is synchronous).
  useLayoutEffect(() => {
    if (i18n.language !== config.locale) void i18n.changeLanguage(config.locale);
  }, [i18n, config.locale]);

  // Inline (the console's full-page chat): always open, no toolbar, the chat fills the element's box.
  const inline = config.layout === 'inline';
  useLayoutEffect(() => {
    if (inline && !ui.open) setOpen(ui, true);
  }, [inline, ui, snap.open]);
  // Mount the window (and fetch the chat chunk) on the first open only; keep it afterwards.
  const [everOpened, setEverOpened] = useState(snap.open || inline);
  if ((snap.open || inline) && !everOpened) setEverOpened(true);
  // A returning chatter or a signed-in user: start the (hidden) chat when the page is idle, so new messages light the unread dot.
  const signedIn = Boolean(config.userId && config.userSig);
  useEffect(() => {
    if (everOpened || !(signedIn || hasStoredChatSession())) return;
    // Browsers without requestIdleCallback (Safari) wait a fixed time instead.
    const idle = typeof window.requestIdleCallback === 'function';
    const start = () => setEverOpened(true);
    const handle = idle ? window.requestIdleCallback(start) : window.setTimeout(start, 1500);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [everOpened, signedIn]);

  // Visitors' pages go to the customer-service desk (route changes of the host page), signed-in users' do not.
  const localeRef = useRef(config.locale);
  localeRef.current = config.locale;
  useEffect(() => (signedIn ? undefined : startPageTracker(config.serverUrl, () => localeRef.current)), [signedIn, config.serverUrl]);

  const avatarRef = useRef<HTMLButtonElement>(null);
  const windowId = useId();

  const close = useCallback(() => {
    const root = host.shadowRoot;
    const focusInWindow = root?.activeElement?.closest('.hy-window') != null;
    setOpen(ui, false);
    if (focusInWindow) avatarRef.current?.focus();
  }, [host, ui]);

  useEffect(() => {
    host.setAttribute('data-open', String(snap.open));
  }, [host, snap.open]);

  return (
    <I18nextProvider i18n={i18n}>
      <WidgetConfigContext.Provider value={config}>
        <UiStoreContext.Provider value={ui}>
          <div className={inline ? 'hy-root hy-root--inline' : 'hy-root'} lang={htmlLang(config.locale)}>
            {inline ? null : (
              <Toolbar
                open={snap.open}
                unread={Boolean(props.unread) || snap.unread}
                phone={config.phone}
                email={config.email}
                windowId={windowId}
                avatarRef={avatarRef}
                onToggle={() => toggleOpen(ui)}
              />
            )}
            {everOpened ? <ChatWindow id={windowId} ui={ui} config={config} onClose={close} inline={inline} /> : null}
          </div>
        </UiStoreContext.Provider>
      </WidgetConfigContext.Provider>
    </I18nextProvider>
  );
}

function hostOf(container: HTMLElement | ShadowRoot | undefined): HTMLElement {
  if (!container) throw new Error('[hy-chat] rendered without a container');
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}
