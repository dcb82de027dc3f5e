import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/translation.ts';
import { showAllParts } from '../../lib/later-parts.ts';

/** The home anchors in page order (SPEC §2). */
export const HOME_ANCHORS = ['homebanner', 'aboutus', 'develop', 'company', 'platform', 'industrialInternet', 'mediaCenter'] as const;
type Anchor = (typeof HOME_ANCHORS)[number];

/** SPEC §9: the menu appears once the page is scrolled past the banner's bottom minus 200 px. */
export const SHOW_OFFSET_PX = 200;
/** SPEC §9 colour offset: a section becomes current when its top is within 300 px below the viewport top. */
export const CURRENT_OFFSET_PX = 300;
/**
 * SPEC §9 colour offset: the menu turns white over a dark section from 200 px before the section's top reaches the
 * viewport top until 200 px before its bottom does.
 */
export const INVERSE_OFFSET_PX = 200;

export interface AnchorState {
  visible: boolean;
  current: Anchor;
  /** The menu sits over a dark section: white styling. */
  inverse: boolean;
}

/** Pure position rule (unit-tested): sections as absolute [top, bottom) in page pixels. */
export function anchorState(scrollY: number, sections: readonly { id: Anchor; top: number; bottom: number; dark: boolean }[]): AnchorState {
  const banner = sections.find((s) => s.id === 'homebanner');
  const visible = banner ? scrollY > banner.bottom - SHOW_OFFSET_PX : false;
  let current: Anchor = 'homebanner';
  for (const section of sections) if (section.top - CURRENT_OFFSET_PX <= scrollY) current = section.id;
  const under = sections.find((s) => s.top - INVERSE_OFFSET_PX <= scrollY && scrollY < s.bottom - INVERSE_OFFSET_PX);
  return { visible, current, inverse: Boolean(under?.dark) };
}

function measure(): { id: Anchor; top: number; bottom: number; dark: boolean }[] {
  return HOME_ANCHORS.flatMap((id) => {
    const el = document.getElementById(id);
    if (!el) return [];
    const rect = el.getBoundingClientRect();
    const top = rect.top + window.scrollY;
    return [{ id, top, bottom: top + rect.height, dark: el.dataset.theme === 'dark' }];
  });
}

/** The side anchor menu: seven entries, hidden over the banner, highlights the current section. */
export function AnchorMenu() {
  const { t } = useTranslation('homeSections');
  const [state, setState] = useState<AnchorState>({ visible: false, current: 'homebanner', inverse: false });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = anchorState(window.scrollY, measure());
      setState((prev) => (prev.visible === next.visible && prev.current === next.current && prev.inverse === next.inverse ? prev : next));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first measure in the next frame too: run now (as hydration commits) it would force a layout of its own.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: Anchor) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    showAllParts();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  return (
    <nav
      className={`home-anchors${state.visible ? ' is-visible' : ''}${state.inverse ? ' is-inverse' : ''}`}
      aria-label={t('anchors.label')}
      data-current={state.current}
    >
      <ul>
        {HOME_ANCHORS.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={state.current === id ? 'location' : undefined}
              onClick={(event) => go(event, id)}
              tabIndex={state.visible ? undefined : -1}
            >
              <span className="home-anchors__dot" aria-hidden="true" />
              <span className="home-anchors__label">{t(`anchors.${id}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
