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

/** Runs `load` once: when the element comes within 200 px of the viewport or the browser is idle. */
function whenNearOrIdle(element: Element, load: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    load();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) once();
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  const hasIdle = typeof window.requestIdleCallback === 'function'; // Safari < 18 has none
  const idle = hasIdle ? window.requestIdleCallback(once, { timeout: 3000 }) : window.setTimeout(once, 1500);
  function cancel() {
    observer.disconnect();
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
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
 * Swiper (its own lazy chunk, see carousel-swiper.ts) takes over the existing DOM after hydration.
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
    const stopWatching = whenNearOrIdle(viewport, () => {
      import('./carousel-swiper.ts')
        .then(({ Swiper, modules }) => {
          if (cancelled) return;
          const swiper = new Swiper(viewport, {
            modules,
            loop: total >= 3,
            // a dot or arrow pressed while a slide is still moving must not be swallowed
            loopPreventsSliding: false,
            rewind: total < 3,
            speed: reducedMotion ? 0 : SLIDE_MS,
            autoplay: { delay, pauseOnMouseEnter: true, disableOnInteraction: false },
            on: { realIndexChange: (s) => setActive(s.realIndex) },
          });
          if (!playingRef.current) swiper.autoplay.stop();
          swiperRef.current = swiper;
        })
        .catch((error: unknown) => console.warn('carousel: Swiper failed to load', error));
    });
    return () => {
      cancelled = true;
      stopWatching();
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [total, delay, slideKeys]);

  const togglePlaying = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (playing) autoplay?.stop();
    else autoplay?.start();
    playingRef.current = !playing;
    setPlaying(!playing);
  };

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={texts.label}
      data-active={active}
      data-playing={playing && !hovered ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
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
            <button type="button" className="carousel__arrow" aria-label={texts.previous} onClick={() => swiperRef.current?.slidePrev()}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
            </button>
            {/* Clickable pagination: rendered with the slides (server HTML too); Swiper moves to the chosen slide. */}
            <div className="carousel__dots" style={{ '--carousel-count': total } as CSSProperties}>
              {slides.map((slide, index) => (
                <button
                  key={slide.key}
                  type="button"
                  className={`carousel__dot${index === active ? ' is-active' : ''}`}
                  aria-label={texts.goTo(index + 1)}
                  aria-current={index === active || undefined}
                  onClick={() => swiperRef.current?.slideToLoop(index)}
                />
              ))}
            </div>
            <button type="button" className="carousel__arrow" aria-label={playing ? texts.pause : texts.play} aria-pressed={!playing} onClick={togglePlaying}>
              {playing ? (
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" /></svg>
              ) : (
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M7 4.5v15l13-7.5z" fill="currentColor" /></svg>
              )}
            </button>
            <button type="button" className="carousel__arrow" aria-label={texts.next} onClick={() => swiperRef.current?.slideNext()}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" /></svg>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
