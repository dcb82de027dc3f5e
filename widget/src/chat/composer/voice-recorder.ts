import { audioSeconds, recordingExtension, RECORDING_TYPES } from '../lib/audio.ts';

export interface Recording {
  file: File;
  seconds: number;
}

export interface Recorder {
  /** Stops and hands back the recording. */
  stop(): Promise<Recording>;
  /** Stops and drops what was recorded. */
  cancel(): void;
}

/**
 * Starts recording from the microphone with MediaRecorder. Rejects with getUserMedia's error when the
 * microphone is refused or absent (lib/audio.ts micProblem tells which), or a TypeError without MediaRecorder.
 */
export async function startRecording(now: () => number = () => performance.now()): Promise<Recorder> {
  if (typeof MediaRecorder !== 'function' || !navigator.mediaDevices?.getUserMedia) throw new TypeError('MediaRecorder is not available');
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = RECORDING_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
  } catch (err) {
    stream.getTracks().forEach((t) => t.stop());
    throw err;
  }
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const started = now();
  recorder.start();
  const release = () => stream.getTracks().forEach((t) => t.stop());
  return {
    stop: () =>
      new Promise<Recording>((resolve) => {
        const ms = now() - started;
        recorder.onstop = () => {
          release();
          const type = recorder.mimeType || mimeType || 'audio/webm';
          const blob = new Blob(chunks, { type: type.split(';')[0] });
          const file = new File([blob], `voice-${Date.now()}.${recordingExtension(type)}`, { type: blob.type });
          resolve({ file, seconds: audioSeconds(ms) });
        };
        recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = release;
      if (recorder.state !== 'inactive') recorder.stop();
      else release();
    },
  };
}
