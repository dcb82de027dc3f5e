import type { CallSfu, CallSignal, IceServer } from '../../../../protocol/calls.ts';
import { watchSpeaking } from './audio-level.ts';
import { setLocalStream, setPeerStream, type CallState } from './call-store.ts';
import { openLocalMedia, otherCamera, setKindEnabled, stopStream } from './local-media.ts';
import { PeerLink, type MediaFlags } from './peer-link.ts';
import type { LinkState, NetQuality } from './call-store.ts';
import type { LinkSample } from './net-quality.ts';
import { SfuRoom } from './sfu/sfu-room.ts';
import { setIceServers } from './ice-refresh.ts';

/**
 * A call's media: my microphone/camera, and either one PeerLink per other person (one-to-one: a single link; a
 * group without an SFU: a full mesh, at most 4 people; who joined later offers, so two sides never offer at once)
 * or, for a group call through Janus, one SfuRoom.
 */
export class CallMesh {
  #store: CallState;
  #send: (to: string, signal: Omit<CallSignal, 'callID'>) => Promise<unknown>;
  #onFailed: (peer: string) => void;
  /** A media link dropped: the chat socket that carries the restart offers may be dead too (the caller checks it). */
  #onReconnecting: () => void;
  #links = new Map<string, PeerLink>();
  #watchers = new Map<string, () => void>();
  #iceServers: RTCIceServer[] = [];
  #local: MediaStream | null = null;
  #room: SfuRoom | null = null;
  #roomJoin: Promise<void> | null = null;

  constructor(
    store: CallState,
    send: (to: string, signal: Omit<CallSignal, 'callID'>) => Promise<unknown>,
    onFailed: (peer: string) => void,
    onReconnecting: () => void = () => undefined,
  ) {
    this.#store = store;
    this.#send = send;
    this.#onFailed = onFailed;
    this.#onReconnecting = onReconnecting;
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

  /** The call's ICE servers (fresh TURN credentials): for new links, and for ICE restarts of the open ones. */
  useIceServers(servers: IceServer[]): void {
    this.#iceServers = servers.map((s) => ({ urls: s.urls, username: s.username, credential: s.credential }));
    for (const link of this.#links.values()) setIceServers(link.pc, this.#iceServers);
    this.#room?.useIceServers(this.#iceServers);
  }

  /** A link to `peer`; `offerer` when I am the one who joined after them. */
  connect(peer: string, offerer: boolean): PeerLink | null {
    const existing = this.#links.get(peer);
    if (existing) return existing;
    if (!this.#local) return null;
    const link = new PeerLink({
      peer,
      iceServers: this.#iceServers,
      local: this.#local,
      offerer,
      send: (signal) => this.#send(peer, signal),
      onStream: (stream) => this.#onStream(peer, stream),
      onState: (state) => this.#onState(peer, state),
      onFlags: (flags) => this.#onFlags(peer, flags),
      onSample: (sample, quality) => this.#onSample(peer, sample, quality),
      flags: () => this.#flags(),
    });
    this.#links.set(peer, link);
    link.start();
    return link;
  }

  /** A group call through Janus: publish to the room and subscribe to everyone else in it. */
  joinRoom(sfu: CallSfu, me: string): void {
    const local = this.#local;
    if (!local || this.#roomJoin) return;
    this.#roomJoin = SfuRoom.join(sfu, me, local, this.#iceServers, {
      onStream: (peer, stream) => this.#onStream(peer, stream),
      onState: (peer, state) => this.#onState(peer, state),
      onFlags: (peer, flags) => this.#onFlags(peer, flags),
      onSample: (peer, sample, quality) => this.#onSample(peer, sample, quality),
      onGone: (peer) => setPeerStream(this.#store, peer, null),
      flags: () => this.#flags(),
    }).then(
      (room) => {
        if (this.#local !== local) return room.close();
        this.#room = room;
        // renewed while it joined
        room.useIceServers(this.#iceServers);
      },
      (err: unknown) => {
        console.warn('[hy-chat] sfu join failed', err);
        this.#onFailed('');
      },
    );
  }

  #onStream(peer: string, stream: MediaStream): void {
    setPeerStream(this.#store, peer, stream);
    this.#watch(peer, stream, (on) => {
      const p = this.#store.peers[peer];
      if (p) p.speaking = on;
    });
  }

  #onState(peer: string, state: LinkState): void {
    const p = this.#store.peers[peer];
    if (p) p.link = state;
    if (state === 'failed') this.#onFailed(peer);
    if (state === 'reconnecting') this.#onReconnecting();
  }

  #onFlags(peer: string, flags: MediaFlags): void {
    const p = this.#store.peers[peer];
    if (p) Object.assign(p, flags);
  }

  #onSample(peer: string, sample: LinkSample, quality: NetQuality): void {
    const p = this.#store.peers[peer];
    if (!p) return;
    p.quality = quality;
    p.framesDecoded = sample.framesDecoded;
  }

  #flags(): MediaFlags {
    return { mic: this.#store.local.mic, cam: this.#store.local.cam && this.#store.type === 2 };
  }

  /** All that carries my media: the peer links, or the SFU room. */
  #senders(): { replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void>; sendFlags(): void }[] {
    return [...this.#links.values(), ...(this.#room ? [this.#room] : [])];
  }

  /** A signal from `from`: an offer from someone new opens a link that answers. */
  handle(from: string, signal: CallSignal): void {
    const link = this.#links.get(from) ?? (signal.kind === 'offer' ? this.connect(from, false) : null);
    link?.handle(signal);
  }

  /** The chat socket is back after a drop: links still down restart ICE now rather than at their next try. */
  restartIce(): void {
    for (const link of this.#links.values()) link.restartIce();
    this.#room?.restartIce();
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
    for (const link of this.#senders()) link.sendFlags();
  }

  setCam(on: boolean): void {
    this.#store.local.cam = on;
    setKindEnabled(this.#local, 'video', on);
    for (const link of this.#senders()) link.sendFlags();
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
    await Promise.all(this.#senders().map((l) => l.replaceTrack('video', next.track)));
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
    await Promise.all(this.#senders().map((l) => l.replaceTrack('video', null)));
    for (const link of this.#senders()) link.sendFlags();
  }

  close(): void {
    for (const peer of [...this.#links.keys()]) this.drop(peer);
    this.#room?.close();
    this.#room = null;
    this.#roomJoin = null;
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
