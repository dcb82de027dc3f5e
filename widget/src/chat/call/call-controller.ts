import { subscribeKey } from 'valtio/vanilla/utils';
import type { CallAction, CallEntry, CallSignal, CallType, WireCall } from '../../../../protocol/calls.ts';
import { ErrorCode } from '../../../../protocol/errors.ts';
import { EVENT, TYPES, type ChatEngine } from '../../engine/types.ts';
import { setOpen, type UiStore } from '../../store/ui.ts';
import type { SessionState } from '../store/session.ts';
import { applyCall, createCallStore, notify, resetCall, type CallState } from './call-store.ts';
import { CallMesh } from './call-mesh.ts';
import { IceRefresh } from './ice-refresh.ts';
import { MediaAccessError } from './media-errors.ts';
import { Ringtone } from './ringtone.ts';

type Handler = (event: { name: string; data: unknown }) => void;

/** What a call's end tells the user, by the action that ended it. */
const END_NOTICE: Partial<Record<CallAction, string>> = {
  rejected: 'notice.declined',
  busy: 'notice.busy',
  timeout: 'notice.noAnswer',
  cancelled: 'notice.cancelled',
  ended: 'notice.ended',
  left: 'notice.ended',
  answeredElsewhere: 'notice.answeredElsewhere',
};

/**
 * Calls of one chat: the engine's call events feed the call slice; the screens call start/accept/reject/hang up
 * and the controls. Media run through CallMesh (peer to peer, or a mesh for small groups).
 */
export class CallController {
  readonly store: CallState = createCallStore();
  #engine: ChatEngine;
  #session: SessionState;
  #ui: UiStore;
  #mesh: CallMesh;
  #ringtone = new Ringtone();
  /** The call's ICE servers: from the op that put me into it, renewed before the TURN credential expires. */
  #ice: IceRefresh;
  #handlers: [string, Handler][] = [];
  #stop: (() => void)[] = [];

