import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { MediaPicker } from './editor-kit/MediaPicker.tsx';

interface Props {
  /** The body's language name, for the toolbar's and editor's accessible names. `value` is the starting content. */
  language: string;
  lang: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * A rich-text body (Tiptap with its starter kit and images from the media library). The HTML it gives is only a
 * proposal: the server rebuilds it from its own short list of elements (server/console/content/rich-text.ts).
 * The toolbar is one tab stop (arrow keys move inside it); every button says whether its format is on. An image goes
 * in with its text alternative, asked for once it is chosen.
 */
export function RichTextEditor({ language, lang, value, onChange }: Props) {
  const { t } = useTranslation('content');
  const [picking, setPicking] = useState(false);
  /** An image chosen, waiting for its text alternative before it goes in (the server refuses to publish without). */
  const [pending, setPending] = useState<{ src: string; alt: string } | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, underline: false, code: false, codeBlock: false }),
      Image,
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': t('rich.editor', { lang: language }),
        'aria-multiline': 'true',
        role: 'textbox',
        lang,
        class: 'rich-body',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="rich">
      <Toolbar editor={editor} language={language} onImage={() => setPicking(true)} />
      <EditorContent editor={editor} />
      {picking && (
        <MediaPicker
          onClose={() => setPicking(false)}
          onPick={(media) => {
            setPicking(false);
            setPending({ src: media.urls.large, alt: '' });
          }}
        />
      )}
      {pending && (
        <div className="inline rich-alt">
          <img src={pending.src} alt="" width={80} height={45} />
          <label>
            {t('rich.alt', { lang: language })}
            <input required value={pending.alt} onChange={(e) => setPending({ ...pending, alt: e.target.value })} />
          </label>
          <button
            type="button"
            disabled={!pending.alt.trim()}
            onClick={() => {
              editor.chain().focus().setImage({ src: pending.src, alt: pending.alt.trim() }).run();
              setPending(null);
            }}
          >
            {t('rich.insertImage')}
          </button>
          <button type="button" onClick={() => setPending(null)}>
            {t('rich.cancelImage')}
          </button>
        </div>
      )}
    </div>
  );
}

function Toolbar({ editor, language, onImage }: { editor: Editor; language: string; onImage: () => void }) {
  const { t } = useTranslation('content');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    { key: 'bold', pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'heading', pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'subheading', pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', pressed: state.ordered, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { key: 'image', run: onImage },
    { key: 'undo', disabled: !state.undo, run: () => chain().undo().run() },
    { key: 'redo', disabled: !state.redo, run: () => chain().redo().run() },
  ];
  const [active, setActive] = useState(0);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (active + step + buttons.length) % buttons.length;
    setActive(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div className="rich-tools" role="toolbar" aria-label={t('rich.toolbar', { lang: language })} onKeyDown={onKeyDown}>
      {buttons.map((b, i) => (
        <button
          key={b.key}
          type="button"
          tabIndex={i === active ? 0 : -1}
          aria-pressed={b.pressed}
          disabled={b.disabled}
          onFocus={() => setActive(i)}
          onClick={b.run}
        >
          {t(`rich.${b.key}`)}
        </button>
      ))}
    </div>
  );
}
