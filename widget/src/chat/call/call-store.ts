import { proxy, ref } from 'valtio/vanilla';
import type { CallMemberState, CallType, WireCall } from '../../../../protocol/calls.ts';

/** idle: no call; outgoing: I called, nobody answered yet; incoming: it rings here; active: I am in the call. */
export type CallPhase = 'idle' | 'outgoing' | 'incoming' | 'active';
export type NetQuality = 'good' | 'fair' | 'poor' | 'unknown';
/** How the media link to one person stands. */
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'failed';

/** One other person of the call as the screen shows them. */
export interface CallPeer {
  userID: string;
  state: CallMemberState;
  /** What they say their microphone and camera are (over the link's data channel); true until told. */
  mic: boolean;
  cam: boolean;
  speaking: boolean;
  quality: NetQuality;
  link: LinkState | null;
  /** Their media, once a track arrived (never proxied). */
  stream: MediaStream | null;
  /** Video frames decoded from them so far (getStats). */
  framesDecoded: number;
}

export interface CallState {
  phase: CallPhase;
  call: WireCall | null;
  /** Voice (1) or video (2): follows 'switch to audio'. */
  type: CallType;
  peers: Record<string, CallPeer>;
  local: { stream: MediaStream | null; mic: boolean; cam: boolean; speaking: boolean; facing: 'user' | 'environment' };
  minimised: boolean;
  /** The ringtone plays for incoming calls (kept in localStorage). */
  ringtone: boolean;
  /** Audio outputs when the browser can choose one (setSinkId), and the chosen one ('' default). */
  outputs: { deviceId: string; label: string }[];
  outputId: string;
  /** Last thing to tell the user about a call: a key of the 'calls' texts, or a server's message. */
  notice: { id: number; key: string; text: string } | null;
  /** Seconds since the epoch when I got into the call (for the timer). */
  since: number;
}

const RINGTONE_KEY = 'hy-chat-call-ringtone';

function storedRingtone(): boolean {
  try {
    return globalThis.localStorage?.getItem(RINGTONE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function createCallStore(): CallState {
  return proxy<CallState>({
    phase: 'idle',
    call: null,
    type: 1,
    peers: {},
    local: { stream: null, mic: true, cam: true, speaking: false, facing: 'user' },
    minimised: false,
    ringtone: storedRingtone(),
    outputs: [],
    outputId: '',
    notice: null,
    since: 0,
  });
}

export function setRingtone(store: CallState, on: boolean): void {
  store.ringtone = on;
  try {
    globalThis.localStorage?.setItem(RINGTONE_KEY, on ? 'on' : 'off');
  } catch {
    // storage refused (private mode): the choice holds for this page only
  }
}

let notices = 0;
export function notify(store: CallState, key: string, text = ''): void {
  store.notice = { id: ++notices, key, text };
}

/** Takes the server's view of the call: its type and everyone but me, keeping what the links know. */
export function applyCall(store: CallState, call: WireCall, me: string): void {
  store.call = call;
  store.type = call.type;
  const seen = new Set<string>();
  for (const m of call.members) {
    if (m.userID === me) continue;
    seen.add(m.userID);
    const peer = store.peers[m.userID];
    if (peer) peer.state = m.state;
    else store.peers[m.userID] = newPeer(m.userID, m.state);
  }
  for (const id of Object.keys(store.peers)) if (!seen.has(id)) delete store.peers[id];
}

export function newPeer(userID: string, state: CallMemberState): CallPeer {
  return { userID, state, mic: true, cam: true, speaking: false, quality: 'unknown', link: null, stream: null, framesDecoded: 0 };
}

export function setPeerStream(store: CallState, userID: string, stream: MediaStream | null): void {
  const peer = store.peers[userID];
  if (peer) peer.stream = stream ? ref(stream) : null;
}

export function setLocalStream(store: CallState, stream: MediaStream | null): void {
  store.local.stream = stream ? ref(stream) : null;
}

/** Back to no call (the notice stays, so the user reads why it ended). */
export function resetCall(store: CallState): void {
  store.phase = 'idle';
  store.call = null;
  store.peers = {};
  store.local = { stream: null, mic: true, cam: true, speaking: false, facing: 'user' };
  store.minimised = false;
  store.since = 0;
}

/** People to show in the call: those in it, and those still ringing. */
export function visiblePeers(store: Pick<CallState, 'peers'>): CallPeer[] {
  return Object.values(store.peers).filter((p) => p.state === 'joined' || p.state === 'invited');
}
