import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { setSelection } from '../store/session.ts';
import { ForwardDialog } from '../message/ForwardDialog.tsx';

/** Multi-select bar (in place of the composer): count, 'forward as chat history', cancel. */
export function SelectionBar({ conversationID }: { conversationID: string }) {
  const { t } = useTranslation();
  const chat = useChat();
  const session = useSnapshot(chat.session);
  const [forwarding, setForwarding] = useState<Message[] | null>(null);
  const selected = session.selection ?? [];
  const open = () => {
    const list = chat.messages.byConversation[conversationID]?.list ?? [];
    const messages = list.filter((m) => selected.includes(m.ID));
    if (messages.length) setForwarding(messages);
  };
  const close = () => {
    setForwarding(null);
    setSelection(chat.session, null);
  };
  return (
    <div className="hy-selection-bar" data-testid="selection-bar">
      <span aria-live="polite">{t('forward.selected', { count: selected.length })}</span>
      <button type="button" className="hy-btn" disabled={selected.length === 0} onClick={open}>
        {t('forward.merged')}
      </button>
      <button type="button" className="hy-btn hy-btn--ghost" onClick={() => setSelection(chat.session, null)}>
        {t('forward.cancel')}
      </button>
      {forwarding ? <ForwardDialog messages={forwarding} onClose={close} /> : null}
    </div>
  );
}
