import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { useChat } from '../hooks/useChat.ts';
import { formatMessageTime, timeLabels } from '../lib/time-format.ts';
import { Bubble } from './Bubble.tsx';

/** Merged (forwarded) messages: title and the first abstracts; a click opens the messages inside. */
export function MergerBubble({ message }: { message: Message }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [opened, setOpened] = useState<Message[] | null>(null);
  const p = message.payload as { title?: string; abstractList?: string[] };
  const open = async () => {
    try {
      const r = await chat.engine.downloadMergerMessage(message);
      setOpened((r.data.payload as { messageList?: Message[] }).messageList ?? []);
    } catch (err) {
      chat.toast('error', (err as { message?: string }).message || t('errors.actionFailed'));
    }
  };
  return (
    <>
      <button type="button" className="hy-bubble-merger" title={t('forward.openMerged')} onClick={() => void open()}>
        <strong>{p.title || t('abstract.merger')}</strong>
        {(p.abstractList ?? []).slice(0, 3).map((a, i) => (
          <span key={i}>{a}</span>
        ))}
      </button>
      {opened ? (
        <div
          className="hy-dialog"
          role="dialog"
          aria-modal="true"
          aria-label={p.title || t('abstract.merger')}
          onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), setOpened(null))}
        >
          <div className="hy-receipt-panel__box hy-merger-dialog" data-testid="merger-dialog">
            <h4>{p.title || t('abstract.merger')}</h4>
            <ul className="hy-merger-dialog__list">
              {opened.map((m) => (
                <li key={m.ID}>
                  <span className="hy-msg__nick">
                    {m.nick || m.from} · {formatMessageTime(m.time, timeLabels(t))}
                  </span>
                  <Bubble message={m} />
                </li>
              ))}
            </ul>
            <div className="hy-forward__actions">
              <button type="button" className="hy-btn hy-btn--ghost" autoFocus onClick={() => setOpened(null)}>
                {t('forward.close')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
