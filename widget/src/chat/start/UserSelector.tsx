import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showSelectAll, toggleAll, toggleUser, type SelectableUser } from './selection.ts';

/** User selector (SPEC §5): checkboxes (radios in single-select), 'select all' when it applies, disabled users skipped. */
export function UserSelector({
  items,
  single,
  selected,
  onChange,
  legend,
}: {
  items: readonly SelectableUser[];
  single: boolean;
  selected: readonly string[];
  onChange: (next: string[]) => void;
  legend: string;
}) {
  const { t } = useTranslation('contacts');
  const name = useId();
  const allSelectable = items.filter((i) => !i.disabled);
  const allOn = allSelectable.length > 0 && allSelectable.every((i) => selected.includes(i.userID));
  return (
    <fieldset className="hy-selector" data-testid="user-selector">
      <legend className="hy-selector__legend">{legend}</legend>
      {showSelectAll(items, single) ? (
        <label className="hy-selector__row hy-selector__all">
          <input type="checkbox" checked={allOn} onChange={() => onChange(toggleAll(selected, items))} data-testid="select-all" />
          {t('picker.selectAll')}
        </label>
      ) : null}
      {items.length === 0 ? <p className="hy-list-note">{t('picker.empty')}</p> : null}
      <ul className="hy-selector__list">
        {items.map((item) => (
          <li key={item.userID}>
            <label className={`hy-selector__row${item.disabled ? ' hy-selector__row--disabled' : ''}`}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                value={item.userID}
                checked={selected.includes(item.userID)}
                disabled={item.disabled}
                onChange={() => onChange(toggleUser(selected, item, single))}
              />
              <span className="hy-msg__avatar" aria-hidden="true">
                {item.label.slice(0, 1).toUpperCase()}
              </span>
              <span className="hy-selector__name">{item.label}</span>
              {item.label !== item.userID ? <span className="hy-selector__id">{item.userID}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
