import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { showAllParts } from '../lib/later-parts.ts';

const STORAGE_KEY = 'site:scroll-positions';
const SAVE_THROTTLE_MS = 150; // SPEC §9 scroll throttle
const HASH_RETRY_MS = 100;
const HASH_RETRY_LIMIT = 30; // ~3 s for a lazy page to render its anchor
const RESTORE_RETRY_LIMIT = 20;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  try {
    // keep the newest 100 entries
    const entries = Object.entries(positions).slice(-100);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    /* storage full or disabled: restoring is best effort */
  }
}

/**
 * The first history entry of a document has no key ('default'); several documents in one tab share it, so
 * its position is kept per path instead.
 */
function positionKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/** Whether the document itself was reloaded or reached by back/forward (only then restore on first render). */
function documentRestores(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function smooth(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

function elementForHash(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep raw */
  }
  return id ? document.getElementById(id) : null;
}

/**
 * SPEC §2 scrolling: back/forward (POP) restores the position saved for that history entry (keyed by
 * location.key in sessionStorage); a URL with a hash scrolls smoothly to that element (retrying while the
 * lazy page renders); anything else starts at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const currentKey = useRef(positionKey(location));
  const firstKey = useRef(location.key);
  const navigated = useRef(false);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    let timer = 0;
    const flush = () => {
      timer = 0;
      if (positions.current) writePositions(positions.current);
    };
    const onScroll = () => {
      positions.current ??= readPositions();
      positions.current[currentKey.current] = window.scrollY;
      if (!timer) timer = window.setTimeout(flush, SAVE_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', flush);
      if (timer) window.clearTimeout(timer);
    };
  }, []);

  const { key, pathname, search, hash } = location;
  useLayoutEffect(() => {
    currentKey.current = positionKey({ key, pathname, search });
    if (key !== firstKey.current) navigated.current = true;
    positions.current ??= readPositions();
    let timer = 0;
    let attempts = 0;
    const saved = positions.current[currentKey.current];
    const mayRestore = navigationType === NavigationType.Pop && (navigated.current || documentRestores());

    if (mayRestore && typeof saved === 'number') {
      if (saved > 0) showAllParts();
      const restore = () => {
        window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
        if (Math.abs(window.scrollY - saved) > 1 && ++attempts < RESTORE_RETRY_LIMIT) timer = window.setTimeout(restore, 50);
      };
      restore();
    } else if (hash) {
      showAllParts();
      const toHash = () => {
        const target = elementForHash(hash);
        if (target) target.scrollIntoView({ behavior: smooth(), block: 'start' });
        else if (++attempts < HASH_RETRY_LIMIT) timer = window.setTimeout(toHash, HASH_RETRY_MS);
      };
      toHash();
    } else if (navigated.current) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    // else: the document's first page opens at its top already (no scroll, so no layout forced while it hydrates)
    return () => window.clearTimeout(timer);
  }, [key, pathname, search, hash, navigationType]);

  return null;
}
