import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '../config.ts';
import chatBodyCss from './chat-body.css?inline';

export interface ChatBodyProps {
  config: WidgetConfig;
}

/**
 * The chat body, loaded lazily on the first open. For now only the "no conversation selected"
 * state; the conversation list, message list and composer plug in here later, using
 * `config` (serverUrl, engine, sdkAppId) and `useUiStore()` (e.g. setUnread on new messages).
 * Its CSS ships in this chunk and is rendered into the widget's shadow root.
 */
export default function ChatBody({ config }: ChatBodyProps) {
  const { t } = useTranslation();
  return (
    <div className="hy-chat-body" data-engine={config.engine}>
      <style>{chatBodyCss}</style>
      <div className="hy-chat-empty">
        <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="3">
          <path d="M10 14h44v28H28l-10 9v-9h-8z" strokeLinejoin="round" />
          <path d="M20 25h24M20 32h14" strokeLinecap="round" />
        </svg>
        <p className="hy-chat-empty__title">{t('chat.noConversation')}</p>
        <p className="hy-chat-empty__hint">{t('chat.noConversationHint')}</p>
      </div>
    </div>
  );
}
