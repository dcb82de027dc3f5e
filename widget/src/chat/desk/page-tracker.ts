import type { Locale } from '../../../../common/locale.ts';
import { hasVisitorIdentity, reportPage } from './visitor-api.ts';
import { lastRecordedUrl, readQueue, recordPage, writeQueue } from './page-queue.ts';

/**
 * Reports the host page's routes to the desk (agents see the page a visitor is on and the pages of this visit):
 * the page the element starts on and every route change after (single-page sites change the URL without a load).
 * Pages wait in session storage (page-queue.ts, where host pages record theirs too) and are sent once the visitor
 * has a chat identity.
 */
const CHECK_MS = 1000;

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
  /** The URL seen at the last check and its title: recorded once it held for a check, or when the next one replaces it. */
  let pending = { url: '', title: '' };
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
  // a route is recorded once its URL held for one check, so the title the page sets after it is read too; a route
  // left before that is recorded with the title it had (a quick step through a page still counts)
  const check = () => {
    const href = location.href;
    if (href !== pending.url) {
      if (pending.url && pending.url !== lastRecordedUrl()) recordPage(pending.url, pending.title);
      pending = { url: href, title: document.title };
    } else {
      pending.title = document.title;
      if (href !== lastRecordedUrl()) recordPage(href, pending.title);
    }
    void flush();
  };
  // the page the element starts on counts at once (the visitor may write before the next check)
  recordPage(location.href, document.title);
  pending = { url: location.href, title: document.title };
  void flush();
  const timer = setInterval(check, CHECK_MS);
  flushNow = () => void flush();
  return () => {
    clearInterval(timer);
    running = false;
    flushNow = null;
  };
}
