import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { WidgetConfig } from '../config.ts';
import { ChatContext, useChat } from './hooks/useChat.ts';
import { useNarrow } from './hooks/useNarrow.ts';
import { useUiStore } from '../store/ui.ts';
import { ChatController } from './controller.ts';
import { engineFor } from './engine-factory.ts';
import {
  isStaffCredentials,
  readStaffCredentials,
  STAFF_LOGIN_EVENT,
  STAFF_LOGOUT_EVENT,
  writeStaffCredentials,
} from './session/staff-session.ts';
import { signedInUser } from './session/user-session.ts';
import { useReceiptSettings } from './store/receipts.ts';
import { useWidgetConfig } from '../context.ts';
import { DEBUG_FRAME_EVENT, isCustomMessageInput, SEND_CUSTOM_EVENT } from '../element-names.ts';
import { EVENT } from '../engine/types.ts';
import { sendCustom } from './actions.ts';
import { ConversationList } from './list/ConversationList.tsx';
import { ChatView } from './view/ChatView.tsx';
import { OfflineBanner } from './view/OfflineBanner.tsx';
import { Toast } from './view/Toast.tsx';
import { ImagePreviewer } from './previewer/ImagePreviewer.tsx';
import { CHAT_CSS } from './styles.ts';
import { adoptStyles } from '../styles/shadow-styles.ts';
import { ChatNav } from './nav/ChatNav.tsx';
import { addContactTexts } from './contacts/texts.ts';
import { addSearchTexts } from './search/texts.ts';
import { GlobalSearch } from './search/GlobalSearch.tsx';
import { addCallTexts } from './call/texts.ts';
import { CallLayer } from './call/CallLayer.tsx';
import { addDeskTexts } from './desk/texts.ts';
import { DeskBar } from './desk/DeskBar.tsx';

const ContactsScreen = lazy(() => import('./contacts/ContactsScreen.tsx'));

export interface ChatBodyProps {
  config: WidgetConfig;
}

/**
 * The chat body, loaded lazily on the first open. It creates the engine and the chat controller, starts the
 * visitor session (or the staff session handed over by the host page) and lays out the screens.
 */
export default function ChatBody({ config }: ChatBodyProps) {
  const { t, i18n } = useTranslation();
  const ui = useUiStore();
  const rootRef = useRef<HTMLDivElement>(null);
  const [chat, setChat] = useState<ChatController | null>(null);
  // The configuration of the moment, read when the engine is (re)created below.
  const currentConfig = useEffectEvent(() => config);
  const signedIn = Boolean(config.userId && config.userSig);
  useState(() => {
    addContactTexts(i18n);
    addSearchTexts(i18n);
    addCallTexts(i18n);
    addDeskTexts(i18n);
  });
  // The chat's CSS joins the element's shadow root before the first paint (a constructed stylesheet: strict CSP).
  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, CHAT_CSS);
  }, []);

  // The engine is per server URL and engine kind; locale changes only update texts (next effect).
  useEffect(() => {
    const current = currentConfig();
    const host = (rootRef.current?.getRootNode() as ShadowRoot | null)?.host;
    let disposed = false;
    let controller: ChatController | null = null;
    const start = (c: ChatController) => {
      const signedIn = signedInUser(current) ?? readStaffCredentials();
      void (signedIn ? c.startStaff(signedIn) : c.startVisitor());
    };
    void engineFor(current).then((engine) => {
      if (disposed) {
        void engine.destroy();
        return;
      }
      // the engine's wire frames as the element's debug event (QA's frame log on the demo page)
      engine.on(EVENT.DEBUG_FRAME, ({ data }) => host?.dispatchEvent(new CustomEvent(DEBUG_FRAME_EVENT, { detail: data })));
      controller = new ChatController(engine, ui, { serverUrl: current.serverUrl, locale: current.locale, t: i18n.t.bind(i18n) });
      setChat(controller);
      start(controller);
    });
    const onLogin = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isStaffCredentials(detail)) return;
      writeStaffCredentials(detail);
      if (controller) void controller.startStaff(detail);
    };
    const onLogout = () => {
      writeStaffCredentials(null);
      const user = signedInUser(current);
      if (controller) void (user ? controller.startStaff(user) : controller.startVisitor());
    };
    const onSendCustom = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (controller && isCustomMessageInput(detail)) sendCustom(controller, detail);
    };
    host?.addEventListener(SEND_CUSTOM_EVENT, onSendCustom);
    host?.addEventListener(STAFF_LOGIN_EVENT, onLogin);
    host?.addEventListener(STAFF_LOGOUT_EVENT, onLogout);
    return () => {
      disposed = true;
      host?.removeEventListener(SEND_CUSTOM_EVENT, onSendCustom);
      host?.removeEventListener(STAFF_LOGIN_EVENT, onLogin);
      host?.removeEventListener(STAFF_LOGOUT_EVENT, onLogout);
      void controller?.dispose();
    };
    // a new signature for the same user is a renewal (next effect), not a new engine
  }, [config.serverUrl, config.engine, config.sdkAppId, config.userId, signedIn, ui, i18n]);

  useEffect(() => {
    if (chat && config.userId && config.userSig) chat.renewSignature({ userID: config.userId, userSig: config.userSig });
  }, [chat, config.userId, config.userSig]);

  useEffect(() => {
    if (!chat) return;
    chat.locale = config.locale;
    chat.t = i18n.t.bind(i18n);
  }, [chat, config.locale, i18n]);

  const screens = chat ? (
    <ChatContext.Provider value={chat}>
      <ChatScreens />
    </ChatContext.Provider>
  ) : (
    <Status text={t('window.loading')} busy />
  );
  return (
    <div ref={rootRef} className="hy-chat-body" data-engine={config.engine}>
      {config.engineNotice ? (
        // the notice sits above the screens, which keep a row of their own as they have without it
        <div className="hy-chat-body__stack">
          <div className="hy-offline" role="alert" data-testid="engine-notice">
            {t(`engine.${config.engineNotice}`)}
          </div>
          <div className="hy-chat-body__screens">{screens}</div>
        </div>
      ) : (
        screens
      )}
    </div>
  );
}

