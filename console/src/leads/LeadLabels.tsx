import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../api/http.ts';
import { LabelPicker } from '../desk/LabelChips.tsx';
import { useLabels } from '../desk/useLabels.ts';
import { listLeadLabels, setLeadLabels } from './api.ts';

/** A lead's labels (the desk's labels), each change saved at once. */
export function LeadLabels({ leadRef, initial }: { leadRef: string; initial: number[] }) {
  const { t } = useTranslation();
  const labels = useLabels(listLeadLabels);
  const [ids, setIds] = useState(initial);
  const [error, setError] = useState('');
  const change = async (next: number[]) => {
    setError('');
    try {
      setIds((await setLeadLabels(leadRef, next)).labels);
    } catch (err) {
      setError(err instanceof ApiFailure && err.message ? err.message : t('common.failed'));
    }
  };
  return (
    <>
      <LabelPicker ids={ids} labels={labels} onChange={(next) => void change(next)} />
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
