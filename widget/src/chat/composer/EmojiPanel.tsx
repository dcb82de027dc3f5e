import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMED_EMOJI, UNICODE_EMOJI } from '../lib/emoji.ts';

/** Emoji panel: the named set (drawn faces, sent as '[tag]' text) and the standard unicode set. */
export function EmojiPanel({ onPick, onClose }: { onPick: (text: string) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<'named' | 'unicode'>('named');
  const en = i18n.language === 'en_US';
  return (
    <div
      className="hy-emoji-panel"
      role="dialog"
      aria-label={t('composer.emoji')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="hy-emoji-panel__tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'named'} onClick={() => setTab('named')}>
          {t('composer.emojiNamed')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'unicode'} onClick={() => setTab('unicode')}>
          {t('composer.emojiUnicode')}
        </button>
      </div>
      <div className="hy-emoji-panel__grid">
        {tab === 'named'
          ? NAMED_EMOJI.map((e) => (
              <button
                key={e.key}
                type="button"
                title={en ? e.en : e.zh}
                aria-label={en ? e.en : e.zh}
                onClick={() => onPick(e.key)}
                data-emoji={e.key}
              >
                <img src={e.url} alt="" width={24} height={24} />
              </button>
            ))
          : UNICODE_EMOJI.map((e) => (
              <button key={e} type="button" aria-label={e} onClick={() => onPick(e)}>
                {e}
              </button>
            ))}
      </div>
    </div>
  );
}