function ChatScreens() {
  const { t } = useTranslation();
  const chat = useChat();
  const config = useWidgetConfig();
  const session = useSnapshot(chat.session);
  const conversations = useSnapshot(chat.conversations);
  const screen = useSnapshot(chat.contacts).screen;
  const globalSearch = useSnapshot(chat.search).global;
  const narrow = useNarrow();
  useReceiptSettings(chat, config.readReceipt, session.userID);

  if (session.status === 'idle' || session.status === 'starting') return <Status text={t('session.starting')} busy />;
  if (session.status === 'failed') {
    return (
      <div className="hy-chat-status" role="alert">
        <p>{t('session.startFailed')}</p>
        {session.error ? <p className="hy-chat-status__detail">{session.error}</p> : null}
        <button
          type="button"
          className="hy-btn"
          onClick={() => {
            const signedIn = signedInUser(config) ?? readStaffCredentials();
            void (session.mode === 'staff' && signedIn ? chat.startStaff(signedIn) : chat.startVisitor());
          }}
        >
          {t('window.retry')}
        </button>
      </div>
    );
  }
  const staff = session.mode === 'staff';
  const showList = staff && (!narrow || !conversations.currentID);
  const showView = !staff || !narrow || Boolean(conversations.currentID);
  return (
    <div className="hy-chat-screens" data-mode={session.mode}>
      <OfflineBanner />
      {staff ? <ChatNav /> : <DeskBar />}
      <div className="hy-chat-panes">
        {staff && screen === 'contacts' ? (
          <Suspense fallback={<Status text={t('window.loading')} busy />}>
            <ContactsScreen />
          </Suspense>
        ) : (
          <>
            {showList ? globalSearch ? <GlobalSearch /> : <ConversationList /> : null}
            {showView ? <ChatView canGoBack={staff && narrow} /> : null}
          </>
        )}
      </div>
      <ImagePreviewer />
      <CallLayer />
      <Toast />
    </div>
  );
}

function Status({ text, busy }: { text: string; busy?: boolean }) {
  return (
    <div className="hy-chat-status" role="status">
      {busy ? <span className="hy-spinner" aria-hidden="true" /> : null}
      <span>{text}</span>
    </div>
  );
}
