import { Suspense, lazy, memo, useEffect } from 'react';
import type { ComponentType } from 'react';

/**
 * Parts of the page whose code the first load does without (below-the-fold home sections, the footer's
 * content). The server renders them in full; when the browser hydrates that HTML, each part is a Suspense
 * boundary whose chunk is not requested yet, so React keeps the server HTML as it is (no shift, no mismatch)
 * and hydrates the part once its chunk has arrived. A part's chunk is requested when
 *
 * - the part comes within 200 px of the viewport (`near`: a selector of its server-rendered element), or
 * - the visitor interacts (pointer, touch, key, wheel, scroll) or the page is not at its top: every part, or
 * - the page is about to change (`loadDeferred`): a navigation, or new data for the page. A part must have
 *   hydrated before it re-renders: an update reaching a part still waiting for its chunk would replace its
 *   HTML with nothing until the chunk came.
 *
 * A click or key press inside a part still waiting for its chunk (React drops those) is held and dispatched
 * again on the same element once the part has hydrated (a click's default action waits for it too; a key's
 * happens at once: focus moves, Enter on a link clicks it). Renders from scratch (server, the browser without
 * server HTML, navigations) load every part first (`loadDeferred`), so a part then renders at once like any
 * component.
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
const HELD = ['keydown', 'click'] as const;
const NEAR_MARGIN = '200px';

interface Part {
  start(): Promise<void>;
  /** Its server-rendered element while it waits to hydrate (`near` parts only). */
  waiting: Element | null;
  /** Clicks and key presses held until it has hydrated. */
  held: Event[];
}

const parts: Part[] = [];
let watching = false;

/** Loads every part defined so far; resolves once they can render. */
export function loadDeferred(): Promise<void> {
  return Promise.all(parts.map((part) => part.start())).then(() => undefined);
}

/** Once per document: the first interaction loads every part; clicks and key presses on waiting parts are held. */
function watchPage(): void {
  if (watching) return;
  watching = true;
  const options = { capture: true, passive: true } as const;
  const onInteraction = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, options);
    void loadDeferred();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, options);
  // A page not at its top (a restored position, a #hash) loads every part. Read once the next frame has been drawn:
  // this runs while React hydrates, and reading the scroll position then would force a layout of the whole page.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (window.scrollY > 0) onInteraction();
    }),
  );
  const hold = (event: Event) => {
    const part = parts.find((p) => p.waiting?.contains(event.target as Node));
    // A modified click keeps its native meaning (a link in a new tab or window).
    if (!part || (event instanceof MouseEvent && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey))) return;
    if (event.type === 'click') event.preventDefault();
    event.stopImmediatePropagation();
    part.held.push(event);
    void part.start();
  };
  for (const type of HELD) window.addEventListener(type, hold, { capture: true });
}

function loadWhenNear(part: Part, selector: string): void {
  const element = document.querySelector(selector);
  if (!element) {
    void part.start();
    return;
  }
  part.waiting = element;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void part.start();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
}

/** After hydrating: the part no longer waits, and held events are dispatched again on their targets, in order. */
function useHydrated(part: Part): void {
  useEffect(() => {
    part.waiting = null;
    for (const event of part.held.splice(0)) {
      const Type = event.constructor as typeof Event;
      event.target?.dispatchEvent(new Type(event.type, event));
    }
  }, [part]);
}

type Loaded<P> = { default: ComponentType<P> };

/** A component of `load` (its own chunk) rendered as a deferred part; `near` selects its element in the server HTML. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, near?: string) {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<void> | undefined;
  let resolveReady!: (module: Loaded<P>) => void;
  const ready = new Promise<Loaded<P>>((resolve) => (resolveReady = resolve));
  const part: Part = {
    start: () =>
      (loading ??= load().then(
        (Component) => {
          function Hydrated(props: P) {
            useHydrated(part);
            return <Component {...props} />;
          }
          loaded = { default: Hydrated };
          resolveReady(loaded);
        },
        (error: unknown) => {
          loading = undefined; // the next trigger retries (e.g. a chunk after a deploy)
          console.warn('a deferred part failed to load', error);
        },
      )),
    waiting: null,
    held: [],
  };
  parts.push(part);

  const Part = lazy((): Promise<Loaded<P>> => {
    // Already loaded: resolved synchronously, so a server render never suspends.
    if (loaded) {
      const module = loaded;
      return { then: (resolve: (value: Loaded<P>) => void) => resolve(module) } as Promise<Loaded<P>>;
    }
    if (import.meta.env.SSR) throw new Error('a deferred part rendered before loadDeferred()');
    watchPage();
    if (near) loadWhenNear(part, near);
    return ready;
  });
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return memo(Deferred);
}
