import type { CallSignal } from '../../../../protocol/calls.ts';
import type { LinkState, NetQuality } from './call-store.ts';
import { qualityOf, sampleOf, type LinkSample } from './net-quality.ts';

/** What the other side says about its microphone and camera (over the link's data channel). */
export interface MediaFlags {
  mic: boolean;
  cam: boolean;
}

export interface PeerLinkOptions {
  peer: string;
  iceServers: RTCIceServer[];
  local: MediaStream;
  /** The side that offers (the one who joined later); it also restarts ICE. */
  offerer: boolean;
  send(signal: Omit<CallSignal, 'callID'>): Promise<unknown>;
  onStream(stream: MediaStream): void;
  onState(state: LinkState): void;
  onFlags(flags: MediaFlags): void;
  onSample(sample: LinkSample, quality: NetQuality): void;
  flags(): MediaFlags;
}

/** How long a 'disconnected' link may recover by itself before the offerer restarts ICE. */
export const RESTART_AFTER_MS = 2000;
/** While the link is down, the offerer offers a new ICE restart this often (an offer sent while the network or the
 * other side's chat socket was gone is lost with it). */
export const RESTART_EVERY_MS = 3000;
/** How long an ICE restart may take before the link counts as failed. */
export const GIVE_UP_AFTER_MS = 15000;

