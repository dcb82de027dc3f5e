/**
 * Recognises the audio containers a voice message may come in by their bytes: what browsers' MediaRecorder
 * writes (WebM/Matroska with Opus, Ogg with Opus, MP4/M4A) plus MP3 and WAV. The file is then served with that
 * type, so an <audio> element on any page may play it.
 */
export interface AudioInfo {
  mime: string;
}

const EBML = 0x1a45dfa3;
/** The EBML DocType element (0x4282) and its one-byte size. */
const DOCTYPE_ID = Buffer.from([0x42, 0x82]);

export function probeAudio(b: Buffer): AudioInfo | null {
  if (b.length < 12) return null;
  if (b.readUInt32BE(0) === EBML) return matroska(b);
  if (b.toString('latin1', 0, 4) === 'OggS') return { mime: 'audio/ogg' };
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WAVE') return { mime: 'audio/wav' };
  if (b.toString('latin1', 4, 8) === 'ftyp') return mp4(b);
  if (b.toString('latin1', 0, 3) === 'ID3') return { mime: 'audio/mpeg' };
  // An MPEG audio frame header: 11 sync bits, layer not 'reserved', bitrate index not 'bad'.
  if (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0 && (b[2]! & 0xf0) !== 0xf0) return { mime: 'audio/mpeg' };
  return null;
}

/** WebM or Matroska: the DocType in the EBML header says which. */
function matroska(b: Buffer): AudioInfo | null {
  const at = b.subarray(0, 64).indexOf(DOCTYPE_ID);
  if (at < 0) return null;
  const size = b[at + 2]! & 0x7f;
  const docType = b.toString('latin1', at + 3, at + 3 + size);
  if (docType === 'webm') return { mime: 'audio/webm' };
  if (docType === 'matroska') return { mime: 'audio/x-matroska' };
  return null;
}

/** ISO media: only the audio brands (M4A, M4B); a video MP4 stays a file. */
function mp4(b: Buffer): AudioInfo | null {
  const brand = b.toString('latin1', 8, 12);
  return brand === 'M4A ' || brand === 'M4B ' ? { mime: 'audio/mp4' } : null;
}
