import type { CallSfu } from '../../../../../protocol/calls.ts';
import type { LinkState, NetQuality } from '../call-store.ts';
import { qualityOf, sampleOf, type LinkSample } from '../net-quality.ts';
import type { MediaFlags } from '../peer-link.ts';
import { setIceServers } from '../ice-refresh.ts';
import { watchIce, type IceWatch } from './ice-watch.ts';
import { JanusSession, type JanusEvent } from './janus-api.ts';

export interface SfuCallbacks {
  onStream(peer: string, stream: MediaStream): void;
  onState(peer: string, state: LinkState): void;
  onFlags(peer: string, flags: MediaFlags): void;
  onSample(peer: string, sample: LinkSample, quality: NetQuality): void;
  onGone(peer: string): void;
  flags(): MediaFlags;
}

interface Feed {
  userID: string;
  handle: number;
  pc: RTCPeerConnection;
  ice: IceWatch;
  last: LinkSample | null;
}

type Publisher = { id: number; display?: string };

/** How often my microphone/camera flags are repeated on the data channel (for people who subscribed later). */
const FLAGS_EVERY_MS = 3000;

/**
 * A group call through Janus's VideoRoom: I publish my microphone/camera (and a data channel for my flags) on one
 * handle and subscribe to every other publisher on a handle each. Publishers are named by their user ID.
 */
export class SfuRoom {
  #session: JanusSession;
  #sfu: CallSfu;
  #me: string;
  #cb: SfuCallbacks;
  #iceServers: RTCIceServer[];
  #local: MediaStream;
  #pub: { handle: number; pc: RTCPeerConnection; dc: RTCDataChannel; ice: IceWatch } | null = null;
  #feeds = new Map<number, Feed>();
  #timers: ReturnType<typeof setInterval>[] = [];
  #closed = false;

  private constructor(session: JanusSession, sfu: CallSfu, me: string, local: MediaStream, iceServers: RTCIceServer[], cb: SfuCallbacks) {
    this.#session = session;
    this.#sfu = sfu;
    this.#me = me;
    this.#local = local;
    this.#iceServers = iceServers;
    this.#cb = cb;
  }

  static async join(sfu: CallSfu, me: string, local: MediaStream, iceServers: RTCIceServer[], cb: SfuCallbacks): Promise<SfuRoom> {
    const room = new SfuRoom(await JanusSession.create(sfu.url), sfu, me, local, iceServers, cb);
    await room.#publish();
    return room;
  }

  async #publish(): Promise<void> {
    const pc = new RTCPeerConnection({ iceServers: this.#iceServers });
    for (const track of this.#local.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [this.#local] });
    const dc = pc.createDataChannel('state');
    dc.onopen = () => this.sendFlags();
    const handle = await this.#session.attach((e) => void this.#onPublisherEvent(e).catch((err: unknown) => this.#warn(err)));
    // my own publication: once given up, the call is lost for me (reported as the peer '')
    const ice = watchIce(
      pc,
      () => this.#offer(true),
      (state) => state === 'failed' && this.#cb.onState('', state),
    );
    this.#pub = { handle, pc, dc, ice };
    pc.onicecandidate = (e) => void this.#session.trickle(handle, e.candidate).catch(() => undefined);
    this.#timers.push(setInterval(() => this.sendFlags(), FLAGS_EVERY_MS));
    this.#timers.push(setInterval(() => void this.#sample().catch(() => undefined), 1000));
    await this.#session.message(handle, {
      request: 'join',
      ptype: 'publisher',
      room: this.#sfu.room,
      token: this.#sfu.token,
      display: this.#me,
    });
  }

  async #offer(iceRestart: boolean): Promise<void> {
    const pub = this.#pub!;
    if (this.#closed) return;
    // an earlier restart offer Janus never answered (lost while the network was down): withdrawn for a new one
    if (iceRestart && pub.pc.signalingState === 'have-local-offer') await pub.pc.setLocalDescription({ type: 'rollback' });
    const offer = await pub.pc.createOffer({ iceRestart });
    await pub.pc.setLocalDescription(offer);
    await this.#session.message(pub.handle, { request: iceRestart ? 'configure' : 'publish', display: this.#me }, offer);
  }

  async #onPublisherEvent(e: JanusEvent): Promise<void> {
    const data = e.plugindata?.data ?? {};
    if (e.jsep?.type === 'answer' && this.#pub!.pc.signalingState === 'have-local-offer') await this.#pub!.pc.setRemoteDescription(e.jsep);
    if (data.videoroom === 'joined') await this.#offer(false);
    if (Array.isArray(data.publishers))
      for (const p of data.publishers as Publisher[]) void this.#subscribe(p).catch((err: unknown) => this.#warn(err));
    for (const gone of [data.unpublished, data.leaving]) if (typeof gone === 'number') void this.#unsubscribe(gone);
    if (e.janus === 'trickle' && e.candidate && !e.candidate.completed)
      await this.#pub!.pc.addIceCandidate(e.candidate).catch(() => undefined);
  }

