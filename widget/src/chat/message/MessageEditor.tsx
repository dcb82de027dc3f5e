import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/types.ts';
import { editText } from '../actions.ts';
import { useChat } from '../hooks/useChat.ts';
import { messageText } from '../lib/message-abstract.ts';

/** Edits an own sent text in place of its bubble: Enter (or Save) saves, Escape (or Cancel) leaves it as it was. */
export function MessageEditor({ message, onDone }: { message: Message; onDone: () => void }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [text, setText] = useState(() => messageText(message));
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = input.current;
    el?.focus();
    el?.setSelectionRange(el.value.length, el.value.length);
  }, []);

  const save = async () => {
    const value = text.trim();
    if (!value || value === messageText(message).trim()) return onDone();
    setSaving(true);
    if (await editText(chat, message, value)) onDone();
    else setSaving(false);
  };

  return (
    <div className="hy-msg-edit" data-testid="message-editor">
      <textarea
        ref={input}
        className="hy-msg-edit__input"
        value={text}
        rows={2}
        aria-label={t('message.editLabel')}
        disabled={saving}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onDone();
          } else if (e.key === 'Enter' && !e.shiftKey && !e.ctrlKey && !e.metaKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void save();
          }
        }}
      />
      <div className="hy-msg-edit__actions">
        <button type="button" className="hy-link-btn" onClick={onDone} disabled={saving}>
          {t('message.editCancel')}
        </button>
        <button type="button" className="hy-btn" onClick={() => void save()} disabled={saving || !text.trim()}>
          {t('message.editSave')}
        </button>
      </div>
    </div>
  );
}
