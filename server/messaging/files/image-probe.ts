/**
 * Recognises the image formats the chat accepts (gif, jpeg, png, bmp, webp) by their bytes and reads the
 * dimensions. imageFormat follows the library: 1 jpg, 2 gif, 3 png, 4 bmp, 255 other (webp).
 */
export interface ImageInfo {
  mime: string;
  imageFormat: number;
  width: number;
  height: number;
}

export function probeImage(b: Buffer): ImageInfo | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('latin1', 12, 16) === 'IHDR') {
    return { mime: 'image/png', imageFormat: 3, width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 10 && (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a')) {
    return { mime: 'image/gif', imageFormat: 2, width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 26 && b.toString('latin1', 0, 2) === 'BM' && b.readUInt32LE(14) >= 12) {
    return { mime: 'image/bmp', imageFormat: 4, width: Math.abs(b.readInt32LE(18)), height: Math.abs(b.readInt32LE(22)) };
  }
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return webp(b);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  return null;
}

function webp(b: Buffer): ImageInfo | null {
  const chunk = b.toString('latin1', 12, 16);
  const base = { mime: 'image/webp', imageFormat: 255 };
  if (chunk === 'VP8X') return { ...base, width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { ...base, width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ' && b.readUIntBE(23, 3) === 0x9d012a)
    return { ...base, width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return null;
}

function jpeg(b: Buffer): ImageInfo | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) return { mime: 'image/jpeg', imageFormat: 1, height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  // Dimensions beyond the probed head: still a JPEG.
  return { mime: 'image/jpeg', imageFormat: 1, width: 0, height: 0 };
}

/** Executables are refused as banned files (4005): Windows PE, ELF, Mach-O. */
export function isBannedContent(b: Buffer): boolean {
  if (b.length < 4) return false;
  if (b[0] === 0x4d && b[1] === 0x5a) return true;
  const magic = b.readUInt32BE(0);
  return magic === 0x7f454c46 || magic === 0xfeedface || magic === 0xfeedfacf || magic === 0xcefaedfe || magic === 0xcffaedfe;
}
