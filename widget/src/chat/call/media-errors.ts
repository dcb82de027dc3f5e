/** Why the browser gave no microphone or camera, as a key of the 'calls' texts (errors.*). */
export type MediaProblem = 'denied' | 'noDevice' | 'inUse' | 'insecure' | 'unsupported' | 'failed';

/** getUserMedia's DOMException (or its absence) → what to tell the user. */
export function mediaProblemOf(err: unknown): MediaProblem {
  const name = (err as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevice';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    case 'Insecure':
      return 'insecure';
    case 'Unsupported':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** An error carrying what to tell the user: `problem` for the microphone or the camera (`video`). */
export class MediaAccessError extends Error {
  readonly problem: MediaProblem;
  readonly video: boolean;
  constructor(problem: MediaProblem, video: boolean) {
    super(`media ${problem}`);
    this.name = 'MediaAccessError';
    this.problem = problem;
    this.video = video;
  }
}