  async #subscribe(p: Publisher): Promise<void> {
    const userID = p.display ?? '';
    if (!userID || userID === this.#me || this.#feeds.has(p.id) || this.#closed) return;
    const pc = new RTCPeerConnection({ iceServers: this.#iceServers });
    let stream: MediaStream | null = null;
    pc.ontrack = (e) => {
      stream ??= new MediaStream();
      stream.addTrack(e.track);
      this.#cb.onStream(userID, stream);
    };
    pc.ondatachannel = (e) => {
      e.channel.onmessage = (m) => {
        try {
          const f = JSON.parse(String(m.data)) as Partial<MediaFlags>;
          this.#cb.onFlags(userID, { mic: f.mic !== false, cam: f.cam !== false });
        } catch {
          // not ours
        }
      };
    };
    const handle = await this.#session.attach((ev) => void this.#onSubscriberEvent(p.id, ev).catch((err: unknown) => this.#warn(err)));
    // a subscription that drops asks Janus for an ICE restart: a new offer comes, answered as the first one
    const restart = () => this.#session.message(handle, { request: 'configure', restart: true });
    const ice = watchIce(pc, restart, (state) => this.#cb.onState(userID, state));
    this.#feeds.set(p.id, { userID, handle, pc, ice, last: null });
    pc.onicecandidate = (e) => void this.#session.trickle(handle, e.candidate).catch(() => undefined);
    this.#cb.onState(userID, 'connecting');
    await this.#session.message(handle, {
      request: 'join',
      ptype: 'subscriber',
      room: this.#sfu.room,
      token: this.#sfu.token,
      streams: [{ feed: p.id }],
    });
  }

  async #onSubscriberEvent(feedId: number, e: JanusEvent): Promise<void> {
    const feed = this.#feeds.get(feedId);
    if (!feed) return;
    if (e.jsep?.type === 'offer') {
      await feed.pc.setRemoteDescription(e.jsep);
      const answer = await feed.pc.createAnswer();
      await feed.pc.setLocalDescription(answer);
      await this.#session.message(feed.handle, { request: 'start', room: this.#sfu.room }, answer);
    }
    if (e.janus === 'trickle' && e.candidate && !e.candidate.completed) await feed.pc.addIceCandidate(e.candidate).catch(() => undefined);
  }

  async #unsubscribe(feedId: number): Promise<void> {
    const feed = this.#feeds.get(feedId);
    if (!feed) return;
    this.#feeds.delete(feedId);
    feed.ice.stop();
    feed.pc.close();
    this.#cb.onGone(feed.userID);
    await this.#session.detach(feed.handle);
  }

  /** Stats of every subscription, once a second. */
  async #sample(): Promise<void> {
    for (const feed of this.#feeds.values()) {
      const sample = sampleOf(await feed.pc.getStats());
      this.#cb.onSample(feed.userID, sample, qualityOf(feed.last, sample));
      feed.last = sample;
    }
  }

  /** Fresh ICE servers (a new TURN credential): for new subscriptions and the next ICE restarts. */
  useIceServers(iceServers: RTCIceServer[]): void {
    this.#iceServers = iceServers;
    if (this.#pub) setIceServers(this.#pub.pc, iceServers);
    for (const feed of this.#feeds.values()) setIceServers(feed.pc, iceServers);
  }

  /** ICE restarts now for my publication and every subscription that is down (e.g. the network is back). */
  restartIce(): void {
    this.#pub?.ice.now();
    for (const feed of this.#feeds.values()) feed.ice.now();
  }

  sendFlags(): void {
    if (this.#pub?.dc.readyState === 'open') this.#pub.dc.send(JSON.stringify(this.#cb.flags()));
  }

  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    const t = this.#pub?.pc.getTransceivers().find((x) => x.sender.track?.kind === kind || x.receiver.track.kind === kind);
    await t?.sender.replaceTrack(track);
  }

  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    for (const feed of this.#feeds.values()) {
      feed.ice.stop();
      feed.pc.close();
    }
    this.#feeds.clear();
    this.#pub?.ice.stop();
    this.#pub?.pc.close();
    void this.#session.destroy();
  }

  #warn(err: unknown): void {
    if (!this.#closed) console.warn('[hy-chat] sfu', err);
  }
}
