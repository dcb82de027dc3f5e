/** Voice message rules (SPEC §9): duration at least 1 s; bubble width seconds × 10 + 20 px. */

/** Whole seconds of a recording from its length in milliseconds, at least 1. */
export function audioSeconds(ms: number): number {
  return Math.max(1, Math.round((Number.isFinite(ms) ? ms : 0) / 1000));
}

/** Width in px of an audio bubble for a message of `seconds` (values under 1 count as 1). */
export function audioBubbleWidth(seconds: number): number {
  return Math.max(1, Math.round(Number.isFinite(seconds) ? seconds : 1)) * 10 + 20;
}

/** Which message tells the user why the microphone could not be used (getUserMedia's error names). */
export type MicProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

export function micProblem(err: unknown): MicProblem {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'failed';
}

/** Recording formats in order of preference: Opus in WebM (Chromium, Firefox), Ogg, then MP4 (Safari). */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** File name extension for a recorded blob's type. */
export function recordingExtension(type: string): string {
  if (type.startsWith('audio/ogg')) return 'ogg';
  if (type.startsWith('audio/mp4')) return 'm4a';
  return 'webm';
}
