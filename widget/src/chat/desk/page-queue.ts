/**
 * The pages of this visit, waiting in session storage to be reported to the desk (page-tracker.ts sends them once
 * the visitor has a chat identity). Small and free of imports: host pages record a page through widget/src/embed.ts
 * on every load and route change, before and without loading the widget, so no page of the visit is missed.
 */
export interface VisitedPage {
  url: string;
  title: string;
  referrer: string;
}

const QUEUE_KEY = 'hy-chat.desk.pages';
/** The last page recorded in this tab: the same URL twice in a row (a reload, a title change) is one visit. */
const LAST_KEY = 'hy-chat.desk.last';
const MAX_QUEUED = 20;

export function readQueue(): VisitedPage[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as VisitedPage[]) : [];
  } catch {
    return [];
  }
}

export function writeQueue(queue: VisitedPage[]): void {
  try {
    sessionStorage.setItem(QUEUE_KEY, JSON.stringify(queue.slice(-MAX_QUEUED)));
  } catch {
    // storage disabled: pages before the chat identity are not kept
  }
}

export function lastRecordedUrl(): string {
  try {
    return sessionStorage.getItem(LAST_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Queues `url` (with its title) unless it is the page recorded last; the referrer is the page before it. */
export function recordPage(url: string, title: string): void {
  const last = lastRecordedUrl();
  if (url === last) return;
  writeQueue([...readQueue(), { url, title, referrer: last || document.referrer }]);
  try {
    sessionStorage.setItem(LAST_KEY, url);
  } catch {
    // as above
  }
}

/** The page on screen now (a host page calls it on load and after each route change, once its title is set). */
export function recordVisitedPage(): void {
  if (typeof window !== 'undefined') recordPage(location.href, document.title);
}
