import { describe, expect, it } from 'vitest';
import { pinchZoom, SLIDE_MS } from './preview-store.ts';

describe('image previewer pinch zoom and slide (SPEC §9)', () => {
  it('scales with the fingers’ spread, within 0.5-4', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(1.5, 100, 50)).toBe(0.75);
    expect(pinchZoom(1, 100, 10)).toBe(0.5);
    expect(pinchZoom(2, 100, 1000)).toBe(4);
    expect(pinchZoom(1.2, 0, 50)).toBe(1.2);
  });
  it('slides for 0.5 s', () => {
    expect(SLIDE_MS).toBe(500);
  });
});
