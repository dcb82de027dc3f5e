import type { ReactNode } from 'react';
import './SectionTitle.css';

interface SectionTitleProps {
  /** id of the heading (for aria-labelledby on the section). */
  id: string;
  eyebrow?: string;
  title: string;
  /** Right-aligned action (e.g. a 'more' link). */
  action?: ReactNode;
  /** Light text on a dark section. */
  inverse?: boolean;
  level?: 2 | 3;
}

/** A section heading: small eyebrow label, the title, and an optional action on the same line. */
export function SectionTitle({ id, eyebrow, title, action, inverse, level = 2 }: SectionTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`section-title${inverse ? ' section-title--inverse' : ''}`}>
      <div>
        {eyebrow && <p className="section-title__eyebrow">{eyebrow}</p>}
        <Heading id={id} className="section-title__text">
          {title}
        </Heading>
      </div>
      {action && <div className="section-title__action">{action}</div>}
    </div>
  );
}
