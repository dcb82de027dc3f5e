import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTab } from './search-rules.ts';

/** The message-type tabs (SPEC §3/§4): a tab list, arrow keys move between tabs. */
export function SearchTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly SearchTab[];
  value: SearchTab;
  onChange: (tab: SearchTab) => void;
}) {
  const { t } = useTranslation('search');
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = tabs[(tabs.indexOf(value) + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    onChange(next);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <div ref={listRef} className="hy-search-tabs" role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="hy-search-tabs__tab"
          aria-selected={tab === value}
          tabIndex={tab === value ? 0 : -1}
          data-tab={tab}
          data-testid={`search-tab-${tab}`}
          onClick={() => onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
