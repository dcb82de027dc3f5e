import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog/Dialog.tsx';
import { timeLabels } from '../lib/time-format.ts';
import { pickable, pickDay, type RangePick } from './search-rules.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a local day. */
export const dayText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The 42 days (6 weeks, Sunday first) of the grid showing `month`. */
function gridOf(month: Date): Date[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  return Array.from({ length: 42 }, (_, i) => new Date(first.getFullYear(), first.getMonth(), i + 1 - first.getDay()));
}

const sameDay = (a: Date | null, b: Date) => Boolean(a && a.getTime() === b.getTime());

/**
 * SPEC §5 date-range picker: the first pick is the start, the second the end (an earlier second pick swaps them), a
 * third starts again; only the shown month's days can be picked. OK needs both days; the range covers them whole.
 */
export function DateRangePicker({
  initial,
  onConfirm,
  onCancel,
}: {
  initial: { start: Date; end: Date } | null;
  onConfirm: (start: Date, end: Date) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const [range, setRange] = useState<RangePick>(initial ?? { start: null, end: null });
  const [month, setMonth] = useState(() => {
    const base = initial?.end ?? new Date();
    return new Date(base.getFullYear(), base.getMonth(), 1);
  });
  const weekdays = timeLabels(tc).weekdays;
  const shift = (n: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + n, 1));
  const inRange = (d: Date) => Boolean(range.start && range.end && d >= range.start && d <= range.end);
  return (
    <Dialog title={t('picker.title')} onClose={onCancel} className="hy-date-picker" testId="date-range-picker">
      <p className="hy-date-picker__hint">{t('picker.hint')}</p>
      <div className="hy-date-picker__month">
        <button type="button" className="hy-icon-btn" aria-label={t('picker.previous')} onClick={() => shift(-1)}>
          ‹
        </button>
        <span aria-live="polite" data-testid="picker-month">
          {t('picker.month', { year: month.getFullYear(), month: pad(month.getMonth() + 1) })}
        </span>
        <button type="button" className="hy-icon-btn" aria-label={t('picker.next')} onClick={() => shift(1)}>
          ›
        </button>
      </div>
      <div className="hy-date-picker__grid" role="group" aria-label={t('picker.title')}>
        {weekdays.map((w) => (
          <span key={w} className="hy-date-picker__weekday" aria-hidden="true">
            {w.length > 3 ? w.slice(0, 3) : w.slice(-1)}
          </span>
        ))}
        {gridOf(month).map((d) => {
          const ok = pickable(d, month);
          const edge = sameDay(range.start, d) || sameDay(range.end, d);
          return (
            <button
              key={d.getTime()}
              type="button"
              className={`hy-date-picker__day${inRange(d) ? ' hy-date-picker__day--in' : ''}${edge ? ' hy-date-picker__day--edge' : ''}`}
              disabled={!ok}
              aria-pressed={ok ? edge : undefined}
              aria-label={dayText(d)}
              data-day={dayText(d)}
              onClick={() => setRange(pickDay(range, d))}
            >
              {d.getDate()}
            </button>
          );
        })}
      </div>
      <p className="hy-date-picker__value" aria-live="polite" data-testid="picker-value">
        {range.start ? dayText(range.start) : '—'} ~ {range.end ? dayText(range.end) : '—'}
      </p>
      <div className="hy-modal__actions">
        <button type="button" className="hy-btn hy-btn--ghost" onClick={onCancel}>
          {t('picker.cancel')}
        </button>
        <button
          type="button"
          className="hy-btn"
          disabled={!range.start || !range.end}
          data-testid="picker-confirm"
          onClick={() => range.start && range.end && onConfirm(range.start, range.end)}
        >
          {t('picker.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
