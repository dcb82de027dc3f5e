import { describe, expect, it } from 'vitest';
import { createUiStore, setOpen, setPosition, setUnread, toggleOpen } from './ui.ts';

describe('ui store', () => {
  it('starts closed, without unread and without a position', () => {
    expect({ ...createUiStore() }).toEqual({ open: false, unread: false, position: null });
  });

  it('has small actions', () => {
    const ui = createUiStore();
    toggleOpen(ui);
    expect(ui.open).toBe(true);
    setOpen(ui, false);
    expect(ui.open).toBe(false);
    setUnread(ui, true);
    expect(ui.unread).toBe(true);
    setPosition(ui, { left: 10, top: 20 });
    expect(ui.position).toEqual({ left: 10, top: 20 });
  });
});
