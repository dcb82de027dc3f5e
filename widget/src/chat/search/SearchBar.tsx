import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The search box (SPEC §4): typing searches after the debounce, Enter at once; the clear button empties it, cancel
 * (or Escape) resets and leaves the search.
 */
export function SearchBar({
  value,
  placeholder,
  onChange,
  onEnter,
  onCancel,
  testId,
}: {
  value: string;
  placeholder: string;
  onChange: (text: string) => void;
  onEnter: () => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div className="hy-search-bar" role="search">
      <div className="hy-search-bar__box">
        <svg className="hy-search-bar__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          type="search"
          className="hy-search-bar__input"
          value={value}
          placeholder={placeholder}
          aria-label={placeholder}
          enterKeyHint="search"
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              onEnter();
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        />
        {value ? (
          <button
            type="button"
            className="hy-icon-btn hy-search-bar__clear"
            aria-label={t('clear')}
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
      </div>
      <button type="button" className="hy-link-btn hy-search-bar__cancel" onClick={onCancel} data-testid="search-cancel">
        {t('cancel')}
      </button>
    </div>
  );
}
