import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Im } from '../messaging/context.ts';
import { probeAudio } from '../messaging/files/audio-probe.ts';
import { probeImage } from '../messaging/files/image-probe.ts';
import { recordFile } from '../messaging/files/file-record.ts';

/** A picture for image and video messages: 480 × 300, our blue, so a thumbnail variant is made too. */
export function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 300, channels: 3, background: '#1d6fa5' } })
    .png()
    .toBuffer();
}

/** One second of a 440 Hz tone as 8 kHz 8-bit mono WAV, for a voice message. */
export function sampleWav(seconds = 1): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const b = Buffer.alloc(44 + samples);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) b[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return b;
}

/**
 * Stores `bytes` as an upload of `owner`, as POST /im/upload records one (kind and dimensions read from the bytes,
 * image variants made), and answers its /im/files URL for a message payload. The upload sweep deletes it unless
 * a message references it.
 */
export async function storeSample(im: Im, owner: string, name: string, bytes: Buffer): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await writeFile(join(im.cfg.filesDir, id), bytes);
  const image = probeImage(bytes);
  await recordFile(im, { id, owner, name, size: bytes.length, image, audio: image ? null : probeAudio(bytes) });
  return `/im/files/${id}`;
}
