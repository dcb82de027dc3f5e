import { useContext, useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio/react';
import { groupIdOf } from '../../../../protocol/model.ts';
import { useChat } from '../hooks/useChat.ts';
import { useMentions } from './useMentions.ts';
import { useConversationDraft } from './useConversationDraft.ts';
import { isMutedIn, type GroupInfo } from '../store/groups.ts';
import { createTypingReporter, IMAGE_ACCEPT, sendFile, sendText } from '../actions.ts';
import { prepareOutgoingText } from '../lib/text-parse.ts';
import { EmojiPanel } from './EmojiPanel.tsx';
import { QuoteBar } from './QuoteBar.tsx';
import { MentionPopup } from './MentionPopup.tsx';
import { ImageIcon, PaperclipIcon, PinIcon, SmileIcon } from './icons.tsx';
import { LocationPanel } from './LocationPanel.tsx';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import { WidgetConfigContext } from '../../context.ts';
import { DEFAULT_INPUT_FLAGS } from '../../config.ts';

export interface ComposerProps {
  conversationID: string;
  /** SPEC §6 input flag: dropped files are only accepted when enabled (pasted files always are). Default: the element's `enable-drag-upload`. */
  enableDragUpload?: boolean;
}

/** Input (SPEC §5): Enter sends, Ctrl+Enter new line; emoji panel, image and file pickers, paste, quote bar, typing. */
export function Composer({ conversationID, ...props }: ComposerProps) {
  const { t } = useTranslation();
  // SPEC §6 input flags, from the element's attributes (config.ts)
  const flags = useContext(WidgetConfigContext)?.input ?? DEFAULT_INPUT_FLAGS;
  const enableDragUpload = props.enableDragUpload ?? flags.enableDragUpload;
  const chat = useChat();
  const session = useSnapshot(chat.session);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const imagePicker = useRef<HTMLInputElement>(null);
  const filePicker = useRef<HTMLInputElement>(null);
  const [reportTyping] = useState(() => createTypingReporter(chat));
  const typing = (active: boolean) => {
    if (flags.enableTyping) reportTyping(active);
  };
  const groups = useSnapshot(chat.groups);
  const groupID = groupIdOf(conversationID);
  const group = groupID ? groups.byID[groupID] : undefined;
  const mentions = useMentions({
    enabled: Boolean(groupID) && flags.enableAt,
    members: group?.members ?? [],
    self: session.userID,
    everyoneLabel: t('mention.everyone'),
    text,
    conversationID,
    setText: (value, caret) => {
      setText(value);
      requestAnimationFrame(() => {
        input.current?.focus();
        input.current?.setSelectionRange(caret, caret);
      });
    },
  });

  useConversationDraft(chat, conversationID, text, setText);

  useEffect(() => {
    setEmojiOpen(false);
    setLocationOpen(false);
  }, [conversationID]);

  // 're-edit' of an own recalled text puts it back into the input.
  useEffect(() => {
    if (!session.reedit) return;
    setText(session.reedit.text);
    input.current?.focus();
  }, [session.reedit]);

  const update = (value: string, caret: number = value.length) => {
    setText(value);
    mentions.update(value, caret);
    // focused: the editor is its root's active element (inside the shadow root, document.activeElement is the host)
    const editor = input.current;
    const focused = editor !== null && (editor.getRootNode() as Document | ShadowRoot).activeElement === editor;
    typing(focused && value.trim().length > 0);
  };

  const submit = () => {
    const value = prepareOutgoingText(text);
    if (!value) return;
    if (sendText(chat, value, mentions.idsFor(value))) {
      setText('');
      mentions.reset();
      typing(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(e)) return;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      const el = e.currentTarget;
      const { selectionStart: s, selectionEnd: end } = el;
      const next = `${text.slice(0, s)}\n${text.slice(end)}`;
      update(next, s + 1);
      requestAnimationFrame(() => el.setSelectionRange(s + 1, s + 1));
      return;
    }
    if (e.shiftKey) return;
    e.preventDefault();
    submit();
  };

  const sendFiles = (files: Iterable<File>) => {
    for (const file of files) sendFile(chat, file);
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(e.clipboardData.files);
    if (files.length) {
      e.preventDefault();
      sendFiles(files);
    }
  };

  const onDrop = (e: DragEvent) => {
    if (!e.dataTransfer.files.length) return;
    e.preventDefault();
    if (enableDragUpload) sendFiles(Array.from(e.dataTransfer.files));
    else chat.toast('warning', t('composer.dropOff'));
  };

  const insert = (value: string) => {
    const el = input.current;
    const s = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    update(`${text.slice(0, s)}${value}${text.slice(end)}`, s + value.length);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(s + value.length, s + value.length);
    });
  };

  // SPEC §6: a muted user sees the mute text instead of the editor and the send button.
  if (isMutedIn(group as GroupInfo | undefined)) {
    return (
      <div className="hy-composer hy-composer--muted" part="composer" role="status" data-testid="muted">
        {t('composer.muted')}
      </div>
    );
  }

  return (
    <div className="hy-composer" part="composer" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <QuoteBar />
      <div className="hy-composer__tools">
        {flags.enableInput ? (
          <button
            type="button"
            className="hy-icon-btn"
            aria-label={t('composer.emoji')}
            aria-expanded={emojiOpen}
            onClick={() => setEmojiOpen((v) => !v)}
          >
            <SmileIcon />
          </button>
        ) : null}
        <button type="button" className="hy-icon-btn" aria-label={t('composer.image')} onClick={() => imagePicker.current?.click()}>
          <ImageIcon />
        </button>
        <button type="button" className="hy-icon-btn" aria-label={t('composer.file')} onClick={() => filePicker.current?.click()}>
          <PaperclipIcon />
        </button>
        <button
          type="button"
          className="hy-icon-btn"
          aria-label={t('location.title')}
          aria-expanded={locationOpen}
          onClick={() => setLocationOpen((v) => !v)}
        >
          <PinIcon />
        </button>
        <VoiceRecorder conversationID={conversationID} />
        <input
          ref={imagePicker}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="image-picker"
          onChange={(e) => (sendFiles(Array.from(e.currentTarget.files ?? [])), (e.currentTarget.value = ''))}
        />
        <input
          ref={filePicker}
          type="file"
          hidden
          data-testid="file-picker"
          onChange={(e) => (sendFiles(Array.from(e.currentTarget.files ?? [])), (e.currentTarget.value = ''))}
        />
      </div>
      {locationOpen ? <LocationPanel onClose={() => setLocationOpen(false)} /> : null}
      {flags.enableInput ? (
        <>
          {emojiOpen ? <EmojiPanel onPick={insert} onClose={() => setEmojiOpen(false)} /> : null}
          <MentionPopup mentions={mentions} anchor={input} />
          <textarea
            ref={input}
            className="hy-composer__input"
            value={text}
            placeholder={t('composer.placeholder')}
            aria-label={t('composer.label')}
            rows={3}
            onChange={(e) => update(e.currentTarget.value, e.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onFocus={() => typing(text.trim().length > 0)}
            onBlur={() => {
              typing(false);
              mentions.close();
            }}
          />
          <div className="hy-composer__footer">
            <span className="hy-composer__hint">{t('composer.hint')}</span>
            {flags.enableSend ? (
              <button type="button" className="hy-btn" onClick={submit} disabled={!text.trim()}>
                {t('composer.send')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
