import { MediaAccessError, mediaProblemOf } from './media-errors.ts';

/**
 * The microphone (and for video calls the camera) of this device. Failures become MediaAccessError with what to
 * tell the user: refused, no such device, in use by another program, or a page without a secure context.
 */
export async function openLocalMedia(video: boolean, facing: 'user' | 'environment' = 'user'): Promise<MediaStream> {
  if (!globalThis.isSecureContext) throw new MediaAccessError('insecure', video);
  if (!navigator.mediaDevices?.getUserMedia) throw new MediaAccessError('unsupported', video);
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: video ? { facingMode: facing, width: { ideal: 640 }, height: { ideal: 480 } } : false,
    });
  } catch (err) {
    // which of the two failed: try the microphone alone to tell the user the right one
    const problem = mediaProblemOf(err);
    if (video) {
      const micOnly = await navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => null);
      if (micOnly) {
        micOnly.getTracks().forEach((t) => t.stop());
        throw new MediaAccessError(problem, true);
      }
    }
    throw new MediaAccessError(problem, false);
  }
}

/** Turns the stream's tracks of one kind on or off (a muted track sends silence or black, the link stays). */
export function setKindEnabled(stream: MediaStream | null, kind: 'audio' | 'video', on: boolean): void {
  for (const track of stream?.getTracks() ?? []) if (track.kind === kind) track.enabled = on;
}

/** A camera track from the other camera (facing mode flipped, or the next video input), or null if there is none. */
export async function otherCamera(
  stream: MediaStream,
  facing: 'user' | 'environment',
): Promise<{ track: MediaStreamTrack; facing: 'user' | 'environment' } | null> {
  const current = stream.getVideoTracks()[0];
  const inputs = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
  if (inputs.length < 2) return null;
  const currentId = current?.getSettings().deviceId;
  const next = inputs[(inputs.findIndex((d) => d.deviceId === currentId) + 1) % inputs.length]!;
  const s = await navigator.mediaDevices.getUserMedia({ video: { deviceId: { exact: next.deviceId } } });
  const track = s.getVideoTracks()[0]!;
  return { track, facing: facing === 'user' ? 'environment' : 'user' };
}

/** Audio outputs the page may route to (labels appear once a microphone was allowed). */
export async function audioOutputs(): Promise<{ deviceId: string; label: string }[]> {
  if (!('setSinkId' in HTMLMediaElement.prototype) || !navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((d) => d.kind === 'audiooutput').map((d) => ({ deviceId: d.deviceId, label: d.label }));
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
