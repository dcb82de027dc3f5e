import type { Locale } from '../../../common/locale.ts';
import type { WeeklyHours } from './business-hours.ts';

const DAY_NAMES: Record<Locale, readonly string[]> = {
  zh_CN: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  en_US: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
/** Monday first, as people read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function clock(minute: number): string {
  return `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
}

function spansText(spans: [number, number][]): string {
  return spans.map(([from, to]) => `${clock(from)}-${clock(to)}`).join(', ');
}

/** The zone as people say it ('China Standard Time', '中国标准时间'), or its IANA name. */
function zoneName(timeZone: string, locale: Locale): string {
  const lang = locale === 'zh_CN' ? 'zh-CN' : 'en-US';
  const part = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'long' }).formatToParts(0).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * Business hours in words, for the default away message: consecutive days with the same spans grouped
 * ('Monday to Friday 9:00-18:00; Saturday 10:00-14:00 (China Standard Time)'). Null when the desk is never
 * open; 'always' for round the clock.
 */
export function hoursText(hours: WeeklyHours, timeZone: string, locale: Locale): string | null {
  const key = (d: number) => spansText(hours[d]!);
  if (WEEK_ORDER.every((d) => key(d) === '0:00-24:00')) return 'always';
  const groups: { first: number; last: number; spans: string }[] = [];
  for (const d of WEEK_ORDER) {
    if (!hours[d]!.length) continue;
    const prev = groups.at(-1);
    if (prev && prev.spans === key(d) && WEEK_ORDER.indexOf(prev.last) === WEEK_ORDER.indexOf(d) - 1) prev.last = d;
    else groups.push({ first: d, last: d, spans: key(d) });
  }
  if (!groups.length) return null;
  const names = DAY_NAMES[locale];
  const to = locale === 'zh_CN' ? '至' : ' to ';
  const days = (g: { first: number; last: number }) => (g.first === g.last ? names[g.first]! : `${names[g.first]}${to}${names[g.last]}`);
  const list = groups.map((g) => `${days(g)} ${g.spans}`).join(locale === 'zh_CN' ? '；' : '; ');
  return locale === 'zh_CN' ? `${list}（${zoneName(timeZone, locale)}）` : `${list} (${zoneName(timeZone, locale)})`;
}

/** The away message when DESK_AWAY_MESSAGE_* is not set: the configured hours, not a fixed week. */
export function defaultAwayMessage(hours: WeeklyHours, timeZone: string, locale: Locale): string {
  const text = hoursText(hours, timeZone, locale);
  if (locale === 'zh_CN') {
    const when = text === 'always' ? '' : text ? `（工作时间：${text}）` : '';
    return `您好，客服现在不在线${when}。请留下电话或邮箱，我们会尽快与您联系。`;
  }
  const when = text === 'always' ? '' : text ? ` (hours: ${text})` : '';
  return `Hello, no agent is available right now${when}. Leave your phone or e-mail and we will get back to you soon.`;
}
