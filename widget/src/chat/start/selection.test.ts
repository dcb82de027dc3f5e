import { describe, expect, it } from 'vitest';
import { canFinish, selectableIDs, showSelectAll, toggleAll, toggleUser } from './selection.ts';

const a = { userID: 'a', label: 'A' };
const b = { userID: 'b', label: 'B' };
const off = { userID: 'c', label: 'C', disabled: true };

describe('user selector (SPEC §5)', () => {
  it('skips disabled users', () => {
    expect(selectableIDs([a, off, b])).toEqual(['a', 'b']);
    expect(toggleUser(['a'], off, false)).toEqual(['a']);
    expect(toggleAll([], [a, off, b])).toEqual(['a', 'b']);
  });
  it('offers select-all only with more than one selectable user and not in single-select', () => {
    expect(showSelectAll([a, b], false)).toBe(true);
    expect(showSelectAll([a, b], true)).toBe(false);
    expect(showSelectAll([a, off], false)).toBe(false);
  });
  it('replaces the choice in single-select and toggles in multi-select', () => {
    expect(toggleUser(['a'], b, true)).toEqual(['b']);
    expect(toggleUser(['a'], b, false)).toEqual(['a', 'b']);
    expect(toggleUser(['a', 'b'], a, false)).toEqual(['b']);
    expect(toggleAll(['a', 'b'], [a, b])).toEqual([]);
  });
  it('keeps finish inactive while nothing is selected', () => {
    expect(canFinish([])).toBe(false);
    expect(canFinish(['a'])).toBe(true);
  });
});