/**
 * One RTCPeerConnection to one other person of a call: offer/answer and trickle ICE over the call signals, a data
 * channel telling mute and camera, stats every second, and an ICE restart when the network drops.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  #o: PeerLinkOptions;
  #dc: RTCDataChannel | null = null;
  #pending: RTCIceCandidateInit[] = [];
  #queue: Promise<void> = Promise.resolve();
  #restartTimer: ReturnType<typeof setInterval> | null = null;
  #restartDelay: ReturnType<typeof setTimeout> | null = null;
  #giveUpTimer: ReturnType<typeof setTimeout> | null = null;
  #statsTimer: ReturnType<typeof setInterval>;
  #last: LinkSample | null = null;
  #stream: MediaStream | null = null;
  #closed = false;

  constructor(o: PeerLinkOptions) {
    this.#o = o;
    this.pc = new RTCPeerConnection({ iceServers: o.iceServers });
    for (const track of o.local.getTracks()) this.pc.addTrack(track, o.local);
    this.pc.ontrack = (e) => {
      this.#stream ??= e.streams[0] ?? new MediaStream();
      if (!this.#stream.getTracks().includes(e.track)) this.#stream.addTrack(e.track);
      o.onStream(this.#stream);
    };
    this.pc.onicecandidate = (e) => {
      if (e.candidate)
        void o.send({ kind: 'candidate', candidate: e.candidate.toJSON() as Record<string, unknown> }).catch(() => undefined);
    };
    this.pc.onconnectionstatechange = () => this.#onConnection();
    this.pc.ondatachannel = (e) => this.#useChannel(e.channel);
    if (o.offerer) this.#useChannel(this.pc.createDataChannel('state'));
    o.onState('connecting');
    this.#statsTimer = setInterval(() => void this.#sample(), 1000);
  }

  /** The offerer's first offer. */
  start(): void {
    if (this.#o.offerer) this.#run(() => this.#offer(false));
  }

  handle(signal: CallSignal): void {
    this.#run(async () => {
      if (signal.kind === 'offer' && signal.sdp) {
        await this.pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await this.#flush();
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(answer);
        await this.#o.send({ kind: 'answer', sdp: answer.sdp ?? '' });
      } else if (signal.kind === 'answer' && signal.sdp) {
        if (this.pc.signalingState !== 'have-local-offer') return;
        await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await this.#flush();
      } else if (signal.kind === 'candidate' && signal.candidate) {
        const c = signal.candidate as RTCIceCandidateInit;
        if (this.pc.remoteDescription) await this.pc.addIceCandidate(c).catch(() => undefined);
        else this.#pending.push(c);
      }
    });
  }

  /** Tells the other side that my microphone or camera changed. */
  sendFlags(): void {
    if (this.#dc?.readyState === 'open') this.#dc.send(JSON.stringify(this.#o.flags()));
  }

  /** Replaces what I send of one kind (a new camera, or nothing after 'switch to audio'). */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    const t = this.pc.getTransceivers().find((x) => x.receiver.track.kind === kind);
    await t?.sender.replaceTrack(track);
  }

  close(): void {
    this.#closed = true;
    this.#clearTimers();
    clearInterval(this.#statsTimer);
    this.#dc?.close();
    this.pc.close();
  }

  #run(step: () => Promise<void>): void {
    this.#queue = this.#queue.then(step).catch((err: unknown) => {
      if (!this.#closed) console.warn('[hy-chat] call link', err);
    });
  }

  /** An ICE restart now (the offerer only, and only while the link is down): e.g. once the chat socket is back. */
  restartIce(): void {
    if (!this.#o.offerer || this.#closed || this.pc.connectionState === 'connected') return;
    this.#run(() => this.#offer(true));
  }

  async #offer(iceRestart: boolean): Promise<void> {
    if (this.#closed) return;
    // an earlier restart offer nobody answered (lost while the network was down): withdrawn for a new one
    if (iceRestart && this.pc.signalingState === 'have-local-offer') await this.pc.setLocalDescription({ type: 'rollback' });
    if (iceRestart && this.pc.connectionState === 'connected') return;
    const offer = await this.pc.createOffer({ iceRestart });
    await this.pc.setLocalDescription(offer);
    await this.#o.send({ kind: 'offer', sdp: offer.sdp ?? '' });
  }

  async #flush(): Promise<void> {
    const list = this.#pending;
    this.#pending = [];
    for (const c of list) await this.pc.addIceCandidate(c).catch(() => undefined);
  }

  #useChannel(dc: RTCDataChannel): void {
    this.#dc = dc;
    dc.onopen = () => this.sendFlags();
    dc.onmessage = (e) => {
      try {
        const f = JSON.parse(String(e.data)) as Partial<MediaFlags>;
        this.#o.onFlags({ mic: f.mic !== false, cam: f.cam !== false });
      } catch {
        // not ours: ignored
      }
    };
  }

  #onConnection(): void {
    if (this.#closed) return;
    const state = this.pc.connectionState;
    if (state === 'connected') {
      this.#clearTimers();
      this.#o.onState('connected');
      // the old path came back before a restart offer was answered (it was lost with the network): withdrawn
      if (this.#o.offerer && this.pc.signalingState === 'have-local-offer' && this.pc.remoteDescription)
        this.#run(async () => {
          if (this.pc.signalingState === 'have-local-offer' && this.pc.connectionState === 'connected')
            await this.pc.setLocalDescription({ type: 'rollback' });
        });
    } else if (state === 'disconnected' || state === 'failed') {
      this.#o.onState('reconnecting');
      if (this.#o.offerer && !this.#restartDelay)
        this.#restartDelay = setTimeout(
          () => {
            this.restartIce();
            this.#restartTimer ??= setInterval(() => this.restartIce(), RESTART_EVERY_MS);
          },
          state === 'failed' ? 0 : RESTART_AFTER_MS,
        );
      this.#giveUpTimer ??= setTimeout(() => {
        if (this.pc.connectionState !== 'connected') this.#o.onState('failed');
      }, GIVE_UP_AFTER_MS);
    }
  }

  #clearTimers(): void {
    if (this.#restartDelay) clearTimeout(this.#restartDelay);
    if (this.#restartTimer) clearInterval(this.#restartTimer);
    if (this.#giveUpTimer) clearTimeout(this.#giveUpTimer);
    this.#restartDelay = null;
    this.#restartTimer = null;
    this.#giveUpTimer = null;
  }

  async #sample(): Promise<void> {
    if (this.#closed) return;
    const sample = sampleOf(await this.pc.getStats());
    this.#o.onSample(sample, qualityOf(this.#last, sample));
    this.#last = sample;
  }
}
