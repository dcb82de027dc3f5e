/**
 * What a visitor did before React took the page over. The scripts are requested after the first paint
 * (site/src/ssr/script-loader.ts), so on a slow phone the server's HTML is used for a while without them:
 *
 * - Form fields keep what was typed or chosen by themselves: the site's forms are uncontrolled (site/src/forms/),
 *   hydration keeps the DOM's values and files, and a submission reads them from the DOM.
 * - Header drop-downs are `<details>` (they open without script; the header reads which one is open on mount).
 * - A submit of a site form (`form[data-form]`) is held by the inline loader (`window.__heldSubmit`) and sent
 *   through the form's own checks once it is hydrated (`takeHeldSubmit`).
 * - A click on a control marked `data-replay` (carousel arrows and dots, header buttons) is held by the loader
 *   (`window.__heldClicks`) and replayed, in order, once the page is hydrated (`replayHeldClicks`).
 *
 * From `markHydrating()` (just before hydrateRoot) the loader holds nothing more: React's own listeners are on the
 * root then, and an event on a part not hydrated yet makes React hydrate it at once and handle the event.
 */
declare global {
  interface Window {
    __heldSubmit?: HTMLFormElement;
    __heldClicks?: Element[];
  }
}

/** The attribute of <html> the inline loader reads: present once React's listeners are in. */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

export function markHydrating(): void {
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
}

/** Whether the visitor submitted `form` before hydration (once). */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  if (!form || window.__heldSubmit !== form) return false;
  window.__heldSubmit = undefined;
  return true;
}

/** Clicks the controls clicked before hydration again, in order (once), now that their handlers are in. */
export function replayHeldClicks(): void {
  const held = window.__heldClicks ?? [];
  window.__heldClicks = undefined;
  for (const control of held) if (control.isConnected && control instanceof HTMLElement) control.click();
}
