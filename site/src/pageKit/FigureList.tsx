import type { MarketingFigure } from '../api/company.ts';
import './kit.css';
import './kit-controls.css';

/** Marketing figures (from /api/figures) as value + label tiles. */
export function FigureList({ figures }: { figures: readonly MarketingFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <ul className="kit-figures" data-figures="">
      {figures.map((f) => (
        <li key={f.key} className="kit-figure">
          <span className="kit-figure__value">{f.value}</span>
          <span className="kit-figure__label">{f.label}</span>
        </li>
      ))}
    </ul>
  );
}
