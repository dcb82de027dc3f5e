import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import './Carousel.css';

export interface CarouselTexts {
  /** Name of the carousel region. */
  label: string;
  /** Slide name, e.g. (i, n) => `Slide ${i} of ${n}`. */
  slide: (index: number, total: number) => string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (index: number) => string;
}

interface CarouselProps {
  slides: { key: string | number; content: ReactNode }[];
  texts: CarouselTexts;
  /** Autoplay delay (SPEC §9: 4000 ms for the home banner). */
  delay: number;
  className?: string;
  /** Rendered on top of the slides (e.g. a heading), inside the hover area. */
  overlay?: ReactNode;
}

const SLIDE_MS = 600;

const INTERACTIONS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Runs `load` once: when the visitor reaches for the carousel (pointer, touch, focus), or after `dueMs` (the first
 * autoplay step is due then). The first screen shows the server-rendered first slide until
 * then, so Swiper's script and set-up (a long task on a slow phone) stay out of the page load.
 */
function whenNeeded(element: HTMLElement, dueMs: number, load: (due: boolean) => void): () => void {
  let done = false;
  const once = (due: boolean) => {
    if (done) return;
    done = true;
    cancel();
    load(due);
  };
  const onInteraction = () => once(false);
  for (const type of INTERACTIONS) element.addEventListener(type, onInteraction, { passive: true });
  const timer = window.setTimeout(() => once(true), dueMs);
  function cancel() {
    for (const type of INTERACTIONS) element.removeEventListener(type, onInteraction);
    window.clearTimeout(timer);
  }
  return () => {
    done = true;
    cancel();
  };
}

/**
 * An accessible slideshow on Swiper: endless loop, autoplay every `delay` ms that pauses while the mouse is over it,
 * previous/next arrows, clickable pagination and a pause/play button (WCAG 2.2.2); no autoplay under
 * prefers-reduced-motion. Slides are labelled groups; hidden slides are inert; the live region is polite only while
 * the user is in control (paused).
 *
 * The server renders Swiper's markup with the first slide in place (swiper/css lays it out), so nothing moves when
 * Swiper (its own lazy chunk, see carousel-swiper.ts) takes over the existing DOM: when the first autoplay step is
 * due, or as soon as the visitor reaches for the carousel (a control pressed before then acts once Swiper is in;
 * one pressed before the page hydrated is replayed then, site/src/lib/before-hydration.ts).
 */
export function Carousel({ slides, texts, delay, className, overlay }: CarouselProps) {
  const total = slides.length;
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  /** The user's (or prefers-reduced-motion's) choice, kept when Swiper is created again (e.g. new texts). */
  const playingRef = useRef(true);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const hoveredRef = useRef(false);
  /** What the controls asked for before Swiper was in, in order (done once it is). */
  const pendingRef = useRef<((swiper: SwiperInstance) => void)[]>([]);
  const startRef = useRef<(() => void) | null>(null);
  const slideKeys = slides.map((slide) => slide.key).join('\n');

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || total < 2) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reducedMotion) {
      playingRef.current = false;
      setPlaying(false);
    }
    let cancelled = false;
    const start = (due: boolean) => {
      import('./carousel-swiper.ts')
        .then(({ Swiper, modules }) => {
          if (cancelled || swiperRef.current) return;
          const swiper = new Swiper(viewport, {
            modules,
            // SPEC §9 loop, with two slides too: after the last slide comes the first, moving on, never rewinding back
            loop: true,
            // a dot or arrow pressed while a slide is still moving must not be swallowed
            loopPreventsSliding: false,
            speed: reducedMotion ? 0 : SLIDE_MS,
            autoplay: { delay, pauseOnMouseEnter: true, disableOnInteraction: false },
            on: { realIndexChange: (s) => setActive(s.realIndex) },
          });
          swiperRef.current = swiper;
          if (!playingRef.current) swiper.autoplay.stop();
          else if (hoveredRef.current) swiper.autoplay.pause(); // the pointer was already over it
          const pending = pendingRef.current;
          pendingRef.current = [];
          for (const action of pending) action(swiper);
          if (pending.length > 0) return;
          if (due && playingRef.current && !hoveredRef.current) swiper.slideNext(); // the autoplay step that was due
        })
        .catch((error: unknown) => console.warn('carousel: Swiper failed to load', error));
    };
    const stopWatching = whenNeeded(viewport, delay, start);
    startRef.current = () => {
      stopWatching();
      start(false);
    };
    return () => {
      cancelled = true;
      startRef.current = null;
      stopWatching();
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [total, delay, slideKeys]);

  /** Runs `action` on Swiper now, or once it is in (loading it at once). */
  const act = (action: (swiper: SwiperInstance) => void) => {
    if (swiperRef.current) action(swiperRef.current);
    else {
      pendingRef.current.push(action);
      startRef.current?.();
    }
  };

  const togglePlaying = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (playing) autoplay?.stop();
    else autoplay?.start();
    playingRef.current = !playing;
    setPlaying(!playing);
    if (!swiperRef.current) startRef.current?.(); // Swiper, once in, follows playingRef
  };

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={texts.label}
      data-active={active}
      data-playing={playing && !hovered ? 'true' : 'false'}
      onMouseEnter={() => {
        hoveredRef.current = true;
        setHovered(true);
      }}
      onMouseLeave={() => {
        hoveredRef.current = false;
        setHovered(false);
      }}
    >
      <div className="carousel__viewport swiper" ref={viewportRef}>
        <div className="carousel__track swiper-wrapper" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="carousel__slide swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slide(index + 1, total)}
              aria-hidden={index !== active || undefined}
              inert={index !== active || undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
        {overlay}
        {total > 1 && (
          <div className="carousel__controls">
            <button
              type="button"
              data-replay
              className="carousel__arrow"
              aria-label={texts.previous}
              onClick={() => act((swiper) => swiper.slidePrev())}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            {/* Clickable pagination: rendered with the slides (server HTML too); Swiper moves to the chosen slide. */}
            <div className="carousel__dots" style={{ '--carousel-count': total } as CSSProperties}>
              {slides.map((slide, index) => (
                <button
                  key={slide.key}
                  type="button"
                  data-replay
                  className={`carousel__dot${index === active ? ' is-active' : ''}`}
                  aria-label={texts.goTo(index + 1)}
                  aria-current={index === active || undefined}
                  onClick={() => act((swiper) => swiper.slideToLoop(index))}
                />
              ))}
            </div>
            <button
              type="button"
              data-replay
              className="carousel__arrow"
              aria-label={playing ? texts.pause : texts.play}
              aria-pressed={!playing}
              onClick={togglePlaying}
            >
              {playing ? (
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                </svg>
              ) : (
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
                </svg>
              )}
            </button>
            <button
              type="button"
              data-replay
              className="carousel__arrow"
              aria-label={texts.next}
              onClick={() => act((swiper) => swiper.slideNext())}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
