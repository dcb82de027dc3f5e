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
 * The loudest stretch of a window: the largest RMS over consecutive blocks of `block` samples (a syllable, or a
 * short beep, is loud for a few blocks; averaging the whole window would drown it).
 */
export function loudestBlockRms(samples: Uint8Array, block: number): number {
  let loudest = 0;
  for (let start = 0; start < samples.length; start += block) loudest = Math.max(loudest, rmsOf(samples.subarray(start, start + block)));
  return loudest;
}

/** How often the level is read, and the block (10 ms of sound) whose RMS counts. */
const TICK_MS = 200;
const BLOCK_SECONDS = 0.01;

/**
 * Watches a stream's audio through an AnalyserNode and reports whether someone speaks, every 200 ms; returns the
 * stop function. Each reading covers the whole time since the last one (the analyser's window is longer than the
 * tick), so a short sound between two readings is not missed. Nothing is played: the analyser is not connected to
 * the speakers.
 */
export function watchSpeaking(stream: MediaStream, onChange: (speaking: boolean) => void): () => void {
  const ctx = context();
  if (!ctx || stream.getAudioTracks().length === 0) return () => undefined;
  const source = ctx.createMediaStreamSource(stream);
  const analyser = ctx.createAnalyser();
  // the smallest power of two holding one tick of samples (16384 at 48 kHz; the analyser allows up to 32768)
  analyser.fftSize = Math.min(32768, 2 ** Math.ceil(Math.log2((ctx.sampleRate * TICK_MS) / 1000)));
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  const block = Math.max(1, Math.round(ctx.sampleRate * BLOCK_SECONDS));
  let speaking = false;
  const timer = setInterval(() => {
    analyser.getByteTimeDomainData(samples);
    const now = stream.getAudioTracks().some((t) => t.enabled) && loudestBlockRms(samples, block) > SPEAKING_LEVEL;
    if (now !== speaking) {
      speaking = now;
      onChange(now);
    }
  }, TICK_MS);
  return () => {
    clearInterval(timer);
    source.disconnect();
  };
}
