import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeFilter } from './search-rules.ts';
import { DateRangePicker, dayText } from './DateRangePicker.tsx';

type Choice = 'all' | 'today' | 'days3' | 'days7' | 'range';

const FILTERS: Record<Exclude<Choice, 'range'>, TimeFilter> = {
  all: { kind: 'all' },
  today: { kind: 'today' },
  days3: { kind: 'days', days: 3 },
  days7: { kind: 'days', days: 7 },
};

function choiceOf(f: TimeFilter): Choice {
  if (f.kind === 'days') return f.days === 3 ? 'days3' : 'days7';
  return f.kind;
}

/** SPEC §4/§9 time filter: all, today, last 3 days, last 7 days, or a custom range from the date-range picker. */
export function TimeFilterBar({ value, onChange }: { value: TimeFilter; onChange: (f: TimeFilter) => void }) {
  const { t } = useTranslation('search');
  const [picking, setPicking] = useState(false);
  const current = choiceOf(value);
  const chip = (choice: Choice, label: string, onClick: () => void) => (
    <button
      key={choice}
      type="button"
      className="hy-search-time__chip"
      aria-pressed={current === choice}
      data-testid={`search-time-${choice}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <div className="hy-search-time" role="group" aria-label={t('time.label')}>
      {(Object.keys(FILTERS) as (keyof typeof FILTERS)[]).map((c) => chip(c, t(`time.${c}`), () => onChange(FILTERS[c])))}
      {chip(
        'range',
        value.kind === 'range' ? t('time.rangeValue', { start: dayText(value.start), end: dayText(value.end) }) : t('time.range'),
        () => setPicking(true),
      )}
      {picking ? (
        <DateRangePicker
          initial={value.kind === 'range' ? value : null}
          onCancel={() => setPicking(false)}
          onConfirm={(start, end) => {
            setPicking(false);
            onChange({ kind: 'range', start, end });
          }}
        />
      ) : null}
    </div>
  );
}
