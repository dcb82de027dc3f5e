import type { ReactNode } from 'react';
import './kit.css';
import './kit-controls.css';

interface HeroProps {
  title: string;
  intro?: string;
  /** A generated illustration of the product (/api/media/<scene>-<n>.svg), decorative behind the text. */
  scene?: string;
  children?: ReactNode;
}

/** The dark-blue band opening every content page: one h1, a lead paragraph, optional actions. */
export function Hero({ title, intro, scene, children }: HeroProps) {
  return (
    <section className="kit-hero" aria-labelledby="page-title">
      {scene ? (
        <img
          className="kit-hero__art"
          src={`/api/media/${scene}.svg`}
          alt=""
          aria-hidden="true"
          width="1200"
          height="500"
          fetchPriority="high"
        />
      ) : null}
      <div className="kit-hero__inner">
        <h1 id="page-title" className="kit-hero__title">
          {title}
        </h1>
        {intro ? <p className="kit-hero__text">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

interface SectionProps {
  id?: string;
  title?: string;
  lead?: string;
  tone?: 'plain' | 'tint' | 'dark';
  children: ReactNode;
}

/** A page section with an h2 (named by it for assistive technology). */
export function Section({ id, title, lead, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} className={`kit-section kit-section--${tone}`} aria-labelledby={title ? headingId : undefined}>
      <div className="kit-section__inner">
        {title ? (
          <h2 className="kit-section__title" id={headingId}>
            {title}
          </h2>
        ) : null}
        {lead ? <p className="kit-section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** Plain text with blank-line paragraphs and single-line breaks, rendered as text (never HTML). */
export function TextBlock({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ?? 'kit-prose'}>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i}>
            {paragraph.split('\n').map((line, j, lines) => (
              <span key={j}>
                {line}
                {j < lines.length - 1 ? <br /> : null}
              </span>
            ))}
          </p>
        ))}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <p className="kit-empty" data-empty="">
      <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true" focusable="false">
        <path d="M4 30h56l-6 8H10z" fill="#c9d6ea" />
        <path d="M14 30V14h20l6 8v8" fill="none" stroke="#8aa3c8" strokeWidth="2" />
        <path d="M2 34c8-3 14 3 22 0s14-3 22 0 12 3 16 0" fill="none" stroke="#8aa3c8" strokeWidth="1.5" />
      </svg>
      <span>{text}</span>
    </p>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className="kit-loading" role="status">
      <span className="kit-loading__dot" aria-hidden="true" />
      {label}
    </p>
  );
}
