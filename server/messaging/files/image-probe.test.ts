import { describe, expect, it } from 'vitest';
import { isBannedContent, probeImage } from './image-probe.ts';

describe('upload content checks', () => {
  it('recognises images by content and bans executables', () => {
    const gif = Buffer.from('GIF89a\x05\x00\x07\x00', 'latin1');
    expect(probeImage(gif)).toEqual({ mime: 'image/gif', imageFormat: 2, width: 5, height: 7 });
    expect(probeImage(Buffer.from('hello world, not an image at all'))).toBeNull();
    expect(isBannedContent(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2]))).toBe(true);
    expect(isBannedContent(Buffer.from('%PDF-1.7'))).toBe(false);
  });
});
