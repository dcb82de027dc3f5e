import type { Locale } from '../../../../common/locale.ts';
import { hasVisitorIdentity, reportPage } from './visitor-api.ts';
import type { PageReport } from './visitor-api.ts';

/**
 * Reports the host page's routes to the desk (agents see the page a visitor is on and the pages of this visit):
 * the page the element starts on and every route change after (single-page sites change the URL without a load).
 * Pages seen before the visitor has a chat identity wait in session storage and are sent once it exists.
 */
const QUEUE_KEY = 'hy-chat.desk.pages';
const CHECK_MS = 1000;
const MAX_QUEUED = 20;

function readQueue(): PageReport[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as PageReport[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: PageReport[]): void {
  try {
    sessionStorage.setItem(QUEUE_KEY, JSON.stringify(queue.slice(-MAX_QUEUED)));
  } catch {
    // storage disabled: pages before the chat identity are not kept
  }
}

/** Starts watching; returns the stop function. One tracker per page (a second call stops nothing and starts nothing). */
let running = false;
let flushNow: (() => void) | null = null;

/**
 * The visitor has just got a chat identity: send the waiting pages now, not at the next check, so the desk knows
 * the visitor's language (the away message's) and pages before the first message.
 */
export function flushPages(): void {
  flushNow?.();
}

export function startPageTracker(serverUrl: string, locale: () => Locale): () => void {
  if (running) return () => {};
  running = true;
  let last = '';
  let seen = '';
  let flushing = false;
  const flush = async () => {
    if (flushing || !hasVisitorIdentity()) return;
    flushing = true;
    try {
      for (let queue = readQueue(); queue.length; queue = readQueue()) {
        await reportPage(serverUrl, locale(), queue[0]!);
        writeQueue(readQueue().slice(1));
      }
    } catch {
      // offline or refused: tried again on the next check
    } finally {
      flushing = false;
    }
  };
  // a route is recorded once its URL held for one check, so the title the page sets after it is read too
  const check = () => {
    const href = location.href;
    const settled = href === seen;
    seen = href;
    if (href !== last && (settled || !last)) {
      const referrer = last || document.referrer;
      last = location.href;
      writeQueue([...readQueue(), { url: location.href, title: document.title, referrer }]);
    }
    void flush();
  };
  seen = location.href;
  check();
  const timer = setInterval(check, CHECK_MS);
  flushNow = () => void flush();
  return () => {
    clearInterval(timer);
    running = false;
    flushNow = null;
  };
}
