import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useCallback } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionsState } from './useMentions.ts';
import { useNarrow } from '../hooks/useNarrow.ts';

/** The @mention list above the input (floating-ui); the title 'select who to remind' shows on mobile only. */
export function MentionPopup({ mentions, anchor }: { mentions: MentionsState; anchor: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const { refs, floatingStyles } = useFloating({
    placement: 'top-start',
    elements: { reference: anchor.current },
    middleware: [offset(4), flip(), shift({ padding: 4 })],
    whileElementsMounted: autoUpdate,
  });
  // A stable callback ref (floating-ui's `refs` object is memoized).
  const setFloating = useCallback((node: HTMLElement | null) => refs.setFloating(node), [refs]);
  if (!mentions.open) return null;
  return (
    <div
      ref={setFloating}
      style={floatingStyles}
      className="hy-mention-popup"
      role="listbox"
      aria-label={t('mention.title')}
      data-testid="mention-popup"
    >
      {narrow ? <div className="hy-mention-popup__title">{t('mention.title')}</div> : null}
      {mentions.candidates.map((node, i) => (
        <div
          key={node.id}
          role="option"
          aria-selected={i === mentions.active}
          className={`hy-mention-popup__item${i === mentions.active ? ' hy-mention-popup__item--active' : ''}`}
          onMouseEnter={() => mentions.setActive(i)}
          onMouseDown={(e) => {
            e.preventDefault();
            mentions.pick(node);
          }}
        >
          {node.label}
        </div>
      ))}
    </div>
  );
}