  constructor(engine: ChatEngine, session: SessionState, ui: UiStore) {
    this.#engine = engine;
    this.#session = session;
    this.#ui = ui;
    this.#mesh = new CallMesh(
      this.store,
      (to, signal) => {
        const callID = this.store.call?.callID;
        return callID ? this.#engine.sendCallSignal({ ...signal, callID, to }) : Promise.resolve();
      },
      (peer) => this.#linkFailed(peer),
      // the restart offers travel on the chat socket: check it now rather than at its next heartbeat
      () => this.#engine.probeConnection?.(),
    );
    this.#ice = new IceRefresh(
      async (callID) => (await this.#engine.getCallIceServers({ callID })).data.iceServers,
      (servers) => this.#mesh.useIceServers(servers),
    );
    this.#listen(EVENT.CALL_CHANGED, (d) => this.#onChanged(d as { action: CallAction; userID: string; call: WireCall }));
    this.#listen(EVENT.CALL_SIGNAL, (d) => this.#onSignal(d as CallSignal & { from: string }));
    this.#listen(EVENT.NET_STATE_CHANGE, (d) => this.#onNet((d as { state: string }).state));
    // a reload while it rang: the call rings again once signed in
    this.#stop.push(subscribeKey(session, 'status', (status) => status === 'ready' && void this.restore()));
    this.#stop.push(subscribeKey(this.store, 'ringtone', () => this.#ring()));
  }

  get me(): string {
    return this.#session.userID;
  }

  #listen(name: string, fn: (data: unknown) => void): void {
    const handler: Handler = (event) => fn(event.data);
    this.#engine.on(name, handler);
    this.#handlers.push([name, handler]);
  }

  dispose(): void {
    for (const [name, handler] of this.#handlers) this.#engine.off(name, handler);
    for (const stop of this.#stop) stop();
    this.#ringtone.stop();
    this.#ice.stop();
    this.#mesh.close();
  }

  /** Calls ringing for me (after a reload or sign-in). */
  async restore(): Promise<void> {
    if (this.store.phase !== 'idle') return;
    const r = await this.#engine.getCallList({}).catch(() => null);
    const ringing = r?.data.callList.find(
      (c) => c.state !== 'ended' && c.members.some((m) => m.userID === this.me && m.state === 'invited'),
    );
    if (ringing && this.store.phase === 'idle') this.#incoming(ringing);
  }

  // ---- actions ------------------------------------------------------------------------------------------

  /** Calls one person (C2C) or, with groupID, members of a group. */
  async start(userIDList: string[], type: CallType, groupID?: string): Promise<void> {
    const s = this.store;
    if (s.phase !== 'idle') return notify(s, 'notice.alreadyInCall');
    s.phase = 'outgoing';
    s.type = type;
    if (!(await this.#openMedia(type))) return;
    try {
      const entry = await this.#engine.startCall({ userIDList, type, ...(groupID ? { groupID } : {}) });
      if (s.phase !== 'outgoing') return; // ended meanwhile
      this.#enter(entry.data, 'outgoing');
    } catch (err) {
      this.#end(errorKey(err), errorText(err));
    }
  }

  /** Answers: the devices open while the server takes the answer (one round trip less before media flow). */
  async accept(): Promise<void> {
    const s = this.store;
    const call = s.call;
    if (s.phase !== 'incoming' || !call) return;
    this.#ringtone.stop();
    s.phase = 'active';
    const ref = { callID: call.callID };
    const accepting = this.#engine.acceptCall(ref).then(
      (r) => ({ entry: r.data, err: null }),
      (err: unknown) => ({ entry: null, err }),
    );
    const mediaOk = await this.#openMedia(call.type);
    const { entry, err } = await accepting;
    if (!mediaOk) {
      // no microphone (or camera): out of the call again, the notice says why
      if (entry) await this.#engine.hangUpCall(ref).catch(() => undefined);
      return;
    }
    if (entry) this.#enter(entry, 'active');
    else this.#end(errorKey(err), errorText(err));
  }

  /** Joins a group's running call. */
  async join(call: WireCall): Promise<void> {
    const s = this.store;
    if (s.phase !== 'idle') return notify(s, 'notice.alreadyInCall');
    s.phase = 'active';
    s.type = call.type;
    if (!(await this.#openMedia(call.type))) return;
    try {
      this.#enter((await this.#engine.joinCall({ callID: call.callID })).data, 'active');
    } catch (err) {
      this.#end(errorKey(err), errorText(err));
    }
  }

  async reject(): Promise<void> {
    const call = this.store.call;
    if (!call) return;
    this.#end('notice.declinedByMe');
    await this.#engine.rejectCall({ callID: call.callID }).catch(() => undefined);
  }

  /** Cancels my unanswered call, or leaves the call. */
  async hangUp(): Promise<void> {
    const { call, phase } = this.store;
    if (!call) return this.#end('');
    this.#end(phase === 'outgoing' ? 'notice.cancelled' : 'notice.ended');
    const ref = { callID: call.callID };
    await (phase === 'outgoing' ? this.#engine.cancelCall(ref) : this.#engine.hangUpCall(ref)).catch(() => undefined);
  }

  toggleMic(): void {
    this.#mesh.setMic(!this.store.local.mic);
  }

  toggleCam(): void {
    this.#mesh.setCam(!this.store.local.cam);
  }

  async switchCamera(): Promise<void> {
    if (!(await this.#mesh.switchCamera().catch(() => false))) notify(this.store, 'notice.noOtherCamera');
  }

  async switchToAudio(): Promise<void> {
    const call = this.store.call;
    if (!call || this.store.type === 1) return;
    this.store.type = 1;
    await this.#mesh.dropVideo();
    await this.#engine.switchCallToAudio({ callID: call.callID }).catch(() => undefined);
  }

  // ---- events -------------------------------------------------------------------------------------------

  #incoming(call: WireCall): void {
    const s = this.store;
    s.phase = 'incoming';
    s.minimised = false;
    applyCall(s, call, this.me);
    setOpen(this.#ui, true);
    this.#ring();
  }

  #onChanged({ action, userID, call }: { action: CallAction; userID: string; call: WireCall }): void {
    const s = this.store;
    if (action === 'invited') {
      const ringsMe = call.members.some((m) => m.userID === this.me && m.state === 'invited');
      if (s.phase === 'idle' && ringsMe && call.state !== 'ended') this.#incoming(call);
      return;
    }
    if (s.call?.callID !== call.callID) return;
    if (action === 'answeredElsewhere') {
      if (s.phase === 'incoming') this.#end('notice.answeredElsewhere');
      return;
    }
    applyCall(s, call, this.me);
    if ((action === 'accepted' || action === 'joined') && s.phase === 'outgoing') this.#activate();
    if (action === 'left') this.#mesh.drop(userID);
    if (action === 'switchedToAudio') void this.#mesh.dropVideo();
    if (call.state === 'ended') this.#end(END_NOTICE[action] ?? 'notice.ended');
  }

  #onSignal(signal: CallSignal & { from: string }): void {
    const s = this.store;
    if (s.call?.callID !== signal.callID || (s.phase !== 'active' && s.phase !== 'outgoing')) return;
    if (s.phase === 'outgoing') this.#activate();
    const { from, ...rest } = signal;
    this.#mesh.handle(from, rest);
  }

  #offline = false;

  /** Back on a new socket after the old one dropped: this socket carries on my part in the call. */
  #onNet(state: string): void {
    if (state !== TYPES.NET_STATE_CONNECTED) {
      this.#offline = true;
      return;
    }
    if (!this.#offline) return;
    this.#offline = false;
    const call = this.store.call;
    if (call && (this.store.phase === 'active' || this.store.phase === 'outgoing')) void this.#resume(call.callID, 5);
  }

  async #resume(callID: string, tries: number): Promise<void> {
    try {
      const entry = (await this.#engine.resumeCall({ callID })).data;
      if (this.store.call?.callID !== callID) return;
      applyCall(this.store, entry.call, this.me);
      // fresh credentials for the restart
      this.#ice.use(callID, entry.iceServers);
      this.#mesh.restartIce();
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      // the server has not yet seen the old socket close: again shortly
      if (code === ErrorCode.CALL_ANSWERED_ELSEWHERE && tries > 1) {
        await new Promise((r) => setTimeout(r, 1500));
        if (this.store.call?.callID === callID) return this.#resume(callID, tries - 1);
      }
      if (code === ErrorCode.CALL_NOT_FOUND && this.store.call?.callID === callID) this.#end('notice.ended');
    }
  }

  #linkFailed(peer: string): void {
    const call = this.store.call;
    if (!call) return;
    if (!call.groupID || !peer) {
      notify(this.store, 'notice.connectionLost');
      void this.hangUp().then(() => notify(this.store, 'notice.connectionLost'));
    } else this.#mesh.drop(peer);
  }

  // ---- steps --------------------------------------------------------------------------------------------

  async #openMedia(type: CallType): Promise<boolean> {
    try {
      await this.#mesh.open(type === 2);
      return true;
    } catch (err) {
      const problem = err instanceof MediaAccessError ? err : new MediaAccessError('failed', type === 2);
      this.#end(`errors.${problem.video ? 'camera' : 'microphone'}.${problem.problem}`);
      return false;
    }
  }

  #enter(entry: CallEntry, phase: 'outgoing' | 'active'): void {
    const s = this.store;
    this.#ice.use(entry.call.callID, entry.iceServers);
    applyCall(s, entry.call, this.me);
    if (phase === 'active' || entry.call.state === 'active') this.#activate();
    if (entry.sfu) return this.#mesh.joinRoom(entry.sfu, this.me);
    // I joined after them: I offer to everyone already in the call
    if (phase === 'active')
      for (const m of entry.call.members) if (m.userID !== this.me && m.state === 'joined') this.#mesh.connect(m.userID, true);
  }

  #activate(): void {
    const s = this.store;
    if (s.phase !== 'active') s.phase = 'active';
    if (!s.since) s.since = Math.floor(Date.now() / 1000);
  }

  #ring(): void {
    if (this.store.phase === 'incoming' && this.store.ringtone) this.#ringtone.start();
    else this.#ringtone.stop();
  }

  #end(key: string, text = ''): void {
    this.#ringtone.stop();
    this.#ice.stop();
    this.#mesh.close();
    resetCall(this.store);
    if (key || text) notify(this.store, key, text);
  }
}

function errorKey(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === ErrorCode.CALL_BUSY) return 'notice.busy';
  if (code === ErrorCode.CALL_ANSWERED_ELSEWHERE) return 'notice.answeredElsewhere';
  if (code === ErrorCode.CALL_SELF_BUSY) return 'notice.alreadyInCall';
  return typeof (err as { message?: unknown } | null)?.message === 'string' ? '' : 'notice.failed';
}

function errorText(err: unknown): string {
  const m = (err as { message?: unknown } | null)?.message;
  return errorKey(err) === '' && typeof m === 'string' ? m : '';
}
