/** SPEC §5 user selector rules, pure. */
export interface SelectableUser {
  userID: string;
  label: string;
  disabled?: boolean;
}

/** Disabled users (e.g. already members) are skipped. */
export function selectableIDs(items: readonly SelectableUser[]): string[] {
  return items.filter((i) => !i.disabled).map((i) => i.userID);
}

/** 'Select all' only when more than one user is selectable and the selector is not single-select. */
export function showSelectAll(items: readonly SelectableUser[], single: boolean): boolean {
  return !single && selectableIDs(items).length > 1;
}

/** A click: single-select replaces the choice; multi-select toggles; disabled users never change. */
export function toggleUser(selected: readonly string[], item: SelectableUser, single: boolean): string[] {
  if (item.disabled) return selected.slice();
  if (single) return [item.userID];
  return selected.includes(item.userID) ? selected.filter((id) => id !== item.userID) : [...selected, item.userID];
}

/** 'Select all' selects every selectable user, or clears when all already are. */
export function toggleAll(selected: readonly string[], items: readonly SelectableUser[]): string[] {
  const all = selectableIDs(items);
  return all.every((id) => selected.includes(id)) ? [] : all;
}

/** The finish button is inactive while nothing is selected. */
export function canFinish(selected: readonly string[]): boolean {
  return selected.length > 0;
}
