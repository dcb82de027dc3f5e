import { useState } from 'react';
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

/**
 * Picks the labels of a conversation or lead: one checkbox per label; each change is saved by `onChange` and shown
 * at once, until the saved `ids` come back.
 */
export function LabelPicker({ ids, labels, onChange }: { ids: number[]; labels: WireLabel[]; onChange: (next: number[]) => void }) {
  const { t, i18n } = useTranslation('desk');
  const saved = ids.join(',');
  const [local, setLocal] = useState<{ saved: string; ids: number[] } | null>(null);
  const picked = local && local.saved === saved ? local.ids : ids;
  if (labels.length === 0) return null;
  const change = (next: number[]) => {
    setLocal({ saved, ids: next });
    onChange(next);
  };
  return (
    <fieldset className="label-picker">
      <legend>{t('labels.set')}</legend>
      {labels.map((l) => (
        <label key={l.id}>
          <input
            type="checkbox"
            checked={picked.includes(l.id)}
            onChange={(e) => change(e.target.checked ? [...picked, l.id] : picked.filter((id) => id !== l.id))}
          />
          <span className="label-chip__dot" style={{ background: l.color }} aria-hidden="true" />
          {labelName(l, i18n.language)}
        </label>
      ))}
    </fieldset>
  );
}
