import { describe, expect, it } from 'vitest';
import { probeAudio } from './audio-probe.ts';

/** An EBML header as MediaRecorder writes it, with the given DocType. */
function ebml(docType: string): Buffer {
  const body = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType, 'latin1')]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.alloc(16)]);
}

describe('audio content check', () => {
  it('recognises the containers MediaRecorder writes and common audio files', () => {
    expect(probeAudio(ebml('webm'))).toEqual({ mime: 'audio/webm' });
    expect(probeAudio(ebml('matroska'))).toEqual({ mime: 'audio/x-matroska' });
    expect(probeAudio(Buffer.from('OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00', 'latin1'))).toEqual({ mime: 'audio/ogg' });
    expect(probeAudio(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toEqual({ mime: 'audio/wav' });
    expect(probeAudio(Buffer.from('\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00', 'latin1'))).toEqual({ mime: 'audio/mp4' });
    expect(probeAudio(Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00\x00\x00', 'latin1'))).toEqual({ mime: 'audio/mpeg' });
    expect(probeAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({ mime: 'audio/mpeg' });
  });

  it('leaves other content a plain file', () => {
    expect(probeAudio(Buffer.from('hello world, not audio at all'))).toBeNull();
    expect(probeAudio(ebml('other'))).toBeNull();
    expect(probeAudio(Buffer.from('\x00\x00\x00\x20ftypisom\x00\x00\x00\x00', 'latin1'))).toBeNull();
    expect(probeAudio(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBeNull();
    expect(probeAudio(Buffer.from('OggS'))).toBeNull();
  });
});
