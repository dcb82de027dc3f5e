import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/translation.ts';

interface KeywordSearchProps {
  initial?: string;
  label: string;
  onSearch: (keyword: string) => void;
}

/** A labelled keyword box with a search button; an empty keyword shows everything again. */
export function KeywordSearch({ initial = '', label, onSearch }: KeywordSearchProps) {
  const { t } = useTranslation('forms');
  const [value, setValue] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form className="kit-search" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="kit-input"
        value={value}
        placeholder={label}
        maxLength={100}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
