/** Level above which a person counts as speaking (RMS of the waveform, 0..1). */
export const SPEAKING_LEVEL = 0.04;

let shared: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  shared ??= new AudioContext();
  if (shared.state === 'suspended') void shared.resume().catch(() => undefined);
  return shared;
}

/** The RMS level (0..1) of 8-bit time-domain samples centred on 128. */
export function rmsOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const v of samples) {
    const x = (v - 128) / 128;
    sum += x * x;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * Watches a stream's audio through an AnalyserNode and reports whether someone speaks, every 200 ms; returns the
 * stop function. Nothing is played: the analyser is not connected to the speakers.
 */
export function watchSpeaking(stream: MediaStream, onChange: (speaking: boolean) => void): () => void {
  const ctx = context();
  if (!ctx || stream.getAudioTracks().length === 0) return () => undefined;
  const source = ctx.createMediaStreamSource(stream);
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  let speaking = false;
  const timer = setInterval(() => {
    analyser.getByteTimeDomainData(samples);
    const now = stream.getAudioTracks().some((t) => t.enabled) && rmsOf(samples) > SPEAKING_LEVEL;
    if (now !== speaking) {
      speaking = now;
      onChange(now);
    }
  }, 200);
  return () => {
    clearInterval(timer);
    source.disconnect();
  };
}
