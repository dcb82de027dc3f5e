/**
 * Business hours per weekday in the desk's time zone (DESK_HOURS, DESK_TIME_ZONE). Written like
 * `mon-fri 09:00-18:00; sat 10:00-14:00` (days mon…sun, a range of days or a list `mon,wed`, several spans of a
 * day separated by commas: `mon 09:00-12:00,13:00-18:00`), or `always`, or `never` (the desk is always away). A span ends before its end minute;
 * `24:00` is the end of the day.
 */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Minutes of the day [from, to) per weekday (0 = Sunday). */
export type WeeklyHours = [number, number][][];

const SPAN = /^([01][0-9]|2[0-3]):([0-5][0-9])-(([01][0-9]|2[0-3]):([0-5][0-9])|24:00)$/;

function dayIndex(name: string): number {
  const i = (WEEKDAYS as readonly string[]).indexOf(name);
  if (i < 0) throw new Error(`unknown weekday '${name}' in business hours`);
  return i;
}

function days(spec: string): number[] {
  const out: number[] = [];
  for (const part of spec.split(',')) {
    const [a, b] = part.split('-');
    const start = dayIndex(a!.trim());
    if (b === undefined) {
      out.push(start);
      continue;
    }
    const end = dayIndex(b.trim());
    for (let d = start; ; d = (d + 1) % 7) {
      out.push(d);
      if (d === end) break;
    }
  }
  return out;
}

function span(text: string): [number, number] {
  const m = SPAN.exec(text.trim());
  if (!m) throw new Error(`business hours span '${text}' is not HH:MM-HH:MM`);
  const from = Number(m[1]) * 60 + Number(m[2]);
  const to = m[3] === '24:00' ? 1440 : Number(m[4]) * 60 + Number(m[5]);
  if (to <= from) throw new Error(`business hours span '${text}' ends before it starts`);
  return [from, to];
}

/** Parses DESK_HOURS; throws on a malformed value (the server refuses to start with it). */
export function parseBusinessHours(text: string): WeeklyHours {
  const week: WeeklyHours = [[], [], [], [], [], [], []];
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'always') return week.map(() => [[0, 1440]]);
  if (trimmed === 'never') return week;
  for (const rule of trimmed.split(';')) {
    if (!rule.trim()) continue;
    const [daySpec, spans] = rule.trim().split(/\s+/, 2);
    if (!daySpec || !spans) throw new Error(`business hours rule '${rule}' needs days and hours`);
    const parsed = spans.split(',').map(span);
    for (const d of days(daySpec)) week[d]!.push(...parsed);
  }
  return week;
}

/** The weekday (0 = Sunday) and minute of the day of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { weekday: dayIndex((parts.weekday ?? '').toLowerCase()), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Whether `at` falls within the business hours in `timeZone`. */
export function isWithinHours(hours: WeeklyHours, timeZone: string, at: Date): boolean {
  const { weekday, minute } = localTime(at, timeZone);
  return hours[weekday]!.some(([from, to]) => minute >= from && minute < to);
}

/** Throws when `timeZone` is not an IANA zone the runtime knows. */
export function checkTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
}
