import { describe, expect, it } from 'vitest';
import { audioBubbleWidth, audioSeconds, micProblem, recordingExtension } from './audio.ts';

describe('voice messages (SPEC §9)', () => {
  it('counts whole seconds, at least 1', () => {
    expect(audioSeconds(0)).toBe(1);
    expect(audioSeconds(400)).toBe(1);
    expect(audioSeconds(1499)).toBe(1);
    expect(audioSeconds(1500)).toBe(2);
    expect(audioSeconds(12_300)).toBe(12);
    expect(audioSeconds(Number.NaN)).toBe(1);
  });
  it('sizes the bubble seconds × 10 + 20 px', () => {
    expect(audioBubbleWidth(1)).toBe(30);
    expect(audioBubbleWidth(3)).toBe(50);
    expect(audioBubbleWidth(60)).toBe(620);
    expect(audioBubbleWidth(0)).toBe(30);
    expect(audioBubbleWidth(Number.NaN)).toBe(30);
  });
  it('tells a refused microphone from a missing one', () => {
    expect(micProblem(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(micProblem({ name: 'SecurityError' })).toBe('denied');
    expect(micProblem(new DOMException('x', 'NotFoundError'))).toBe('missing');
    expect(micProblem(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(micProblem(new DOMException('x', 'NotReadableError'))).toBe('failed');
    expect(micProblem(null)).toBe('failed');
  });
  it('names the file after the recorded container', () => {
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('audio/ogg;codecs=opus')).toBe('ogg');
    expect(recordingExtension('audio/mp4')).toBe('m4a');
  });
});
