/** SPEC §4/§9 timestamp dividers: shown when there is no previous time or the gap is at least 600 s. */
export const TIMESTAMP_GAP_SECONDS = 600;

export function needsDivider(previousTime: number | undefined, time: number): boolean {
  return previousTime === undefined || time - previousTime >= TIMESTAMP_GAP_SECONDS;
}

export interface TimeLabels {
  yesterday: string;
  /** Sunday first, like Date.getDay(). */
  weekdays: readonly string[];
}

/** A translate function of the widget's common namespace (react-i18next's `t`). */
type Translate = (key: string, options?: { returnObjects: true }) => unknown;

/** The locale's words for formatMessageTime and the date picker (`time.yesterday`, `time.weekdays`). */
export function timeLabels(t: Translate): TimeLabels {
  const weekdays = t('time.weekdays', { returnObjects: true });
  return { yesterday: String(t('time.yesterday')), weekdays: Array.isArray(weekdays) ? weekdays.map(String) : [] };
}

const pad = (n: number) => String(n).padStart(2, '0');

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * SPEC §9 time display: same day HH:mm; yesterday 'yesterday' + time; within a week weekday + time;
 * same year M/D + time; older Y/M/D + time. `time` in seconds, `now` in ms.
 */
export function formatMessageTime(time: number, labels: TimeLabels, now: number = Date.now()): string {
  const date = new Date(time * 1000);
  const today = new Date(now);
  const hm = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const days = Math.round((startOfDay(today) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return hm;
  if (days === 1) return `${labels.yesterday} ${hm}`;
  if (days < 7) return `${labels.weekdays[date.getDay()]} ${hm}`;
  if (date.getFullYear() === today.getFullYear()) return `${date.getMonth() + 1}/${date.getDate()} ${hm}`;
  return `${date.getFullYear()}/${date.getMonth() + 1}/${date.getDate()} ${hm}`;
}
