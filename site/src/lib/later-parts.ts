import { whenIdle } from './tasks.ts';

/**
 * The first render of a page lays out what its first screen needs. Parts of the page marked `data-later` (the home
 * sections below the first screen) are left out of it (`content-visibility: auto`, styles/global.css): fewer boxes,
 * and fewer text sizes for which the browser opens a font, which on a slow phone made the first render the longest
 * task of the load. The browser draws such a part whenever it comes near the viewport; once the page is idle, the
 * parts are drawn one per idle period (`data-shown`), each a short task; before the site scrolls by itself (a
 * restored position, an anchor), all at once (`is-settled`), so the scroll lands where the real layout puts it.
 * Once every part is drawn the document is settled: pages shown later render whole.
 */
const SETTLED = 'is-settled';
const IDLE_TIMEOUT_MS = 2000;

/** Draws every part at once (a scroll of the site's own follows). */
export function showAllParts(): void {
  document.documentElement.classList.add(SETTLED);
}

/** Draws the parts left out of the first render, one per idle period, then settles the document. */
export function showPartsWhenIdle(): void {
  const next = () => {
    const part = document.documentElement.classList.contains(SETTLED) ? null : document.querySelector('[data-later]:not([data-shown])');
    if (!part) {
      showAllParts();
      return;
    }
    part.setAttribute('data-shown', '');
    whenIdle(next, IDLE_TIMEOUT_MS);
  };
  whenIdle(next, IDLE_TIMEOUT_MS);
}
