import type { CallSignal, IceServer } from '../../../../protocol/calls.ts';
import { watchSpeaking } from './audio-level.ts';
import { setLocalStream, setPeerStream, type CallState } from './call-store.ts';
import { openLocalMedia, otherCamera, setKindEnabled, stopStream } from './local-media.ts';
import { PeerLink } from './peer-link.ts';

/**
 * A call's media without an SFU: my microphone/camera and one PeerLink per other person (one-to-one: a single
 * link; a group: a full mesh, at most 4 people). Who joined later offers, so two sides never offer at once.
 */
export class CallMesh {
  #store: CallState;
  #send: (to: string, signal: Omit<CallSignal, 'callID'>) => Promise<unknown>;
  #onFailed: (peer: string) => void;
  #links = new Map<string, PeerLink>();
  #watchers = new Map<string, () => void>();
  #iceServers: RTCIceServer[] = [];
  #local: MediaStream | null = null;

  constructor(
    store: CallState,
    send: (to: string, signal: Omit<CallSignal, 'callID'>) => Promise<unknown>,
    onFailed: (peer: string) => void,
  ) {
    this.#store = store;
    this.#send = send;
    this.#onFailed = onFailed;
  }

  get local(): MediaStream | null {
    return this.#local;
  }

  /** Opens the microphone (and camera for video); throws MediaAccessError. */
  async open(video: boolean): Promise<MediaStream> {
    if (this.#local) return this.#local;
    const stream = await openLocalMedia(video, this.#store.local.facing);
    this.#local = stream;
    setLocalStream(this.#store, stream);
    this.#store.local.cam = video;
    this.#watch('', stream, (on) => (this.#store.local.speaking = on));
    return stream;
  }

  useIceServers(servers: IceServer[]): void {
    this.#iceServers = servers.map((s) => ({ urls: s.urls, username: s.username, credential: s.credential }));
  }

  /** A link to `peer`; `offerer` when I am the one who joined after them. */
  connect(peer: string, offerer: boolean): PeerLink | null {
    const existing = this.#links.get(peer);
    if (existing) return existing;
    if (!this.#local) return null;
    const store = this.#store;
    const link = new PeerLink({
      peer,
      iceServers: this.#iceServers,
      local: this.#local,
      offerer,
      send: (signal) => this.#send(peer, signal),
      onStream: (stream) => {
        setPeerStream(store, peer, stream);
        this.#watch(peer, stream, (on) => {
          const p = store.peers[peer];
          if (p) p.speaking = on;
        });
      },
      onState: (state) => {
        const p = store.peers[peer];
        if (p) p.link = state;
        if (state === 'failed') this.#onFailed(peer);
      },
      onFlags: (flags) => {
        const p = store.peers[peer];
        if (p) Object.assign(p, flags);
      },
      onSample: (sample, quality) => {
        const p = store.peers[peer];
        if (!p) return;
        p.quality = quality;
        p.framesDecoded = sample.framesDecoded;
      },
      flags: () => ({ mic: store.local.mic, cam: store.local.cam && store.type === 2 }),
    });
    this.#links.set(peer, link);
    link.start();
    return link;
  }

  /** A signal from `from`: an offer from someone new opens a link that answers. */
  handle(from: string, signal: CallSignal): void {
    const link = this.#links.get(from) ?? (signal.kind === 'offer' ? this.connect(from, false) : null);
    link?.handle(signal);
  }

  drop(peer: string): void {
    this.#links.get(peer)?.close();
    this.#links.delete(peer);
    this.#watchers.get(peer)?.();
    this.#watchers.delete(peer);
    setPeerStream(this.#store, peer, null);
  }

  setMic(on: boolean): void {
    this.#store.local.mic = on;
    setKindEnabled(this.#local, 'audio', on);
    for (const link of this.#links.values()) link.sendFlags();
  }

  setCam(on: boolean): void {
    this.#store.local.cam = on;
    setKindEnabled(this.#local, 'video', on);
    for (const link of this.#links.values()) link.sendFlags();
  }

  /** The other camera, sent to everyone in place of the current one; false when there is no other camera. */
  async switchCamera(): Promise<boolean> {
    const local = this.#local;
    if (!local) return false;
    const next = await otherCamera(local, this.#store.local.facing);
    if (!next) return false;
    next.track.enabled = this.#store.local.cam;
    for (const old of local.getVideoTracks()) {
      local.removeTrack(old);
      old.stop();
    }
    local.addTrack(next.track);
    this.#store.local.facing = next.facing;
    setLocalStream(this.#store, new MediaStream(local.getTracks()));
    await Promise.all([...this.#links.values()].map((l) => l.replaceTrack('video', next.track)));
    return true;
  }

  /** 'Switch to audio': the camera stops and nothing more is sent as video. */
  async dropVideo(): Promise<void> {
    const local = this.#local;
    if (!local) return;
    for (const track of local.getVideoTracks()) {
      local.removeTrack(track);
      track.stop();
    }
    this.#store.local.cam = false;
    setLocalStream(this.#store, new MediaStream(local.getTracks()));
    await Promise.all([...this.#links.values()].map((l) => l.replaceTrack('video', null)));
    for (const link of this.#links.values()) link.sendFlags();
  }

  close(): void {
    for (const peer of [...this.#links.keys()]) this.drop(peer);
    for (const stop of this.#watchers.values()) stop();
    this.#watchers.clear();
    stopStream(this.#local);
    this.#local = null;
    setLocalStream(this.#store, null);
  }

  #watch(key: string, stream: MediaStream, onChange: (speaking: boolean) => void): void {
    this.#watchers.get(key)?.();
    this.#watchers.set(key, watchSpeaking(stream, onChange));
  }
}
