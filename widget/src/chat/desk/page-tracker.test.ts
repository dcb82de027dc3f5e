import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A tab's session storage, address and title, as the page queue and tracker read them. */
function fakeTab() {
  const store = new Map<string, string>();
  const tab = { href: 'https://sealink.test/en/', title: 'Home' };
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('window', {});
  vi.stubGlobal('location', {
    get href() {
      return tab.href;
    },
  });
  vi.stubGlobal('document', {
    get title() {
      return tab.title;
    },
    referrer: 'https://www.bing.com/',
  });
  return tab;
}

describe('pages of this visit', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a host page records each full load without the widget; a reload is one visit', async () => {
    const tab = fakeTab();
    const { readQueue, recordVisitedPage } = await import('./page-queue.ts');
    recordVisitedPage();
    recordVisitedPage(); // a reload
    Object.assign(tab, { href: 'https://sealink.test/en/webMap', title: 'Site Map' });
    recordVisitedPage();
    Object.assign(tab, { href: 'https://sealink.test/en/contactUs', title: 'Contact Us' });
    recordVisitedPage();
    expect(readQueue()).toEqual([
      { url: 'https://sealink.test/en/', title: 'Home', referrer: 'https://www.bing.com/' },
      { url: 'https://sealink.test/en/webMap', title: 'Site Map', referrer: 'https://sealink.test/en/' },
      { url: 'https://sealink.test/en/contactUs', title: 'Contact Us', referrer: 'https://sealink.test/en/webMap' },
    ]);
  });

  it('the tracker counts a route left within a second, and a page the host recorded only once', async () => {
    const tab = fakeTab();
    const { readQueue, recordVisitedPage } = await import('./page-queue.ts');
    recordVisitedPage(); // the host page, at load
    const { startPageTracker } = await import('./page-tracker.ts');
    const stop = startPageTracker('https://sealink.test', () => 'en_US');
    Object.assign(tab, { href: 'https://sealink.test/en/enter', title: 'About' });
    await vi.advanceTimersByTimeAsync(1000);
    Object.assign(tab, { href: 'https://sealink.test/en/bussiness', title: 'Business' }); // left before it settled
    await vi.advanceTimersByTimeAsync(1000);
    Object.assign(tab, { href: 'https://sealink.test/en/contactUs', title: 'Contact Us' });
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    expect(readQueue().map((p) => p.title)).toEqual(['Home', 'About', 'Business', 'Contact Us']);
  });
});
