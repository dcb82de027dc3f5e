import { useTranslation } from 'react-i18next';
import type { WireLabel } from '../../../common/desk/wire.ts';
import { labelName } from './useLabels.ts';

/** The labels of a conversation or lead as coloured chips (text only). */
export function LabelChips({ ids, labels }: { ids: number[]; labels: WireLabel[] }) {
  const { i18n } = useTranslation();
  const shown = labels.filter((l) => ids.includes(l.id));
  if (shown.length === 0) return null;
  return (
    <span className="label-chips">
      {shown.map((l) => (
        <span key={l.id} className="label-chip" style={{ borderColor: l.color }}>
          <span className="label-chip__dot" style={{ background: l.color }} aria-hidden="true" />
          {labelName(l, i18n.language)}
        </span>
      ))}
    </span>
  );
}

/** Picks the labels of a conversation or lead: one checkbox per label; each change is saved by `onChange`. */
export function LabelPicker({ ids, labels, onChange }: { ids: number[]; labels: WireLabel[]; onChange: (next: number[]) => void }) {
  const { t, i18n } = useTranslation('desk');
  if (labels.length === 0) return null;
  return (
    <fieldset className="label-picker">
      <legend>{t('labels.set')}</legend>
      {labels.map((l) => (
        <label key={l.id}>
          <input
            type="checkbox"
            checked={ids.includes(l.id)}
            onChange={(e) => onChange(e.target.checked ? [...ids, l.id] : ids.filter((id) => id !== l.id))}
          />
          <span className="label-chip__dot" style={{ background: l.color }} aria-hidden="true" />
          {labelName(l, i18n.language)}
        </label>
      ))}
    </fieldset>
  );
}
