/**
 * The incoming-call ringtone, synthesised with WebAudio (no audio file): two tones of 440 and 480 Hz for one
 * second, then two seconds of silence, repeated until stopped.
 */
export class Ringtone {
  #ctx: AudioContext | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;

  get playing(): boolean {
    return this.#timer !== null;
  }

  start(): void {
    if (this.#timer || typeof AudioContext === 'undefined') return;
    this.#ctx = new AudioContext();
    // a page nobody touched yet may keep the context suspended: the ring then stays silent, the screen still shows
    void this.#ctx.resume().catch(() => undefined);
    this.#ring();
    this.#timer = setInterval(() => this.#ring(), 3000);
  }

  #ring(): void {
    const ctx = this.#ctx;
    if (!ctx) return;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0, ctx.currentTime);
    gain.gain.linearRampToValueAtTime(0.15, ctx.currentTime + 0.05);
    gain.gain.setValueAtTime(0.15, ctx.currentTime + 0.95);
    gain.gain.linearRampToValueAtTime(0, ctx.currentTime + 1);
    gain.connect(ctx.destination);
    for (const f of [440, 480]) {
      const osc = ctx.createOscillator();
      osc.frequency.value = f;
      osc.connect(gain);
      osc.start();
      osc.stop(ctx.currentTime + 1);
    }
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    void this.#ctx?.close().catch(() => undefined);
    this.#ctx = null;
  }
}
