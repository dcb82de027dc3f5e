import { describe, expect, it } from 'vitest';
import { clampPosition, dragPosition, initialPosition, isMobileWidth, keyboardMove } from './geometry.ts';

const viewport = { width: 1280, height: 800 };
const size = { width: 820, height: 600 };

describe('initialPosition', () => {
  it('starts at innerWidth / 4.2 and 120px from the top (SPEC §2)', () => {
    expect(initialPosition(1280)).toEqual({ left: 1280 / 4.2, top: 120 });
    expect(initialPosition(1920).left).toBeCloseTo(457.14, 2);
  });
});

describe('clampPosition', () => {
  it('keeps a position that fits', () => {
    expect(clampPosition({ left: 300, top: 120 }, size, viewport)).toEqual({ left: 300, top: 120 });
  });

  it('clamps to the left/top edges', () => {
    expect(clampPosition({ left: -50, top: -10 }, size, viewport)).toEqual({ left: 0, top: 0 });
  });

  it('clamps to the right/bottom edges', () => {
    expect(clampPosition({ left: 2000, top: 900 }, size, viewport)).toEqual({ left: 460, top: 200 });
  });

  it('pins to 0,0 when the window is larger than the viewport (header stays reachable)', () => {
    expect(clampPosition({ left: 100, top: 100 }, { width: 1400, height: 900 }, viewport)).toEqual({ left: 0, top: 0 });
  });
});

describe('dragPosition', () => {
  it('moves by the pointer delta', () => {
    expect(dragPosition({ left: 300, top: 120 }, { x: 10, y: 10 }, { x: 110, y: 60 }, size, viewport)).toEqual({
      left: 400,
      top: 170,
    });
  });

  it('is clamped to the viewport', () => {
    expect(dragPosition({ left: 300, top: 120 }, { x: 0, y: 0 }, { x: 5000, y: -5000 }, size, viewport)).toEqual({
      left: 460,
      top: 0,
    });
  });
});

describe('keyboardMove', () => {
  const pos = { left: 300, top: 120 };
  it('moves 10px per arrow key', () => {
    expect(keyboardMove('ArrowLeft', pos, size, viewport)).toEqual({ left: 290, top: 120 });
    expect(keyboardMove('ArrowRight', pos, size, viewport)).toEqual({ left: 310, top: 120 });
    expect(keyboardMove('ArrowUp', pos, size, viewport)).toEqual({ left: 300, top: 110 });
    expect(keyboardMove('ArrowDown', pos, size, viewport)).toEqual({ left: 300, top: 130 });
  });

  it('ignores other keys and respects the viewport', () => {
    expect(keyboardMove('Enter', pos, size, viewport)).toBeNull();
    expect(keyboardMove('ArrowUp', { left: 0, top: 4 }, size, viewport)).toEqual({ left: 0, top: 0 });
  });
});

describe('isMobileWidth', () => {
  it('is full-screen below 768px', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});
