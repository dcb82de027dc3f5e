import { useEffect, useState } from 'react';
import type { WireLabel } from '../../../common/desk/wire.ts';

/** The labels, loaded once per screen with `load` (the desk's or the leads' list route); [] until then or on failure. */
export function useLabels(load: () => Promise<WireLabel[]>, version = 0): WireLabel[] {
  const [labels, setLabels] = useState<WireLabel[]>([]);
  useEffect(() => {
    let live = true;
    load().then(
      (l) => live && setLabels(l),
      () => live && setLabels([]),
    );
    return () => {
      live = false;
    };
  }, [load, version]);
  return labels;
}

/** A label's name in the console's language. */
export const labelName = (label: WireLabel, locale: string) => (locale === 'en_US' ? label.en : label.zh);
